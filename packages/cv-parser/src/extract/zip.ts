import { inflateRawSync } from 'node:zlib';
import { CvParseError } from '../errors';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** Parts a Word document may have: a CV with its images and styles has well under a hundred. */
export const MAX_ZIP_ENTRIES = 2_000;

/**
 * Lists a ZIP's entries from its central directory without inflating anything, so a DOCX that
 * would unzip to gigabytes is refused before any reader touches it.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw new CvParseError('corrupt', 'This Word document is damaged and cannot be read.');
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    throw new CvParseError('too_large', 'This Word document is too large to process.');
  }
  if (count > MAX_ZIP_ENTRIES) throw new CvParseError('too_large', 'This Word document has far more parts than a CV and was refused.');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) {
      throw new CvParseError('corrupt', 'This Word document is damaged and cannot be read.');
    }
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record sits at the end, followed by a comment of at most 65535 bytes.
  const stop = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/** Refuses archives whose inflated size or compression ratio is beyond any real CV. */
export function assertSaneZip(entries: ZipEntry[], limits = { maxTotal: 80 * 1024 * 1024, maxRatio: 200 }) {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio) {
      throw new CvParseError('too_large', 'This Word document expands to an unreasonable size and was refused.');
    }
  }
  if (total > limits.maxTotal) {
    throw new CvParseError('too_large', 'This Word document expands to an unreasonable size and was refused.');
  }
}

/**
 * Declared sizes can lie. Inflates the XML parts a DOCX reader will open, capped, so a part that
 * grows past its claim (or past the limit) is refused before the real reader inflates it in full.
 */
export function assertHonestZip(bytes: Uint8Array, entries: ZipEntry[], maxTotal = 80 * 1024 * 1024) {
  let total = 0;
  for (const entry of entries.filter((e) => /^word\/.*\.xml$/.test(e.name) && e.method === 8)) {
    const cap = Math.min(entry.uncompressedSize, maxTotal - total);
    const data = readZipEntry(bytes, { ...entry, uncompressedSize: cap });
    if (data === 'too_large') {
      throw new CvParseError('too_large', 'This Word document expands to an unreasonable size and was refused.');
    }
    total += data?.byteLength ?? 0;
  }
}

/** Reads one small entry (stored or deflated), never inflating past its declared size. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array | 'too_large' | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    // Past the cap is not the same as damaged: the caller refuses the file.
    return error instanceof RangeError ? 'too_large' : null;
  }
}
