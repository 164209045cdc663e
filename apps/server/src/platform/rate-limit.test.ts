import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

let redis: Redis | undefined;
beforeAll(() => {
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
});
afterAll(async () => {
  await redis?.quit();
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
}

describe('memory rate limiter', () => behavesAsAFixedWindow(() => createMemoryRateLimiter()));
describe.runIf(process.env.REDIS_URL)('redis rate limiter', () =>
  behavesAsAFixedWindow(() => createRedisRateLimiter(redis!, `folio-test-${process.pid}:`)),
);
