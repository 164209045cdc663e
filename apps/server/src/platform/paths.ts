import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a folder of the repository (e.g. 'apps/web/dist') by walking up from this module,
 * which works the same from src/ under tsx or Vitest and from the bundled dist/.
 */
export function findRepoPath(relative: string, from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
