import sanitizeHtml from 'sanitize-html';
import { blogHtmlAllowList as allow } from '../lib/blog-html';

/**
 * The allow-list of lib/blog-html.ts, enforced. The server runs it when a post is saved and
 * renderSitePage runs it again, so a row written by older code cannot slip through.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...allow.tags],
  allowedAttributes: allow.attributes,
  allowedClasses: { code: [allow.codeClass] },
  allowedSchemes: [...allow.linkSchemes],
  allowedSchemesByTag: { img: [...allow.imageSchemes] },
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
