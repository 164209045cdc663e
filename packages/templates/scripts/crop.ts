/** Crops a band of a screenshot for a closer look: `tsx scripts/crop.ts file top height [out]`. */
import sharp from 'sharp';

const [file = '', top = '0', height = '1000', out = '.output/crop.png'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
await sharp(file)
  .extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) })
  .toFile(out);
