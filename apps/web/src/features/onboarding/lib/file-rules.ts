import { CV_MAX_BYTES, CV_TEXT_MAX, CV_TEXT_MIN } from '@folio/schema';
import { onboardingMessages as m } from './messages';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers: the spec's three formats, plus JSON Resume (a Folio addition). */
export const cvAccept = '.pdf,.doc,.docx,.json,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/json';
const cvExtensions = ['pdf', 'doc', 'docx', 'json'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The client's first look at a CV file (onboarding.md section 5). Only a quick check by name and
 * size: the server decides by the file's content, so a PNG renamed .pdf is refused there.
 */
export function checkCvFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!cvExtensions.includes(extensionOf(file.name))) return m.wrongFileType;
  if (file.size > CV_MAX_BYTES) return m.fileTooLarge;
  return null;
}

/** How many leading bytes {@link checkCvFileHead} needs: a PDF may start its header anywhere in the first kilobyte. */
export const CV_HEAD_BYTES = 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((value, index) => bytes[index] === value);
const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A look at the first bytes, so a file named like a CV but holding something else (a PNG renamed
 * .pdf) is refused when it is chosen rather than after it is sent. The same signatures the server
 * reads (cv-parser's detectType), and never stricter: a PDF holds "%PDF-" in its first kilobyte; a
 * Word file is a ZIP (DOCX) or an OLE compound file (DOC), whichever its extension says, since Word
 * saves are often misnamed. JSON Resume files are left to the server, which explains its own refusals.
 */
export function checkCvFileHead(name: string, head: Uint8Array): string | null {
  switch (extensionOf(name)) {
    case 'pdf':
      return String.fromCharCode(...head.subarray(0, CV_HEAD_BYTES)).includes('%PDF-') ? null : m.wrongFileType;
    case 'doc':
    case 'docx':
      return startsWith(head, zipSignature) || startsWith(head, oleSignature) ? null : m.wrongFileType;
    default:
      return null;
  }
}

/** Everything the client can tell about a chosen CV file before sending it: name, size, then its first bytes. */
export async function inspectCvFile(file: File): Promise<string | null> {
  const problem = checkCvFile(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, CV_HEAD_BYTES).arrayBuffer());
  return checkCvFileHead(file.name, head);
}

export function isJsonResumeFile(file: Pick<File, 'name'>): boolean {
  return extensionOf(file.name) === 'json';
}

export function checkCvText(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return m.noText;
  if (length < CV_TEXT_MIN) return m.textTooShort;
  if (length > CV_TEXT_MAX) return m.textTooLong;
  return null;
}

/** A photo: an image type and at most 5 MB; the manual form words the size message its own way. */
export function checkPicture(file: Pick<File, 'type' | 'size'>, tooLarge: string = m.pictureTooLarge): string | null {
  if (!file.type.startsWith('image/')) return m.notAnImage;
  if (file.size > PICTURE_MAX_BYTES) return tooLarge;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
