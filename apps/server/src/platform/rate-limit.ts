import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import { rateLimits } from './db/platform.tables';

export interface WindowCount {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Fixed-window counters shared by every instance: the database by default, Redis in production. */
export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

export function createDatabaseRateLimiter(db: Database): RateLimiter {
  const toCount = (row: { count: number; reset_at: Date } | undefined): WindowCount => {
    if (!row || row.reset_at.getTime() <= Date.now()) return { count: 0, retryAfter: 0 };
    return { count: row.count, retryAfter: Math.ceil((row.reset_at.getTime() - Date.now()) / 1000) };
  };
  return {
    async hit(key, windowSeconds) {
      const resetAt = new Date(Date.now() + windowSeconds * 1000);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, reset_at: resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.reset_at} <= now() then 1 else ${rateLimits.count} + 1 end`,
            reset_at: sql`case when ${rateLimits.reset_at} <= now() then excluded.reset_at else ${rateLimits.reset_at} end`,
          },
        })
        .returning({ count: rateLimits.count, reset_at: rateLimits.reset_at });
      return toCount(row);
    },
    async peek(key) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return toCount(row);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'folio:rl:'): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfter: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      return count == null || ttl <= 0 ? { count: 0, retryAfter: 0 } : { count: Number(count), retryAfter: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
