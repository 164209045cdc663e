import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templates } from '../catalogue';
import { fontFamilies } from '../lib/font-catalogue';
import { subsetFile, subsetsOf } from '../lib/fonts';

const require = createRequire(import.meta.url);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const demoDir = join(packageDir, 'assets', 'demo');
const previewDir = join(packageDir, 'previews');

function buildAssetFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const faces = [...Object.values(fontFamilies), ...templates.flatMap((template) => [template.fonts.head, template.fonts.body, ...(template.fonts.extra ?? [])])];
  for (const font of faces) {
    files[`fonts/${font.file}`] = require.resolve(`${font.pkg}/files/${font.file}`);
    for (const subset of subsetsOf(font)) {
      const file = subsetFile(font, subset);
      files[`fonts/${file}`] = require.resolve(`${font.pkg}/files/${file}`);
    }
  }
  for (const name of readdirSync(demoDir)) files[`demo/${name}`] = join(demoDir, name);
  return files;
}

/**
 * Every file a page may load, by its URL path under ctx.assetBase: the fonts of all
 * templates and pairings, and the demo pictures. The names never change for a given file content
 * except across package upgrades, so the host may cache them for a long time.
 */
export const assetFiles: Record<string, string> = buildAssetFiles();

/** The content type the host should send for an asset path. */
export function assetContentType(path: string): string {
  if (path.endsWith('.woff2')) return 'font/woff2';
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.jpg')) return 'image/jpeg';
  return 'application/octet-stream';
}

/** Absolute path of a template's preview image (a WebP made by scripts/previews.ts). */
export function previewImagePath(slug: string): string {
  return join(previewDir, `${slug}.webp`);
}
