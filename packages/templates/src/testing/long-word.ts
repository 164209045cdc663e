import type { WebsiteWithSections } from '@folio/schema';

/** An unbroken 200-character word, as a pasted token, hash or URL without spaces would be. */
export const longWord = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(5).slice(0, 200);

/** Keys whose values are no text a visitor reads (links, pictures, colours, enums, identifiers). */
const notText = /(^id$|_id$|^slug$|slug$|url$|^img$|image|picture|photo|link|href|color|colour|icon|^level$|^type$|status|domain|^theme$|style|rating|_at$|^year$|visibility|layout|variant|order$|^show_|^available|^is_|^has_|^scholar_profile$|^implementation$|^email$)/;

/** Every text field of a website (its sections, template data and posts) replaced by {@link longWord}. */
export function longWordWebsite(base: WebsiteWithSections, slug: string): WebsiteWithSections {
  const fill = (value: unknown, key: string): unknown => {
    if (notText.test(key)) return value;
    if (typeof value === 'string') return value === '' ? value : longWord;
    if (Array.isArray(value)) return value.map((item) => fill(item, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    return value;
  };
  const filled = fill(base, '') as WebsiteWithSections;
  // An e-mail address of one long word still has to wrap; it stays an address.
  return { ...filled, template_slug: slug, contact: { ...filled.contact, email: `${longWord}@example.com` } };
}
