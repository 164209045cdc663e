import sharp from 'sharp';
import { AppError } from './errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const allowedFormats = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface ImageMessages {
  notAnImage: string;
  tooLarge: string;
}

/**
 * Decodes an upload and re-encodes it as WebP, so what we store and serve is an image we made:
 * metadata (GPS, camera) dropped, size bounded, SVG/HEIF/TIFF and anything that only claims to be
 * an image refused. Type is decided by decoding, never by the name or the declared type.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number, messages: ImageMessages): Promise<{ buffer: Buffer; width: number; height: number }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(422, 'image_too_large', messages.tooLarge, { errors: { file: [messages.tooLarge] } });
  const refuse = () => new AppError(422, 'not_an_image', messages.notAnImage, { errors: { file: [messages.notAnImage] } });
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata());
  } catch {
    throw refuse();
  }
  if (!format || !allowedFormats.has(format)) throw refuse();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height };
  } catch {
    throw refuse();
  }
}
