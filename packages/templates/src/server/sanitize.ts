import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for blog posts: structure, emphasis, links, images, code and tables.
 * No scripts, styles, event handlers, iframes or forms; links only http(s) and mailto,
 * images only http(s) or site-relative. The server runs it when a post is saved and
 * renderSitePage runs it again, so a row written by older code cannot slip through.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'kbd', 'figure', 'figcaption', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 belongs to the page title; a post's own headings start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow ugc' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}
