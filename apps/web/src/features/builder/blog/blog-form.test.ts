import type { BlogPost } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { blogFieldOf, blogForm, blogFormValues, blogInputOf, canSaveBlogPost, cleanSlugInput, dateLabelOf, hasContent, linkHref, slugFromTitle, toLocalInput } from './blog-form';

const saved: BlogPost = {
  id: 4,
  title: 'Designing for failure',
  slug: 'designing-for-failure',
  content: '<h2>Why</h2><p>Systems fail.</p>',
  excerpt: 'Notes on resilience.',
  status: 'scheduled',
  published_at: '2027-03-04T09:30:00.000Z',
  tags: ['Ops'],
  meta_description: 'How to fail well.',
  linked_experience_id: 7,
  linked_project_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('the slug rule (builder.md section 5)', () => {
  it('makes a slug of lowercase letters, digits and hyphens from the title, spaces becoming hyphens', () => {
    expect(slugFromTitle('Designing for Failure')).toBe('designing-for-failure');
    expect(slugFromTitle('  10 Tips: React & TypeScript (2027)!  ')).toBe('10-tips-react-typescript-2027');
    expect(slugFromTitle('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugFromTitle('日本語')).toBe('');
    expect(slugFromTitle('a'.repeat(250)).length).toBe(200);
  });

  it('keeps a typed slug to the rule as it is typed', () => {
    expect(cleanSlugInput('My Post')).toBe('my-post');
    expect(cleanSlugInput('my--post_2!')).toBe('my-post2');
    expect(cleanSlugInput('Über')).toBe('ber');
    // A trailing hyphen stays while typing ("my-" on the way to "my-post").
    expect(cleanSlugInput('my-')).toBe('my-');
  });

  it('refuses a slug that breaks the rule, and accepts an empty one (the server makes it from the title)', () => {
    const values = { ...blogFormValues(null), title: 'A post', content: '<p>Text</p>' };
    expect(blogForm.safeParse({ ...values, slug: '' }).success).toBe(true);
    expect(blogForm.safeParse({ ...values, slug: 'a-post-2' }).success).toBe(true);
    for (const slug of ['-a', 'a-', 'a--b', 'A-b', 'a b']) {
      const result = blogForm.safeParse({ ...values, slug });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use lowercase letters, digits and hyphens');
    }
  });
});

describe('the post form', () => {
  it('enables Save only with a title and content; an empty editor or spaces are no content, an image alone is', () => {
    expect(canSaveBlogPost({ title: 'A post', content: '<p>Hi</p>' })).toBe(true);
    expect(canSaveBlogPost({ title: ' ', content: '<p>Hi</p>' })).toBe(false);
    expect(canSaveBlogPost({ title: 'A post', content: '' })).toBe(false);
    expect(canSaveBlogPost({ title: 'A post', content: '<p></p>' })).toBe(false);
    expect(hasContent('<p>&nbsp; </p><h2></h2>')).toBe(false);
    expect(hasContent('<p><img src="/uploads/blog/a.webp" alt=""></p>')).toBe(true);
  });

  it('shows the date unless draft: Publish Date when scheduled (and required), Published Date otherwise', () => {
    expect(dateLabelOf('draft')).toBeNull();
    expect(dateLabelOf('scheduled')).toBe('Publish Date');
    expect(dateLabelOf('published')).toBe('Published Date');
    const values = { ...blogFormValues(null), title: 'A post', content: '<p>Text</p>' };
    const scheduled = blogForm.safeParse({ ...values, status: 'scheduled' });
    expect(scheduled.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['published_at', 'Publish Date is required']]);
    expect(blogForm.safeParse({ ...values, status: 'published' }).success).toBe(true);
  });

  it('says which field is wrong: title required, meta description at most 160 characters', () => {
    const values = { ...blogFormValues(null), content: '<p>Text</p>' };
    const result = blogForm.safeParse({ ...values, title: '  ', meta_description: 'x'.repeat(161) });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.title).toBe('Title is required');
    expect(messages.meta_description).toMatch(/160/);
    expect(blogForm.safeParse({ ...values, title: 'A post', meta_description: 'x'.repeat(160) }).success).toBe(true);
  });

  it('round-trips a saved post through the form to what the API takes', () => {
    const values = blogFormValues(saved);
    expect(values).toMatchObject({ status: 'scheduled', linked_experience_id: '7', linked_project_id: '', published_at: toLocalInput(saved.published_at) });
    const input = blogInputOf(blogForm.parse(values));
    expect(input).toEqual({
      title: saved.title,
      slug: saved.slug,
      content: saved.content,
      excerpt: saved.excerpt,
      status: 'scheduled',
      published_at: saved.published_at,
      tags: ['Ops'],
      meta_description: saved.meta_description,
      linked_experience_id: 7,
      linked_project_id: null,
    });
    // The editor's empty paragraphs at the end are not sent.
    expect(blogInputOf(blogForm.parse({ ...values, content: '<h2>Why</h2><p></p><p>Text</p><p></p><p></p>' })).content).toBe('<h2>Why</h2><p></p><p>Text</p>');
    // A draft carries no date, whatever the field held.
    expect(blogInputOf(blogForm.parse({ ...values, status: 'draft' })).published_at).toBeNull();
  });

  it('puts the server’s field errors on the matching fields', () => {
    expect(blogFieldOf('slug')).toBe('slug');
    expect(blogFieldOf('published_at')).toBe('published_at');
    expect(blogFieldOf('tags.2')).toBe('tags');
    expect(blogFieldOf('version')).toBeNull();
  });
});

describe('links in the editor', () => {
  it('takes http(s) and mailto addresses only, completing bare ones', () => {
    expect(linkHref('https://example.com/talk')).toBe('https://example.com/talk');
    expect(linkHref('example.com/talk')).toBe('https://example.com/talk');
    expect(linkHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(linkHref('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    for (const refused of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'vbscript:x', 'not a link', '', 'https://', 'mailto:nobody']) {
      expect(linkHref(refused), refused).toBeNull();
    }
  });
});
