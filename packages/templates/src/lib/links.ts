/**
 * Only http(s) and mailto ever reach an href. The schema already refuses other schemes,
 * but template data and older rows are parsed leniently, so check again where it matters.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so refuse any control or space.
  if (trimmed === '' || hasControlOrSpace(trimmed)) return null;
  if (/^https?:\/\/[^\s/]+/i.test(trimmed)) return trimmed;
  if (/^mailto:[^\s]+@[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

/** Image sources come from the server (uploads, demo assets); still never a script URL. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (/^data:image\/(png|jpeg|webp|gif|avif);base64,[a-z0-9+/=]+$/i.test(trimmed)) return trimmed;
  return null;
}

export function mailtoHref(email: string): string | null {
  return /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(email.trim()) ? `mailto:${email.trim()}` : null;
}

/** The visible part of a link: host and path without the scheme. */
export function displayUrl(href: string): string {
  return href.replace(/^mailto:/i, '').replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
