import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import type { FontSpec } from '../../lib/fonts';

const require = createRequire(import.meta.url);

/**
 * The subsets @fontsource ships beside the latin file a page loads. A link preview draws the whole
 * name, so "Łukasz" or "Дмитрий" take their letters from the same family's other subsets.
 */
const subsets = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];

/**
 * Scripts no template family covers (Arabic, Hebrew, CJK...) fall back to fonts of the machine when
 * it has them (Debian's fonts-dejavu-core; Droid Sans Fallback comes with LibreOffice). Local files
 * only: nothing is fetched. A character no font has is left out rather than drawn as a box.
 */
const systemFallbacks = {
  regular: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
  bold: ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'],
};

/** A font at one weight, ready to lay out text. */
export type Face = fontkit.Font;

/** TrueType bytes by file: decompressing a woff2 costs tens of milliseconds, so once per file and process. */
const sfntCache = new Map<string, Promise<Buffer>>();
const faceCache = new Map<string, Promise<Face | null>>();
/**
 * wawoff2 answers with a view of its WebAssembly memory, which the next call overwrites: one
 * decompression at a time, each copied out before the next starts.
 */
let decompressing: Promise<unknown> = Promise.resolve();
function toSfnt(woff2: Buffer): Promise<Buffer> {
  const next = decompressing.then(() => decompress(woff2).then((view) => Buffer.from(view)));
  decompressing = next.catch(() => undefined);
  return next;
}

function sfntOf(file: string): Promise<Buffer> {
  let bytes = sfntCache.get(file);
  if (!bytes) {
    const raw = fs.readFileSync(file);
    bytes = file.endsWith('.woff2') ? toSfnt(raw) : Promise.resolve(raw);
    sfntCache.set(file, bytes);
  }
  return bytes;
}

/**
 * The face of `file` at `weight`. fontkit applies variations to TrueType fonts but not to WOFF2
 * ones, so variable woff2 files are decompressed first. Each weight gets its own font object:
 * instances of one font share glyph caches.
 */
function faceAt(file: string, weight: number): Promise<Face | null> {
  const key = `${file}@${weight}`;
  let face = faceCache.get(key);
  if (!face) {
    face = sfntOf(file).then((bytes) => {
      const opened = fontkit.create(bytes);
      const font = 'fonts' in opened ? opened.fonts[0] : opened;
      if (!font) return null;
      const axis = font.variationAxes.wght;
      return axis ? font.getVariation({ wght: Math.min(axis.max, Math.max(axis.min, weight)) }) : font;
    });
    faceCache.set(key, face);
  }
  return face;
}

function resolveFile(pkg: string, file: string): string | undefined {
  try {
    return require.resolve(`${pkg}/files/${file}`);
  } catch {
    return undefined;
  }
}

/** The family's files for every subset it ships, the page's own (latin) file first. */
function familyFiles(font: FontSpec): string[] {
  const files = subsets.map((subset) => resolveFile(font.pkg, font.file.replace('-latin-', `-${subset}-`))).filter((file): file is string => file !== undefined);
  return [...new Set(files)];
}

/** The faces to draw text with, in order of preference: the template's family, then the machine's fallbacks. */
export async function fontStack(font: FontSpec, weight: number): Promise<Face[]> {
  const system = (weight >= 600 ? systemFallbacks.bold : systemFallbacks.regular).filter((file) => fs.existsSync(file));
  const faces = await Promise.all([...familyFiles(font), ...system].map((file) => faceAt(file, weight).catch(() => null)));
  return faces.filter((face): face is Face => face !== null);
}
