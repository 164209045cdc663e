import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BLOG_IMAGES_PER_HOUR } from './blog.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
interface Post {
  id: number;
  title: string;
  slug: string;
  content: string;
  status: string;
  published_at: string | null;
}

const sample = { title: 'Designing for failure', content: '<p>Systems fail; <strong>plan</strong> for it.</p>', excerpt: 'Notes on resilience.', tags: ['Ops', 'ops', ' SRE '] };

/** A website whose owner is on `plan`, with a helper that adds a post and keeps the version. */
async function blogOwner(plan: 'free' | 'pro' | 'premium' = 'pro') {
  const user = await userOnPlan(test, plan);
  const website = await user.createWebsite('Grace Hopper');
  const state = { version: website.version };
  const add = async (payload: object) => {
    const response = await user.request('POST', `/api/websites/${website.id}/blog-posts`, { version: state.version, ...payload });
    if (response.statusCode === 201) state.version = response.json().website_version;
    return response;
  };
  const post = async (payload: object): Promise<Post> => {
    const response = await add(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().blogPost;
  };
  return { user, website, state, add, post };
}

const visit = (subdomain: string, url: string) => test.app.inject({ url, headers: { host: `${subdomain}.localhost:3000` } });

async function publish(user: User, websiteId: number, version: number) {
  const published = await user.request('POST', `/api/websites/${websiteId}/publish`, { version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json().website.version as number;
}

describe('blog posts', () => {
  it('adds, lists, updates, reorders and deletes posts, each write bumping the website version', async () => {
    const { user, website, state, add } = await blogOwner();
    const created = await add(sample);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Blog post created successfully!', website_version: 2 });
    const first: Post = created.json().blogPost;
    expect(first).toMatchObject({ title: 'Designing for failure', slug: 'designing-for-failure', status: 'draft', published_at: null, tags: ['Ops', 'SRE'] });
    const second = (await add({ title: 'Second thoughts', content: '<p>More.</p>', status: 'published' })).json().blogPost as Post;
    expect(Date.now() - Date.parse(second.published_at!)).toBeLessThan(60_000);

    const updated = await user.request('PUT', `/api/blog-posts/${first.id}`, { version: state.version, ...sample, title: 'Designing for failure, again', slug: 'failure', meta_description: 'How to fail well.' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Blog post updated successfully!');
    expect(updated.json().blogPost).toMatchObject({ title: 'Designing for failure, again', slug: 'failure', meta_description: 'How to fail well.' });
    state.version = updated.json().website_version;

    const reordered = await user.request('POST', '/api/blog-posts/reorder', { website_id: website.id, version: state.version, blogPosts: [second.id, { id: first.id }] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().message).toBe('Blog post order updated');
    state.version = reordered.json().website_version;
    const listed = (await user.request('GET', `/api/websites/${website.id}/blog-posts`)).json().data as Post[];
    expect(listed.map((post) => post.id)).toEqual([second.id, first.id]);
    const full = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    expect(full.blog_posts.map((post: Post) => post.id)).toEqual([second.id, first.id]);
    expect(full.version).toBe(5);

    const deleted = await user.request('DELETE', `/api/blog-posts/${first.id}?version=5`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Blog post deleted successfully');
    expect(deleted.json().website_version).toBe(6);
    expect((await user.request('GET', `/api/websites/${website.id}/blog-posts`)).json().data).toHaveLength(1);
  });

  it('makes slugs from titles, adds -2 and -3 to generated ones, and refuses a taken slug that was typed', async () => {
    const { state, add, post, user } = await blogOwner('premium');
    expect((await post({ ...sample, title: 'Hello, World!' })).slug).toBe('hello-world');
    expect((await post({ ...sample, title: 'Hello   world' })).slug).toBe('hello-world-2');
    expect((await post({ ...sample, title: 'hello world' })).slug).toBe('hello-world-3');
    expect((await post({ ...sample, title: '日本語' })).slug).toBe('post');
    const typed = await post({ ...sample, slug: 'mine' });

    const taken = await add({ ...sample, slug: 'hello-world' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details.errors.slug).toEqual(['Another post of this website already uses this slug.']);
    // Saving a post with its own slug is no collision.
    const same = await user.request('PUT', `/api/blog-posts/${typed.id}`, { version: state.version, ...sample, slug: 'mine' });
    expect(same.statusCode, same.body).toBe(200);
    const invalid = await add({ ...sample, slug: 'Not A Slug' });
    expect(invalid.json().details.errors.slug).toEqual(['Use lowercase letters, digits and hyphens']);
  });

  it('applies the publish rules: draft by default, now when published without a date, a date required when scheduled', async () => {
    const { add, post } = await blogOwner();
    expect((await post(sample)).status).toBe('draft');
    const scheduled = await add({ ...sample, status: 'scheduled' });
    expect(scheduled.statusCode).toBe(422);
    expect(scheduled.json().details.errors.published_at).toEqual(['Publish Date is required']);
    const at = '2031-05-01T09:00:00.000Z';
    expect(await post({ ...sample, status: 'scheduled', published_at: at })).toMatchObject({ status: 'scheduled', published_at: at });
    expect((await post({ ...sample, status: 'published', published_at: '2020-01-02T03:04:05+02:00' })).published_at).toBe('2020-01-02T01:04:05.000Z');
  });

  it('links only experiences and projects of the same website', async () => {
    const { user, website, state, add, post } = await blogOwner();
    const experience = await user.request('POST', `/api/websites/${website.id}/experiences`, { version: state.version, position: 'Engineer', name: 'Acme', date: '2020' });
    state.version = experience.json().website_version;
    const project = await user.request('POST', `/api/websites/${website.id}/projects`, { version: state.version, title: 'Orbit', description: 'A tracker.' });
    state.version = project.json().website_version;
    const linked = await post({ ...sample, linked_experience_id: experience.json().experience.id, linked_project_id: project.json().project.id });
    expect(linked).toMatchObject({ linked_experience_id: experience.json().experience.id, linked_project_id: project.json().project.id });

    const other = await blogOwner();
    const foreignExperience = (await other.user.request('POST', `/api/websites/${other.website.id}/experiences`, { version: 1, position: 'Spy', name: 'Elsewhere', date: '2020' })).json().experience;
    const foreignProject = (await other.user.request('POST', `/api/websites/${other.website.id}/projects`, { version: 2, title: 'Not yours', description: 'x' })).json().project;
    const refused = await add({ ...sample, linked_experience_id: foreignExperience.id, linked_project_id: foreignProject.id });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().details.errors).sort()).toEqual(['linked_experience_id', 'linked_project_id']);
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.version).toBe(state.version);
  });

  it('refuses a stale version with 409 and keeps the newer post', async () => {
    const { user, post } = await blogOwner();
    const item = await post(sample);
    const stale = await user.request('PUT', `/api/blog-posts/${item.id}`, { version: 1, ...sample, title: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(stale.json().details.website.version).toBe(2);
    expect(stale.json().details.website.blog_posts[0].title).toBe(sample.title);
    expect((await user.request('DELETE', `/api/blog-posts/${item.id}?version=1`)).statusCode).toBe(409);
  });

  it("answers 404 for another user's website and posts, and changes nothing", async () => {
    const { website, post, user } = await blogOwner();
    const item = await post(sample);
    const intruder = await userOnPlan(test, 'premium');
    const attempts = [
      intruder.request('GET', `/api/websites/${website.id}/blog-posts`),
      intruder.request('POST', `/api/websites/${website.id}/blog-posts`, { version: 2, ...sample }),
      intruder.request('PUT', `/api/blog-posts/${item.id}`, { version: 2, ...sample, title: 'Taken over' }),
      intruder.request('DELETE', `/api/blog-posts/${item.id}?version=2`),
      intruder.request('POST', '/api/blog-posts/reorder', { website_id: website.id, version: 2, blogPosts: [item.id] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    const after = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    expect(after.version).toBe(2);
    expect(after.blog_posts.map((entry: Post) => entry.title)).toEqual([sample.title]);
  });

  it('refuses the blog to a free plan with 403 and what upgrading brings', async () => {
    const { user, website, add } = await blogOwner('free');
    const refused = await add(sample);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'subscription_required',
      message: 'Subscription required',
      details: { feature: 'blog', current_plan: 'free', required_plan: 'pro', checkout_url: expect.stringContaining('/subscription/plans?plan=pro&billing=monthly') },
    });
    expect(refused.json().details.upgrade_benefits).toEqual(expect.arrayContaining(['Up to 3 portfolio websites']));
    expect((await user.request('GET', `/api/websites/${website.id}/blog-posts`)).statusCode).toBe(403);
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.version).toBe(1);
  });

  it('refuses an order that does not list each post exactly once', async () => {
    const { user, website, state, post } = await blogOwner();
    const item = await post(sample);
    for (const order of [[], [item.id, item.id], [item.id + 999]]) {
      const response = await user.request('POST', '/api/blog-posts/reorder', { website_id: website.id, version: state.version, blogPosts: order });
      expect(response.statusCode).toBe(422);
    }
  });
});

const uploadImage = (token: string, websiteId: number, bytes: Buffer, name = 'chart.png', type = 'image/png') => {
  const body = multipart('image', name, bytes, type);
  return test.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/blog-images`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

describe('images in posts', () => {
  it('stores an uploaded image as WebP under /uploads, for the owner on a paid plan only, leaving the website as it was', async () => {
    const { user, website } = await blogOwner();
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#cc3366' } }).png().toBuffer();
    const uploaded = await uploadImage(user.token, website.id, png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url, width, height, message } = uploaded.json();
    expect(message).toBe('Image uploaded successfully!');
    expect(url).toMatch(/^\/uploads\/blog\/[a-f0-9]{64}\.webp$/);
    expect([width, height]).toEqual([1600, 800]);
    const served = await test.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.version).toBe(website.version);

    const notAnImage = await uploadImage(user.token, website.id, Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml');
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().message).toBe('Please select a JPG, PNG, GIF, or WebP image');
    const tooLarge = await uploadImage(user.token, website.id, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe('Image size must be less than 5MB');

    // Not a multipart upload at all: refused with the field's message, never a 500.
    const json = await user.request('POST', `/api/websites/${website.id}/blog-images`, { image: 'x'.repeat(100) });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Please select an image file');
    const wrongField = multipart('file', 'chart.png', png, 'image/png');
    const noImage = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/blog-images`, payload: wrongField.payload, headers: { ...wrongField.headers, ...bearer(user.token) } });
    expect(noImage.statusCode).toBe(422);

    const intruder = await userOnPlan(test, 'premium');
    expect((await uploadImage(intruder.token, website.id, png)).statusCode).toBe(404);
    const free = await blogOwner('free');
    const refused = await uploadImage(free.user.token, free.website.id, png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('subscription_required');
  });
});

describe('image upload limit', () => {
  it('takes 60 images an hour from a user, then answers 429 with when to try again', async () => {
    const { user, website } = await blogOwner();
    const attempt = () => user.request('POST', `/api/websites/${website.id}/blog-images`, {});
    for (let i = 0; i < BLOG_IMAGES_PER_HOUR; i++) expect((await attempt()).statusCode).toBe(422);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many images\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('hostile input', () => {
  it('neutralises scripts and event handlers in the content on every write', async () => {
    const { user, state, post } = await blogOwner();
    const hostile = '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>';
    const created = await post({ ...sample, content: hostile });
    for (const stored of [created.content]) {
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      expect(stored).toContain('Hi');
    }
    const updated = await user.request('PUT', `/api/blog-posts/${created.id}`, { version: state.version, ...sample, content: `<p>Again</p>${hostile}` });
    expect(updated.json().blogPost.content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);

    const onlyScript = await user.request('PUT', `/api/blog-posts/${created.id}`, { version: updated.json().website_version, ...sample, content: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().details.errors.content).toEqual(['Content is required']);
  });

  it('keeps HTML in a title as text and escapes it on the published page and in the feed', async () => {
    const { user, website, state, post } = await blogOwner();
    const title = '<img src=x onerror=alert(1)> & <script>alert(2)</script>';
    const created = await post({ ...sample, title, status: 'published' });
    expect(created.title).toBe(title);
    expect(created.slug).toBe('img-srcx-onerroralert1-scriptalert2script');
    await publish(user, website.id, state.version);
    const page = await visit(website.subdomain, `/blog/${created.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>alert(2)');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const feed = await visit(website.subdomain, '/feed.xml');
    expect(feed.body).toContain('<title type="text">&lt;img src=x onerror=alert(1)&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;</title>');
  });

  it('refuses over-long values with 422 field errors', async () => {
    const { add } = await blogOwner();
    const cases: Array<[object, string]> = [
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ slug: 'a'.repeat(201) }, 'slug'],
      [{ excerpt: 'x'.repeat(501) }, 'excerpt'],
      [{ meta_description: 'x'.repeat(161) }, 'meta_description'],
      [{ content: 'x'.repeat(200_001) }, 'content'],
      [{ title: '' }, 'title'],
      [{ content: '' }, 'content'],
      [{ status: 'archived' }, 'status'],
      [{ published_at: 'tomorrow' }, 'published_at'],
      [{ tags: Array.from({ length: 81 }, (_, index) => `tag${index}`) }, 'tags'],
    ];
    for (const [payload, field] of cases) {
      const response = await add({ ...sample, ...payload });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().details.errors), field).toContain(field);
    }
    const meta = await add({ ...sample, meta_description: 'x'.repeat(161) });
    expect(meta.json().details.errors.meta_description).toContain('Must be at most 160 characters.');
    const missing = await add({ content: '<p>x</p>' });
    expect(missing.json().details.errors.title).toEqual(['Title is required']);
  });
});

describe('the published site', () => {
  it('shows a scheduled post on /blog, in sitemap.xml and in feed.xml only once it is due', async () => {
    const { user, website, state, post } = await blogOwner();
    state.version = await publish(user, website.id, state.version);
    await post({ title: 'Already out', content: '<p>Hello readers.</p>', status: 'published', published_at: '2024-03-01T10:00:00.000Z' });
    await post({ title: 'Still a draft', content: '<p>Unfinished.</p>' });
    // Written last and read at once, so a busy machine still reads it before it is due.
    const dueAt = Date.now() + 3000;
    const later = await post({ title: 'Coming soon', content: '<p>Soon.</p>', status: 'scheduled', published_at: new Date(dueAt).toISOString() });

    const read = async () => ({
      blog: (await visit(website.subdomain, '/blog')).body,
      post: (await visit(website.subdomain, `/blog/${later.slug}`)).statusCode,
      sitemap: (await visit(website.subdomain, '/sitemap.xml')).body,
      feed: (await visit(website.subdomain, '/feed.xml')).body,
    });
    const before = await read();
    expect(Date.now()).toBeLessThan(dueAt);
    expect(before.blog).toContain('Already out');
    expect(before.blog).not.toContain('Coming soon');
    expect(before.post).toBe(404);
    expect(before.sitemap).toContain('/blog/already-out');
    expect(before.sitemap).not.toContain('/blog/coming-soon');
    expect(before.feed).toContain('Already out');
    expect(before.feed).not.toContain('Coming soon');
    for (const body of Object.values(before)) expect(String(body)).not.toContain('Still a draft');

    // The cached pages expire when the post falls due: no write is needed for it to appear.
    await new Promise((resolve) => setTimeout(resolve, dueAt - Date.now() + 200));
    const after = await read();
    expect(after.blog).toContain('Coming soon');
    expect(after.post).toBe(200);
    expect(after.sitemap).toContain('/blog/coming-soon');
    expect(after.feed).toContain('Coming soon');
    expect(after.feed).not.toContain('Still a draft');
  });

  it('marks a scheduled post published once due through the sweep, leaving later ones scheduled and the version as it was', async () => {
    const { user, website, state, post } = await blogOwner();
    state.version = await publish(user, website.id, state.version);
    const due = await post({ title: 'Due already', content: '<p>Out.</p>', status: 'scheduled', published_at: new Date(Date.now() - 60_000).toISOString() });
    const later = await post({ title: 'Next week', content: '<p>Soon.</p>', status: 'scheduled', published_at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    // What blog.publish-due-posts runs once a minute.
    await test.services.blog.publishDuePosts();
    const listed = (await user.request('GET', `/api/websites/${website.id}/blog-posts`)).json().data as Post[];
    expect(listed.find((item) => item.id === due.id)).toMatchObject({ status: 'published', published_at: due.published_at });
    expect(listed.find((item) => item.id === later.id)).toMatchObject({ status: 'scheduled' });
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.version).toBe(state.version);
    expect((await visit(website.subdomain, `/blog/${due.slug}`)).statusCode).toBe(200);
    expect((await visit(website.subdomain, `/blog/${later.slug}`)).statusCode).toBe(404);
  });

  it('serves an Atom feed of the published posts, newest first, linked from the writing pages', async () => {
    const { user, website, state, post } = await blogOwner();
    const older = await post({ title: 'First post', content: '<p>Tom &amp; Jerry <em>ran</em>.</p>', status: 'published', published_at: '2024-01-01T00:00:00.000Z', tags: ['cats'] });
    await post({ title: 'Second post', content: '<p>Body</p>', excerpt: 'The short of it.', status: 'published', published_at: '2024-02-01T00:00:00.000Z' });
    await publish(user, website.id, state.version);

    const feed = await visit(website.subdomain, '/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const origin = `http://${website.subdomain}.localhost:3000`;
    const body = feed.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(body).toMatch(new RegExp(`<id>tag:[^,]+,\\d{4}-\\d{2}-\\d{2}:websites/${website.id}</id>`));
    expect(body).toContain('<title type="text">Writing · Grace Hopper</title>');
    expect(body).toContain('<updated>2024-02-01T00:00:00.000Z</updated>');
    expect(body).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/feed.xml"/>`);
    expect(body.indexOf('Second post')).toBeLessThan(body.indexOf('First post'));
    expect(body).toContain(`<link rel="alternate" type="text/html" href="${origin}/blog/first-post"/>`);
    expect(body).toMatch(new RegExp(`<id>tag:[^<]+:websites/${website.id}/posts/${older.id}</id>`));
    expect(body).toContain('<summary type="text">Tom &amp; Jerry ran .</summary>');
    expect(body).toContain('<summary type="text">The short of it.</summary>');
    expect(body).toContain('<category term="cats"/>');
    expect(body.match(/<entry>/g)).toHaveLength(2);

    const blog = await visit(website.subdomain, '/blog');
    expect(blog.body).toContain(`<link rel="alternate" type="application/atom+xml" title="Writing · Grace Hopper" href="${origin}/feed.xml">`);
    expect((await visit(website.subdomain, '/')).body).not.toContain('application/atom+xml');
  });

  it('has no feed for a draft website', async () => {
    const { website, post } = await blogOwner();
    await post({ ...sample, status: 'published' });
    expect((await visit(website.subdomain, '/feed.xml')).statusCode).toBe(404);
  });
});
