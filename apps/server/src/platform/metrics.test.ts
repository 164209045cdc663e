import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPageCache } from '../sites/page-cache';
import { createMetrics } from './metrics';
import { findRepoPath } from './paths';

const TOKEN = 'a-metrics-token-for-tests';

describe('/metrics without METRICS_TOKEN', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('does not exist', async () => {
    expect((await test.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => test.close());
  const scrape = async () => {
    const response = await test.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('answers 401 without the token or with another one', async () => {
    const none = await test.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await test.app.inject({ url: '/metrics', headers: bearer('not-the-metrics-token') })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    for (let i = 0; i < 3; i += 1) await test.app.inject({ url: '/healthz' });
    await test.app.inject({ url: `/uploads/pictures/${'a'.repeat(64)}.webp` });
    await test.app.inject({ url: `/api/websites/424242` });
    const body = await scrape();
    expect(body).toMatch(/^folio_http_requests_total\{method="GET",route="\/healthz",status="200"\} 3$/m);
    expect(body).toMatch(/^folio_http_requests_total\{method="GET",route="\/uploads\/\*",status="404"\} 1$/m);
    expect(body).toMatch(/^folio_http_requests_total\{method="GET",route="\/api\/websites\/:id",status="401"\} 1$/m);
    expect(body).toMatch(/^folio_http_request_duration_seconds_count\{method="GET",route="\/healthz"\} 3$/m);
    expect(body).toMatch(/^folio_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\} \d+$/m);
    expect(body).not.toContain('424242');
    expect(body).not.toContain('a'.repeat(64));
  });

  it('times CV parses by format and background jobs by name, and reports the queue depth', async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
    const text = await fs.readFile(path.join(findRepoPath('packages/cv-parser/fixtures/docs')!, 'helena-voss.text.txt'), 'utf8');
    expect((await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: text })).statusCode).toBe(200);
    const deadline = Date.now() + 60_000;
    let body = await scrape();
    while (!/^folio_job_duration_seconds_count\{job="onboarding.parse",outcome="done"\} 1$/m.test(body) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      body = await scrape();
    }
    expect(body).toMatch(/^folio_cv_parse_duration_seconds_count\{format="text",outcome="done"\} 1$/m);
    expect(body).toMatch(/^folio_job_duration_seconds_count\{job="onboarding.parse",outcome="done"\} 1$/m);
    // The e-mail of the sign-up is a job too.
    expect(body).toMatch(/^folio_job_duration_seconds_count\{job="mail.send",outcome="done"\} [1-9]\d*$/m);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(body).toMatch(new RegExp(`^folio_queue_jobs\\{state="${state}"\\} \\d+$`, 'm'));
    expect(body).toMatch(/^folio_process_cpu_seconds_total /m);
  });
});

describe('site cache metrics', () => {
  it('count a miss for each render and a hit for each page served from the cache', async () => {
    const metrics = createMetrics();
    const cache = createPageCache(undefined, (hit) => metrics.siteCacheLookup(hit));
    const render = async () => ({ status: 200, body: '<h1>Ada</h1>', contentType: 'text/html; charset=utf-8', headers: {} });
    await cache.load(1, '1:1:home', render);
    expect(cache.get('1:1:home')).toBeDefined();
    await cache.load(1, '1:1:home', render);
    expect(cache.get('1:1:missing')).toBeUndefined();
    const body = await metrics.registry.metrics();
    expect(body).toMatch(/^folio_site_cache_lookups_total\{result="miss"\} 1$/m);
    expect(body).toMatch(/^folio_site_cache_lookups_total\{result="hit"\} 2$/m);
  });
});
