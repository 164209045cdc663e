import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findRepoPath } from '../../platform/paths';
import { pageViewRollups, websiteVisitors } from '../analytics/analytics.tables';
import { users } from '../auth/auth.tables';
import { customDomains } from '../domains/domains.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { blogPosts } from '../sections/sections.tables';

const fixtures = findRepoPath('packages/cv-parser/fixtures/docs')!;
const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerVerified>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerVerified(test, { name: 'Ada Admin' });
  await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
});
afterAll(() => test.close());

const analytics = async (query = '', token = admin.token) => test.app.inject({ url: `/api/admin/analytics${query}`, headers: bearer(token) });

type User = Awaited<ReturnType<typeof userOnPlan>>;
async function settled(user: User, sessionId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const session = (await user.request('GET', `/api/onboarding/session?session_id=${sessionId}`)).json().session;
    if (session.job_state === 'done' || session.job_state === 'failed') return session;
    if (Date.now() > deadline) throw new Error(`job did not finish: ${JSON.stringify(session)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('who may call /api/admin/analytics', () => {
  it('answers a guest 401, a user 403 and an impersonation session 403, and a bad period 422', async () => {
    const user = await registerVerified(test);
    const started = await test.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/impersonate`, headers: bearer(admin.token) });
    expect(started.statusCode, started.body).toBe(200);
    expect((await test.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    expect((await analytics('', user.token)).statusCode).toBe(403);
    expect((await analytics('', started.json().token)).statusCode).toBe(403);
    for (const query of ['?period=1y', '?period=', '?period=7d%00']) expect((await analytics(query)).statusCode, query).toBe(422);
  });
});

