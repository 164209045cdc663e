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
