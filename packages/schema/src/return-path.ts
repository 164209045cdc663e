/**
 * The one rule for every return path Folio follows (the app's `?redirect=`, the social sign-in's
 * `return_url`, the private-site hand-off's `return` on a site host): a path on the same origin, or
 * nothing. Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/evil.example`
 * and `/\evil.example` both lead to another host; anything that could be read that way is refused
 * rather than cleaned.
 */

/** Any base will do: only whether the parsed result stays on it matters. */
const BASE = 'https://return-path.invalid';
const MAX_LENGTH = 2048;
/** Visible ASCII only: no control character, no whitespace, no Unicode (a browser sends it percent-encoded). */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
/** What a decoded path must not hold: controls, any whitespace, format characters, backslashes and slash look-alikes. */
const HOSTILE_DECODED = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\s\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/** The path, query and fragment as a same-origin path, or null when the value could lead anywhere else. */
export function parseReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !VISIBLE_ASCII.test(value)) return null;
  if (!value.startsWith('/') || value.includes('\\') || value.includes('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username !== '' || url.password !== '') return null;
  // A server or router that decodes the path once (or twice) must not find a way out either.
  let path = url.pathname;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    const normalized = decoded.normalize('NFKC');
    if (HOSTILE_DECODED.test(decoded) || normalized.includes('//') || normalized.includes('\\') || !normalized.startsWith('/')) return null;
    if (decoded === path) break;
    path = decoded;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith('/') && !result.startsWith('//') ? result : null;
}

/** A same-origin return path, or the fallback (itself a plain path such as `/` or `/dashboard`). */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return parseReturnPath(value) ?? fallback;
}
