import type { CvSourceFormat } from '@folio/schema';
import { CvParseError } from '../errors';
import { listZipEntries, type ZipEntry } from './zip';

export interface DetectedType {
  format: CvSourceFormat;
  zipEntries?: ZipEntry[];
}

const extensionFormats: Record<string, CvSourceFormat> = { pdf: 'pdf', docx: 'docx', doc: 'doc', txt: 'text', md: 'text' };

/** Decides the format from the bytes; the file name only serves to catch a file posing as another. */
export function detectType(bytes: Uint8Array, filename?: string): DetectedType {
  const detected = sniff(bytes);
  const claimed = claimedFormat(filename);
  if (claimed && detected && claimed !== detected.format && !isWordFamily(claimed, detected.format)) {
    throw new CvParseError(
      'type_mismatch',
      `This file is named like a ${label(claimed)} but its content is ${detected ? `a ${label(detected.format)}` : 'something else'}.`,
    );
  }
  if (!detected) {
    if (claimed) {
      throw new CvParseError('type_mismatch', `This file is named like a ${label(claimed)} but its content is not one.`);
    }
    throw new CvParseError('unsupported_type', 'Please upload a PDF, DOC, or DOCX file');
  }
  return detected;
}

function sniff(bytes: Uint8Array): DetectedType | null {
  const head = latin1(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return { format: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const zipEntries = listZipEntries(bytes);
    if (zipEntries.some((entry) => entry.name === 'word/document.xml')) return { format: 'docx', zipEntries };
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { format: 'doc' };
  if (looksLikeText(bytes)) return { format: 'text' };
  return null;
}

/** Word saves are often misnamed (.doc holding DOCX and back); both are read by content. */
function isWordFamily(a: CvSourceFormat, b: CvSourceFormat) {
  return (a === 'doc' || a === 'docx') && (b === 'doc' || b === 'docx');
}

function claimedFormat(filename?: string): CvSourceFormat | undefined {
  const extension = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension ? extensionFormats[extension] : undefined;
}

function label(format: CvSourceFormat) {
  return format === 'text' ? 'text file' : `${format.toUpperCase()} file`;
}

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return prefix.every((value, index) => bytes[index] === value);
}

function latin1(bytes: Uint8Array) {
  return String.fromCharCode(...bytes);
}

/** Valid UTF-8 (or UTF-16 with a BOM) with no control bytes beyond whitespace. */
function looksLikeText(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartialUtf8(sample) : sample);
  } catch {
    return false;
  }
  let control = 0;
  for (const byte of sample) if (byte < 9 || (byte > 13 && byte < 32)) control++;
  return control / sample.length < 0.001;
}

function trimPartialUtf8(bytes: Uint8Array) {
  let end = bytes.length;
  while (end > 0 && end > bytes.length - 4 && (bytes[end - 1]! & 0xc0) === 0x80) end--;
  if (end > 0 && bytes[end - 1]! >= 0xc0) end--;
  return bytes.subarray(0, end);
}

export function decodeText(bytes: Uint8Array) {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}
