import type { CvSourceFormat } from '@folio/schema';
import { CvParseError } from '../errors';
import { detectType } from './detect';
import { assertSaneZip } from './zip';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The checks an upload route makes before any reader opens the file, cheap enough for the request's
 * own event loop: size, type by magic bytes (and the name's claim), and for a DOCX its zip directory
 * (entry count, declared sizes and ratios, nothing inflated). Throws CvParseError.
 */
export function preflightDocument(bytes: Uint8Array, filename?: string, maxBytes = DEFAULT_MAX_BYTES): CvSourceFormat {
  if (bytes.byteLength > maxBytes) throw new CvParseError('too_large', `File size must be less than ${Math.round(maxBytes / 1024 / 1024)}MB`);
  if (bytes.byteLength === 0) throw new CvParseError('empty', 'This file is empty.');
  const type = detectType(bytes, filename);
  if (type.format === 'docx') assertSaneZip(type.zipEntries ?? []);
  return type.format;
}
