/**
 * Tiles the tops of several screenshots into one sheet for a side-by-side look:
 * `tsx scripts/montage.ts <file regex> [tile width] [tile height] [columns] [out]`.
 */
import { readdirSync } from 'node:fs';
import sharp from 'sharp';

const [pattern = '-1280\\.png$', w = '320', h = '400', cols = '4', out = '.output/montage.png'] = process.argv.slice(2);
const dir = '.output/screenshots';
const files = readdirSync(dir)
  .filter((file) => new RegExp(pattern).test(file))
  .sort();
const width = Number(w);
const height = Number(h);
const columns = Number(cols);
const tiles = await Promise.all(
  files.map(async (file) => {
    const image = sharp(`${dir}/${file}`);
    const meta = await image.metadata();
    const crop = Math.min(meta.height, Math.round((meta.width * height) / width));
    return image
      .extract({ left: 0, top: 0, width: meta.width, height: crop })
      .resize(width, height, { fit: 'contain', position: 'top', background: '#888' })
      .png()
      .toBuffer();
  }),
);
const rows = Math.ceil(tiles.length / columns);
await sharp({ create: { width: columns * (width + 8), height: rows * (height + 8), channels: 3, background: '#777' } })
  .composite(tiles.map((tile, i) => ({ input: tile, left: (i % columns) * (width + 8), top: Math.floor(i / columns) * (height + 8) })))
  .png()
  .toFile(out);
process.stdout.write(`${files.join(' ')}\n`);
