import type { BlogPost } from '@folio/schema';

/** Posts a visitor may read at `now` (an ISO string): published ones, and scheduled ones once due. */
export function visiblePosts(posts: BlogPost[], now: string): BlogPost[] {
  return posts.filter((post) => post.status === 'published' || (post.status === 'scheduled' && post.published_at !== null && post.published_at <= now));
}

// XML 1.0 has no place for most control characters, which a title may still hold.
// oxlint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (value: string) =>
  value.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ' };

/** The first words of a post's HTML as plain text, for a summary when the post has no excerpt. */
function plainStart(html: string, max = 280): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#39|apos|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export interface FeedInput {
  /** The site's address, without a trailing slash. */
  origin: string;
  /** The host that names the feed's and entries' permanent ids (tag URIs), so a changed slug or subdomain keeps them. */
  idAuthority: string;
  websiteId: number;
  websiteCreatedAt: string;
  websiteUpdatedAt: string;
  title: string;
  author: string;
  posts: BlogPost[];
  now: string;
}

/** An Atom feed (RFC 4287) of the posts a visitor can read, newest first. */
export function renderAtomFeed(input: FeedInput): string {
  const posts = visiblePosts(input.posts, input.now).sort((a, b) => (b.published_at ?? b.created_at).localeCompare(a.published_at ?? a.created_at));
  const tag = (date: string, path: string) => `tag:${input.idAuthority},${date.slice(0, 10)}:${path}`;
  const updated = posts[0]?.published_at ?? input.websiteUpdatedAt;
  const entries = posts.map((post) => {
    const link = `${input.origin}/blog/${encodeURIComponent(post.slug)}`;
    const date = post.published_at ?? post.created_at;
    const summary = post.excerpt || post.meta_description || plainStart(post.content);
    return [
      '  <entry>',
      `    <id>${xml(tag(post.created_at, `websites/${input.websiteId}/posts/${post.id}`))}</id>`,
      `    <title type="text">${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <published>${date}</published>`,
      `    <updated>${date}</updated>`,
      `    <summary type="text">${xml(summary)}</summary>`,
      `    <content type="html">${xml(post.content)}</content>`,
      ...post.tags.map((term) => `    <category term="${xml(term)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(tag(input.websiteCreatedAt, `websites/${input.websiteId}`))}</id>`,
    `  <title type="text">${xml(input.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(input.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${input.origin}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${input.origin}/blog`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
