import { builderMessages } from '../state/messages';

export const maxImages = 10;
export const maxImageBytes = 5 * 1024 * 1024;
const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Which of the offered files may be added, or the message that refuses them (builder.md section 5):
 * images only (JPG, PNG, GIF, WebP), 5MB each, 10 per project.
 */
export function checkNewImages(files: File[], current: number, source: 'drop' | 'select'): { accepted: File[]; error: string | null } {
  if (files.some((file) => !imageTypes.includes(file.type))) {
    return { accepted: [], error: source === 'drop' ? builderMessages.imagesDropOnly : builderMessages.imagesSelectOnly };
  }
  if (current >= maxImages) return { accepted: [], error: builderMessages.imagesMax };
  if (current + files.length > maxImages) return { accepted: [], error: builderMessages.imagesCannotAdd(files.length) };
  if (files.some((file) => file.size > maxImageBytes)) {
    return { accepted: files.filter((file) => file.size <= maxImageBytes), error: builderMessages.imageTooLarge };
  }
  return { accepted: files, error: null };
}
