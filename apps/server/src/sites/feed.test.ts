import type { BlogPost } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { renderAtomFeed, visiblePosts } from './feed';

const post = (overrides: Partial<BlogPost>): BlogPost => ({
  id: 1,
  title: 'A post',
  slug: 'a-post',
  content: '<p>Body</p>',
  excerpt: '',
  status: 'published',
  published_at: '2024-01-01T00:00:00.000Z',
  tags: [],
  meta_description: '',
  linked_experience_id: null,
  linked_project_id: null,
  created_at: '2023-12-31T00:00:00.000Z',
  ...overrides,
});

const feed = (posts: BlogPost[], now = '2025-01-01T00:00:00.000Z') =>
  renderAtomFeed({ origin: 'https://ada.example.com', idAuthority: 'app.example.com', websiteId: 7, websiteCreatedAt: '2023-01-02T00:00:00.000Z', websiteUpdatedAt: '2024-06-01T00:00:00.000Z', title: 'Writing · Ada', author: 'Ada', posts, now });

describe('the Atom feed', () => {
  it('lists published posts and due scheduled ones, never drafts or posts not yet due', () => {
    const posts = [
      post({ id: 1, slug: 'out' }),
      post({ id: 2, slug: 'due', status: 'scheduled', published_at: '2024-12-31T23:59:59.000Z' }),
      post({ id: 3, slug: 'later', status: 'scheduled', published_at: '2025-01-01T00:00:01.000Z' }),
      post({ id: 4, slug: 'draft', status: 'draft', published_at: null }),
    ];
    expect(visiblePosts(posts, '2025-01-01T00:00:00.000Z').map((entry) => entry.slug)).toEqual(['out', 'due']);
    const xml = feed(posts);
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('<updated>2024-12-31T23:59:59.000Z</updated>');
    expect(xml).toContain('<id>tag:app.example.com,2023-01-02:websites/7</id>');
    expect(xml).toContain('<id>tag:app.example.com,2023-12-31:websites/7/posts/2</id>');
  });

  it('escapes markup and drops the control characters XML cannot carry', () => {
    const xml = feed([post({ title: 'Tom & <Jerry>\u0001\u000b', excerpt: '"quoted" \'text\'', tags: ['a"b'] })]);
    expect(xml).toContain('<title type="text">Tom &amp; &lt;Jerry&gt;</title>');
    expect(xml).toContain('<summary type="text">&quot;quoted&quot; &apos;text&apos;</summary>');
    expect(xml).toContain('<category term="a&quot;b"/>');
    expect(xml).toContain('<content type="html">&lt;p&gt;Body&lt;/p&gt;</content>');
  });

  it('is dated by the website when it has no posts', () => {
    const xml = feed([]);
    expect(xml).toContain('<updated>2024-06-01T00:00:00.000Z</updated>');
    expect(xml).not.toContain('<entry>');
  });
});
