import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDatabaseRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

let redis: Redis | undefined;
let test: TestApp;
beforeAll(async () => {
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
  test = await createTestApp();
});
afterAll(async () => {
  await redis?.quit();
  await test.close();
});

function behavesAsAFixedWindow(make: () => RateLimiter) {
  it('counts hits in a window, reports the wait, and resets', async () => {
    const limiter = make();
    const key = `test:${Math.random()}`;
    expect((await limiter.peek(key, 60)).count).toBe(0);
    await limiter.hit(key, 60);
    const second = await limiter.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(55);
    expect((await limiter.peek(key, 60)).count).toBe(2);
    await limiter.reset(key, 60);
    expect((await limiter.peek(key, 60)).count).toBe(0);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = make();
    const key = `test:${Math.random()}`;
    await limiter.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit(key, 60)).count).toBe(1);
  });

  it('counts 100 parallel hits as 1 to 100, each once: a limit of 5 lets exactly 5 through', async () => {
    const limiter = make();
    const key = `test:${Math.random()}`;
    const counts = (await Promise.all(Array.from({ length: 100 }, () => limiter.hit(key, 60)))).map((hit) => hit.count);
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(counts.filter((count) => count <= 5)).toHaveLength(5);
  });
}

describe('database rate limiter', () => behavesAsAFixedWindow(() => createDatabaseRateLimiter(test.database.db)));
describe.runIf(process.env.REDIS_URL)('redis rate limiter', () =>
  behavesAsAFixedWindow(() => createRedisRateLimiter(redis!, `folio-test-${process.pid}:`)),
);
