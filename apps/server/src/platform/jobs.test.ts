import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBullJobs, createLocalJobs, defineJob, defineSchedule, type Jobs } from './jobs';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const opened: Jobs[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.close(1000)));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('in-process jobs', () => {
  it('runs a schedule when workers start and then once per tick, and not after close', async () => {
    const jobs = createLocalJobs(log);
    const runs: number[] = [];
    jobs.schedule(defineSchedule('test.tick', 100), async () => void runs.push(Date.now()));
    await sleep(150);
    expect(runs).toHaveLength(0);
    const started = Date.now();
    await jobs.startWorkers();
    await sleep(350);
    // One at once, then one a tick (timers may run late on a loaded machine, never early).
    const elapsed = Date.now() - started;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(1 + Math.ceil(elapsed / 100));
    await jobs.close();
    const closed = runs.length;
    await sleep(250);
    expect(runs).toHaveLength(closed);
  });

  it('does not queue a tick again while the last one is still waiting its turn', async () => {
    const jobs = createLocalJobs(log);
    opened.push(jobs);
    let release!: () => void;
    const slow = defineJob('test.slow', z.object({}));
    jobs.register(slow, () => new Promise<void>((resolve) => (release = resolve)));
    const ticks: number[] = [];
    jobs.schedule(defineSchedule('test.tick', 30), async () => void ticks.push(performance.now()));
    await jobs.enqueue(slow, {}, 'slow');
    await jobs.startWorkers();
    // The slow job holds the only slot for ten ticks: one tick waits, the others are not queued.
    await sleep(300);
    release();
    await until(() => ticks.length >= 1, 1000);
    await sleep(50);
    // A backlog would run its ticks back to back the moment the slot frees; the waiting tick and
    // at most one fresh tick of the interval can fall together, however late the timers run.
    expect(ticks.filter((at) => at - ticks[0]! < 5).length).toBeLessThanOrEqual(2);
  });

  it('lets a running job finish on close, and stops waiting at the deadline', async () => {
    const jobs = createLocalJobs(log);
    const job = defineJob('test.work', z.object({ ms: z.number() }));
    const finished: number[] = [];
    jobs.register(job, async ({ ms }) => {
      await sleep(ms);
      finished.push(ms);
    });
    await jobs.startWorkers();
    await jobs.enqueue(job, { ms: 300 }, 'a');
    await sleep(20);
    await jobs.close();
    expect(finished).toEqual([300]);

    const other = createLocalJobs(log);
    other.register(job, async ({ ms }) => void (await sleep(ms)));
    await other.startWorkers();
    await other.enqueue(job, { ms: 5000 }, 'b');
    await sleep(20);
    const started = Date.now();
    await other.close(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe.runIf(process.env.REDIS_URL)('BullMQ jobs', () => {
  async function bull(queue: string, timing?: { lockDurationMs: number; stalledCheckMs: number }) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    const jobs = createBullJobs(redis, log, 2, queue, timing);
    cleanups.push(async () => {
      await jobs.close(1000);
      await redis.quit();
    });
    return jobs;
  }
  const queueName = () => `folio-test-jobs-${process.pid}-${Date.now()}`;
  /** Removes the queue's keys once every runner is closed. */
  async function dropQueue(name: string) {
    const { Queue } = await import('bullmq');
    const queue = new Queue(name, { connection: { url: process.env.REDIS_URL! } });
    await queue.obliterate({ force: true });
    await queue.close();
  }

  it('runs a schedule once per tick across two processes', async () => {
    const name = queueName();
    const runs: Array<{ by: string; at: number }> = [];
    const first = await bull(name);
    const second = await bull(name);
    const tick = defineSchedule('test.tick', 400);
    first.schedule(tick, async () => void runs.push({ by: 'first', at: Date.now() }));
    second.schedule(tick, async () => void runs.push({ by: 'second', at: Date.now() }));
    await Promise.all([first.startWorkers(), second.startWorkers()]);
    const started = Date.now();
    await sleep(2600);
    const elapsed = Date.now() - started;
    await first.close(1000);
    await second.close(1000);
    await dropQueue(name);
    // About one run per 400 ms in all (the first at once), never two for one tick.
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(elapsed / 400) - 1);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 400) + 1);
    const gaps = runs.slice(1).map((run, index) => run.at - runs[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThan(250);
  });

  it('lets a running job finish on close, and hands back one still running at the deadline to another worker', async () => {
    const name = queueName();
    const job = defineJob('test.work', z.object({ ms: z.number() }), { attempts: 1, delayMs: 0 });
    const done: Array<{ by: string; ms: number }> = [];
    const timing = { lockDurationMs: 1000, stalledCheckMs: 500 };
    const first = await bull(name, timing);
    first.register(job, async ({ ms }) => {
      await sleep(ms);
      done.push({ by: 'first', ms });
    });
    await first.startWorkers();
    await first.enqueue(job, { ms: 300 }, 'short');
    await sleep(100);
    await first.close(5000);
    expect(done).toEqual([{ by: 'first', ms: 300 }]);

    // A job that outlives its worker's deadline: the worker stops holding it, and the next takes it.
    const leaving = await bull(name, timing);
    leaving.register(job, async ({ ms }) => {
      await sleep(ms);
      done.push({ by: 'leaving', ms });
    });
    await leaving.startWorkers();
    await leaving.enqueue(job, { ms: 4000 }, 'long');
    await sleep(300);
    const closing = Date.now();
    await leaving.close(200);
    expect(Date.now() - closing).toBeLessThan(1500);

    const next = await bull(name, timing);
    next.register(job, async ({ ms }) => void done.push({ by: 'next', ms }));
    await next.startWorkers();
    await until(() => done.some((entry) => entry.by === 'next'), 10_000);
    expect(done.filter((entry) => entry.ms === 4000).map((entry) => entry.by)).toContain('next');
    await next.close(1000);
    await dropQueue(name);
  }, 20_000);
});
