import type { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './db/client';
import { rateLimits } from './db/platform.tables';
import { tooManyRequests } from './errors';

export interface WindowCount {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters (rate-limiter-flexible): in Redis when REDIS_URL is set, in the database
 * otherwise, so every instance shares them. Callers decide what a count means (slow down, refuse).
 *
 * `hit` counts and answers the count after counting in one atomic step: a caller that allows the
 * first N hits (`count <= N`) lets N through however many requests arrive at once. Never `peek`
 * and then `hit` to enforce a limit: the requests in between all see the same count.
 */
export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  /** Reads without counting: for display, never for a decision. */
  peek(key: string, windowSeconds: number): Promise<WindowCount>;
  /** Takes one hit back (e.g. an attempt that turned out to be legitimate). */
  refund(key: string, windowSeconds: number): Promise<void>;
  reset(key: string, windowSeconds: number): Promise<void>;
}

/**
 * Counts one more and refuses past `limit` in the window: a 429 with Retry-After and
 * `message(seconds until the window resets)`.
 */
export async function enforceLimit(limiter: RateLimiter, key: string, limit: number, windowSeconds: number, message: (seconds: number) => string) {
  const { count, retryAfter } = await limiter.hit(key, windowSeconds);
  if (count > limit) throw tooManyRequests(message(retryAfter), retryAfter);
}

/** Counting only: the callers compare counts with their own limits, so no window ever refuses. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

const toCount = (res: RateLimiterRes | null): WindowCount =>
  res && res.msBeforeNext > 0 ? { count: res.consumedPoints, retryAfter: Math.ceil(res.msBeforeNext / 1000) } : { count: 0, retryAfter: 0 };

function createRateLimiter(make: (duration: number) => RateLimiterAbstract): RateLimiter {
  // One counter store per window length; a key is always used with the same window.
  const windows = new Map<number, RateLimiterAbstract>();
  const windowOf = (seconds: number) => {
    let limiter = windows.get(seconds);
    if (!limiter) windows.set(seconds, (limiter = make(seconds)));
    return limiter;
  };
  return {
    hit: async (key, windowSeconds) => toCount(await windowOf(windowSeconds).consume(key)),
    peek: async (key, windowSeconds) => toCount(await windowOf(windowSeconds).get(key)),
    refund: async (key, windowSeconds) => void (await windowOf(windowSeconds).reward(key, 1)),
    reset: async (key, windowSeconds) => void (await windowOf(windowSeconds).delete(key)),
  };
}

/** In the database: one atomic `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` a hit (PGlite or PostgreSQL). */
export const createDatabaseRateLimiter = (db: Database): RateLimiter =>
  createRateLimiter(
    (duration) => new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, points: UNLIMITED, duration, keyPrefix: `rl${duration}` }),
  );

export const createRedisRateLimiter = (redis: Redis, prefix = 'folio:rl:'): RateLimiter =>
  createRateLimiter((duration) => new RateLimiterRedis({ storeClient: redis, points: UNLIMITED, duration, keyPrefix: `${prefix}${duration}` }));
