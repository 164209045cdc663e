import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';
import { postsByYear, readingMinutes } from './reading';

const render = (site: WebsiteWithSections, page: Parameters<typeof renderSitePage>[1] = { kind: 'home' }) => parsePage(renderSitePage(site, page, testContext).html);
const byClass = (name: string) => (el: { attribs: Record<string, string> }) => (el.attribs.class ?? '').split(' ').includes(name);

describe('Quill', () => {
  const demo = getDemoWebsite('quill');

  it('leads with the newest post, then indexes the next five with dates and reading times', () => {
    const page = render(demo);
    const ids = page.where((el) => el.name === 'section').map((el) => el.attribs.id);
    expect(ids[0]).toBe('writing');
    expect(text(page.where(byClass('lead-title'))[0]!)).toBe('The river that keeps the city’s time');
    const index = page.where(byClass('post-item'));
    expect(index.map((item) => text(within(item, byClass('post-title'))[0]!))).toEqual(['Notes on taking notes', 'What the fact-checker knows', 'A year of reading slowly', 'Interviewing the quiet ones', 'On the last ferry to Barreiro']);
    expect(page.where(byClass('read-time')).map(text).slice(0, 3)).toEqual(['3 min read', '2 min read', '1 min read']);
  });

  it('lets the about lead when there are no posts, and links to every piece when there are more than six', () => {
    const quiet = render({ ...demo, blog_posts: [] });
    expect(quiet.where((el) => el.name === 'section').map((el) => el.attribs.id)[0]).toBe('about');
    expect(quiet.where(byClass('lead-post'))).toHaveLength(0);
    const many = { ...demo, blog_posts: [...demo.blog_posts, ...demo.blog_posts.map((post) => ({ ...post, id: post.id + 50, slug: `${post.slug}-2`, published_at: '2023-01-01T08:00:00.000Z' }))] };
    const page = render(many);
    expect(page.where(byClass('post-item'))).toHaveLength(5);
    expect(text(page.where(byClass('posts-all'))[0]!)).toBe('All 12 pieces →');
  });

  it('counts reading time from the text alone, words and CJK characters, rounded up', () => {
    expect(readingMinutes(`<p>${'word '.repeat(230)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(231)}</p><img src="x.png" alt="">`)).toBe(2);
    expect(readingMinutes(`<p>${'字'.repeat(1200)}</p>`)).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });

  it('files the blog by year and sets the post with its reading time, standfirst, byline and more writing', () => {
    const blog = render(demo, { kind: 'blog' });
    expect(blog.where(byClass('year-title')).map(text)).toEqual(['2025', '2024']);
    expect(postsByYear(demo.blog_posts.slice(0, 4)).map((group) => [group.year, group.posts.length])).toEqual([['2025', 3], ['2024', 1]]);
    expect(text(blog.where(byClass('post-date'))[0]!)).toBe('14 October · 3 min read');
    const post = render(demo, { kind: 'post', slug: 'notes-on-taking-notes' });
    expect(text(post.where(byClass('post-date'))[0]!)).toBe('2 August 2025 · 2 min read');
    expect(text(post.where(byClass('standfirst'))[0]!)).toBe(demo.blog_posts[1]!.excerpt);
    expect(text(post.where(byClass('essay-by'))[0]!)).toBe('By Iris Calloway');
    expect(post.where(byClass('prose'))[0] && text(post.where(byClass('prose'))[0]!)).toContain('write down what people do with their hands');
    const more = post.where(byClass('more'))[0]!;
    expect(within(more, byClass('post-title')).map(text)).toEqual(['The river that keeps the city’s time', 'What the fact-checker knows', 'A year of reading slowly']);
  });
});
