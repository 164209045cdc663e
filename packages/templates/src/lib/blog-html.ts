/**
 * What a blog post's HTML may contain: structure, emphasis, links, images, code and tables. No
 * scripts, styles, event handlers, iframes or forms; links only http(s) and mailto, images only
 * http(s) or site-relative. One list for the server's sanitiser (server/sanitize.ts, on every
 * save and render) and the builder's editor, which cleans pasted HTML with it.
 */
export const blogHtmlAllowList = {
  tags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'kbd', 'figure', 'figcaption', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  attributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
  } as Record<string, string[]>,
  /** Classes allowed on code (a code block's language). */
  codeClass: /^language-[a-z0-9-]+$/,
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['http', 'https'],
  /** Dropped with everything inside them; other unknown tags keep their text. */
  droppedWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'frame', 'frameset', 'head', 'title', 'meta', 'link', 'base'],
} as const;

/** Whether a link or image address may stay: one of the schemes, or a site-relative path (never //host). */
export function isAllowedBlogUrl(value: string, kind: 'link' | 'image'): boolean {
  const url = value.trim();
  if (url === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return !url.startsWith('//') && !url.startsWith('\\');
  const schemes: readonly string[] = kind === 'link' ? blogHtmlAllowList.linkSchemes : blogHtmlAllowList.imageSchemes;
  return schemes.includes(scheme);
}