describe('the product analytics', () => {
  it('says plainly there is nothing yet on an empty period', async () => {
    const response = await analytics('?period=7d');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ period: '7d', bucket: 'day', traffic: { views: 0, visitors: 0, sites_viewed: 0 }, top_sites: [], parse_failures: { by_format: [], latest: [] } });
    expect(data.traffic.series).toHaveLength(7);
    expect(data.funnel.steps.map((step: { count: number }) => step.count)).toEqual([0, 0, 0, 0, 0]);
    expect(data.templates.length).toBeGreaterThanOrEqual(12);
  });

  it('counts views, templates, the funnel from CV to published, parse failures by format, posts and domains on a known database', async () => {
    const db = test.database.db;
    // Pasted text, parsed by the real job, made into a website from the CV, published.
    const writer = await userOnPlan(test, 'premium');
    const textSession = (await writer.request('POST', '/api/onboarding/start')).json().session_id as string;
    const cvText = (await fs.readFile(path.join(fixtures, 'katharina-schneider.text.txt'))).toString('utf8');
    expect((await writer.request('POST', '/api/onboarding/parse-cv', { session_id: textSession, cv_text: cvText })).statusCode).toBe(200);
    expect(await settled(writer, textSession)).toMatchObject({ job_state: 'done' });
    const fromCv = await writer.request('POST', '/api/onboarding/create-website', { type: 'cv', session_id: textSession, template_slug: 'modern' });
    expect(fromCv.statusCode, fromCv.body).toBe(200);
    const site = (await writer.request('GET', `/api/websites/${fromCv.json().website.id}`)).json().website as { id: number; version: number; name: string };
    const published = await writer.request('POST', `/api/websites/${site.id}/publish`, { version: site.version });
    expect(published.statusCode, published.body).toBe(200);

    // The template demo, from a session: a draft website the session points to.
    const demoUser = await userOnPlan(test);
    const demoSession = (await demoUser.request('POST', '/api/onboarding/start')).json().session_id as string;
    const demo = await demoUser.request('POST', '/api/onboarding/create-website', { type: 'demo', session_id: demoSession, template_slug: 'modern' });
    expect(demo.statusCode, demo.body).toBe(200);
    const demoSite = demo.json().website as { id: number };

    // The form: the session says only 'scratch'; the website is the user's, made after it began.
    const formUser = await userOnPlan(test);
    const formSession = (await formUser.request('POST', '/api/onboarding/start')).json().session_id as string;
    expect((await formUser.request('PATCH', '/api/onboarding/session', { session_id: formSession, step: 'manual_input', path: 'scratch' })).statusCode).toBe(200);
    await formUser.createWebsite('Made with the form');

    // Uploads whose parse ran in the job: a DOCX that failed, a PDF that parsed (this week), a PDF that failed 40 days ago.
    const uploader = await registerVerified(test);
    const [parsedCv] = await db.select({ cv: onboardingSessions.parsed_cv }).from(onboardingSessions).where(eq(onboardingSessions.id, textSession));
    const file = (name: string, format: string) => ({ kind: 'file' as const, stored_path: `cvs/${name}`, file_name: name, format, bytes: 2048 });
    await db.insert(onboardingSessions).values([
      { user_id: uploader.id, path: 'upload', step: 'processing', source: file('broken.docx', 'docx'), job_state: 'failed', error: 'CV parsing failed: The DOCX file is damaged.' },
      { user_id: uploader.id, path: 'upload', step: 'review', source: file('cv.pdf', 'pdf'), job_state: 'done', parsed_cv: parsedCv!.cv },
      { user_id: uploader.id, path: 'upload', step: 'processing', source: file('old.pdf', 'pdf'), job_state: 'failed', error: 'CV parsing failed: old', created_at: sql`now() - interval '40 days'`, updated_at: sql`now() - interval '40 days'` },
    ]);

    // Views and visitors as the site host rolls them up: today, ten days ago, and forty days ago (outside 30 days).
    await db.insert(pageViewRollups).values([
      { website_id: site.id, dimension: 'total', day: dayAgo(0), value: '', views: 5 },
      { website_id: site.id, dimension: 'path', day: dayAgo(0), value: '/', views: 5 },
      { website_id: site.id, dimension: 'total', day: dayAgo(10), value: '', views: 7 },
      { website_id: site.id, dimension: 'total', day: dayAgo(40), value: '', views: 100 },
      { website_id: demoSite.id, dimension: 'total', day: dayAgo(0), value: '', views: 3 },
    ]);
    await db.insert(websiteVisitors).values([
      { website_id: site.id, day: dayAgo(0), visitors: 2 },
      { website_id: site.id, day: dayAgo(10), visitors: 4 },
      { website_id: demoSite.id, day: dayAgo(0), visitors: 1 },
    ]);
    await db.insert(blogPosts).values([
      { website_id: site.id, title: 'Now', slug: 'now', content: '<p>x</p>', status: 'published', published_at: new Date() },
      { website_id: site.id, title: 'Old', slug: 'old', content: '<p>x</p>', status: 'published', published_at: new Date(Date.now() - 60 * DAY) },
      { website_id: site.id, title: 'Draft', slug: 'draft', content: '<p>x</p>', status: 'draft' },
      { website_id: site.id, title: 'Later', slug: 'later', content: '<p>x</p>', status: 'scheduled', published_at: new Date(Date.now() + DAY) },
    ]);
    await db.insert(customDomains).values([
      { website_id: site.id, domain: 'katharina.example', status: 'active', ssl_status: 'issued', verification_token: 't1', verified_at: new Date() },
      { website_id: demoSite.id, domain: 'pending.example', verification_token: 't2' },
    ]);

    const response = await analytics('?period=30d');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ period: '30d', bucket: 'day', traffic: { views: 15, visitors: 7, sites_viewed: 2 } });
    expect(data.traffic.series).toHaveLength(30);
    expect(data.traffic.series.at(-1)).toEqual({ bucket: dayAgo(0), views: 8, visitors: 3 });
    expect(data.traffic.series.at(-11)).toEqual({ bucket: dayAgo(10), views: 7, visitors: 4 });
    expect(data.top_sites).toEqual([
      { website_id: site.id, name: site.name, subdomain: expect.any(String), status: 'published', template_slug: 'modern', owner: { id: writer.id, name: writer.name, email: writer.email }, views: 12, visitors: 6 },
      expect.objectContaining({ website_id: demoSite.id, status: 'draft', owner: expect.objectContaining({ id: demoUser.id }), views: 3, visitors: 1 }),
    ]);
    expect(data.templates[0]).toMatchObject({ slug: 'modern', websites: 3, published: 1, views: 15 });
    expect(data.templates.filter((row: { websites: number }) => row.websites > 0)).toHaveLength(1);

    expect(data.funnel.steps).toEqual([
      { step: 'started', count: 5, rate: null },
      { step: 'cv_given', count: 3, rate: 3 / 5 },
      { step: 'parsed', count: 2, rate: 2 / 3 },
      { step: 'website_created', count: 1, rate: 1 / 2 },
      { step: 'published', count: 1, rate: 1 },
    ]);
    const source = (name: string) => data.funnel.by_source.find((row: { source: string }) => row.source === name);
    expect(source('text')).toEqual({ source: 'text', started: 1, parsed: 1, websites: 1, published: 1 });
    expect(source('file')).toEqual({ source: 'file', started: 2, parsed: 1, websites: 0, published: 0 });
    expect(source('demo')).toEqual({ source: 'demo', started: 1, parsed: 0, websites: 1, published: 0 });
    expect(source('form')).toEqual({ source: 'form', started: 1, parsed: 0, websites: 1, published: 0 });

    expect(data.parse_failures.by_format).toEqual([
      { format: 'docx', uploads: 1, parsed: 0, failed: 1, failure_rate: 1 },
      { format: 'pasted', uploads: 1, parsed: 1, failed: 0, failure_rate: 0 },
      { format: 'pdf', uploads: 1, parsed: 1, failed: 0, failure_rate: 0 },
    ]);
    expect(data.parse_failures.latest).toEqual([
      { session_id: expect.any(String), user: { id: uploader.id, email: uploader.email }, format: 'docx', file_name: 'broken.docx', error: 'CV parsing failed: The DOCX file is damaged.', failed_at: expect.any(String) },
    ]);
    expect(data.blog).toEqual({ published_in_period: 1, published_total: 2 });
    expect(data.domains).toEqual({ active_now: 1, verified_in_period: 1, total: 2 });

    // Ninety days take in what happened 40 days ago.
    const quarter = (await analytics('?period=90d')).json().data;
    expect(quarter.traffic).toMatchObject({ views: 115, visitors: 7 });
    expect(quarter.funnel.steps[0]).toEqual({ step: 'started', count: 6, rate: null });
    expect(quarter.parse_failures.by_format.find((row: { format: string }) => row.format === 'pdf')).toEqual({ format: 'pdf', uploads: 2, parsed: 1, failed: 1, failure_rate: 0.5 });
    expect(quarter.parse_failures.latest.map((row: { file_name: string }) => row.file_name)).toEqual(['broken.docx', 'old.pdf']);

    const year = (await analytics('?period=12m')).json().data;
    expect(year).toMatchObject({ bucket: 'month', traffic: { views: 115 } });
    expect(year.traffic.series).toHaveLength(12);
    expect(year.traffic.series.reduce((sum: number, point: { views: number }) => sum + point.views, 0)).toBe(115);
  });
});
