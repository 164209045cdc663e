import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

type JobHandler = (payload: unknown) => Promise<void>;
/** How often a job is tried, and the first back-off delay, doubled after each failure. */
export interface JobRetry {
  attempts: number;
  delayMs: number;
}

type Payload = z.ZodType<Record<string, unknown>>;
/** A job: its id (`cv.parse`), its payload's schema, and how often it is tried. Defined where its feature lives. */
export interface JobDefinition<S extends Payload = Payload> {
  name: string;
  payload: S;
  retry?: JobRetry;
}
export const defineJob = <S extends Payload>(name: string, payload: S, retry?: JobRetry): JobDefinition<S> => ({ name, payload, retry });

/**
 * Work done on a clock rather than on a request (ending due trials, sweeping due domain checks):
 * one run per tick across every process that runs jobs. Its handler is a sweep that finds what is
 * due in the database, so a tick that runs late, twice or not at all loses nothing.
 */
export interface ScheduleDefinition {
  name: string;
  everyMs: number;
}
export const defineSchedule = (name: string, everyMs: number): ScheduleDefinition => ({ name, everyMs });

/**
 * Background jobs (CV parsing, template matching). Handlers record their outcome on the domain
 * row, so running one twice is harmless. In-process by default; BullMQ on Redis when REDIS_URL is
 * set, where `npm run worker` can run the workers in their own process.
 */
export interface Jobs {
  /** The handler gets the payload parsed by the job's schema. */
  register<S extends Payload>(job: JobDefinition<S>, handler: (payload: z.output<S>) => Promise<void>): void;
  /**
   * The payload is parsed before it is queued. `key` deduplicates: a job with the same key still
   * waiting is not queued twice. `delayMs` holds it back (in-process: a timer, lost with the process,
   * so a feature that delays jobs re-queues them when workers start; BullMQ: a delayed job in Redis).
   */
  enqueue<S extends Payload>(job: JobDefinition<S>, payload: z.input<S>, key: string, options?: EnqueueOptions): Promise<void>;
  /**
   * Runs `handler` once per tick of `schedule` once workers start (and at once then, so a process
   * started after a long stop catches up). In-process: a timer in this process. BullMQ: a job
   * scheduler in Redis (`upsertJobScheduler`), so N processes running workers share one tick.
   */
  schedule(schedule: ScheduleDefinition, handler: () => Promise<void>): void;
  /** Starts processing (the app does unless told not to; `npm run worker` does). */
  startWorkers(): Promise<void>;
  /** Queue health for the admin dashboard: counts now, and the latest jobs that failed for good. */
  stats(): Promise<JobStats>;
  /** For the queue dashboard: BullMQ's queue (Bull Board shows it), or this process's own jobs. */
  inspect(): JobInspection;
  /**
   * Stops taking jobs and waits up to `deadlineMs` for the running ones to finish. BullMQ: a job
   * still running then is handed back (its lock lapses and another worker's stalled-job check
   * returns it to the queue); in-process: it is lost with the process, and the feature that queued
   * it re-queues it from its row when workers start again (`resumeInterrupted`).
   */
  close(deadlineMs?: number): Promise<void>;
}

/** A job that failed on its last attempt. */
export interface FailedJob {
  name: string;
  key: string | null;
  error: string;
  attempts: number;
  failedAt: Date;
}

export interface JobStats {
  /** `local`: this process's own queue (counts since it started); `bullmq`: the queue every process shares. */
  kind: 'local' | 'bullmq';
  waiting: number;
  active: number;
  /** Waiting out a retry's back-off. */
  delayed: number;
  failed: number;
  recentFailures: FailedJob[];
}

/** How many failed jobs the local queue remembers for the dashboard (BullMQ keeps its own 100). */
const KEPT_FAILURES = 20;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** A job of the local queue as the queue dashboard lists it (its payload is not shown). */
export interface LocalJobView {
  name: string;
  key: string;
  /** The attempt under way or next, of `attempts`. */
  attempt: number;
  attempts: number;
  /** Delayed jobs: when they become due. */
  dueAt?: Date;
}

export type JobInspection =
  | { kind: 'bullmq'; queue: Queue }
  | { kind: 'local'; waiting: LocalJobView[]; active: LocalJobView[]; delayed: LocalJobView[]; failed: FailedJob[] };

export interface EnqueueOptions {
  delayMs?: number;
}

const defaultRetry: JobRetry = { attempts: 3, delayMs: 500 };
/** A tick is tried once: the next tick is its retry. */
const tickRetry: JobRetry = { attempts: 1, delayMs: 0 };
/** How long close() waits for running jobs unless told. */
const CLOSE_DEADLINE_MS = 20_000;
/** Resolves after `ms` (or with the promise, if it settles first); tells which came first. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
/** Marks a failure that another attempt cannot fix (a corrupt file stays corrupt). */
export class PermanentJobError extends Error {}

export function createLocalJobs(log: FastifyBaseLogger, concurrency = 1): Jobs {
  const handlers = new Map<string, { handler: JobHandler; retry: JobRetry }>();
  type Entry = { name: string; payload: Record<string, unknown>; key: string; attempt: number };
  const waiting: Entry[] = [];
  const active = new Set<Entry>();
  /** Jobs held back (a delay, or a retry's back-off); a retry does not hold a worker slot while it waits. */
  const backingOff = new Map<NodeJS.Timeout, { entry: Entry; dueAt: Date }>();
  const hold = (entry: Entry, delayMs: number) => {
    const timer = setTimeout(() => {
      backingOff.delete(timer);
      waiting.push(entry);
      pump();
    }, delayMs);
    backingOff.set(timer, { entry, dueAt: new Date(Date.now() + delayMs) });
  };
  const view = (entry: Entry, dueAt?: Date): LocalJobView => ({
    name: entry.name,
    key: entry.key,
    attempt: entry.attempt,
    attempts: handlers.get(entry.name)?.retry.attempts ?? defaultRetry.attempts,
    ...(dueAt ? { dueAt } : {}),
  });
  const queuedKeys = new Set<string>();
  let running = 0;
  let failedCount = 0;
  const failures: FailedJob[] = [];
  let started = false;
  let closing = false;
  const idle: Array<() => void> = [];
  const schedules = new Map<string, ScheduleDefinition>();
  const tickers: NodeJS.Timeout[] = [];
  const startTicking = (schedule: ScheduleDefinition) => {
    const tick = () => enqueueEntry({ name: schedule.name, payload: {}, key: `schedule:${schedule.name}`, attempt: 1 });
    tick();
    const timer = setInterval(tick, schedule.everyMs);
    timer.unref();
    tickers.push(timer);
  };

  /** A tick still waiting is not queued twice (the key dedupes), so a slow sweep never piles up. */
  function enqueueEntry(entry: Entry, delayMs = 0) {
    if (queuedKeys.has(entry.key) || closing) return;
    queuedKeys.add(entry.key);
    if (delayMs <= 0) {
      waiting.push(entry);
      return pump();
    }
    hold(entry, delayMs);
  }

  function pump() {
    while (started && !closing && running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      queuedKeys.delete(job.key);
      running += 1;
      active.add(job);
      void run(job).finally(() => {
        running -= 1;
        active.delete(job);
        if (running === 0 && (waiting.length === 0 || closing)) idle.splice(0).forEach((resolve) => resolve());
        pump();
      });
    }
  }

  async function run(job: Entry) {
    const registered = handlers.get(job.name);
    if (!registered) return log.error({ job: job.name }, 'no handler for job');
    try {
      await registered.handler(job.payload);
    } catch (error) {
      if (error instanceof PermanentJobError || job.attempt >= registered.retry.attempts) {
        log.error({ err: error, job: job.name, key: job.key }, 'job failed');
        failedCount += 1;
        failures.unshift({ name: job.name, key: job.key, error: errorText(error), attempts: job.attempt, failedAt: new Date() });
        failures.length = Math.min(failures.length, KEPT_FAILURES);
        return;
      }
      log.warn({ err: error, job: job.name, attempt: job.attempt }, 'job failed, retrying');
      hold({ ...job, attempt: job.attempt + 1 }, registered.retry.delayMs * 2 ** (job.attempt - 1));
    }
  }

  return {
    register: (job, handler) => void handlers.set(job.name, { handler: async (payload) => handler(job.payload.parse(payload)), retry: job.retry ?? defaultRetry }),
    async enqueue(job, payload, key, options = {}) {
      if (queuedKeys.has(key) || closing) return;
      enqueueEntry({ name: job.name, payload: job.payload.parse(payload), key, attempt: 1 }, options.delayMs ?? 0);
    },
    schedule(schedule, handler) {
      handlers.set(schedule.name, { handler: () => handler(), retry: tickRetry });
      schedules.set(schedule.name, schedule);
      if (started) startTicking(schedule);
    },
    async startWorkers() {
      if (started) return;
      started = true;
      pump();
      for (const schedule of schedules.values()) startTicking(schedule);
    },
    stats: async () => ({ kind: 'local', waiting: waiting.length, active: running, delayed: backingOff.size, failed: failedCount, recentFailures: [...failures] }),
    inspect: () => ({
      kind: 'local',
      waiting: waiting.map((entry) => view(entry)),
      active: [...active].map((entry) => view(entry)),
      delayed: [...backingOff.values()].map(({ entry, dueAt }) => view(entry, dueAt)).sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime()),
      failed: [...failures],
    }),
    async close(deadlineMs = CLOSE_DEADLINE_MS) {
      closing = true;
      for (const timer of tickers.splice(0)) clearInterval(timer);
      for (const timer of backingOff.keys()) clearTimeout(timer);
      backingOff.clear();
      if (running === 0) return;
      if (!(await within(new Promise<void>((resolve) => idle.push(resolve)), deadlineMs))) log.warn({ running }, 'jobs still running at shutdown; they are queued again when workers start');
    },
  };
}

/**
 * How long a BullMQ worker holds a job's lock (renewed every half of it while the job runs): a
 * worker that dies, or shuts down past its deadline, has its running jobs handed back within about
 * this long plus one stalled-job check. Shorter than BullMQ's 30 s so a killed worker's CV parse
 * resumes on another in seconds; CV parsing runs in a child process, so renewing never waits on it.
 */
const LOCK_DURATION_MS = 15_000;
const STALLED_CHECK_MS = 10_000;

/** Tests shorten the lock so a hand-back is seen in seconds. */
export interface BullTiming {
  lockDurationMs: number;
  stalledCheckMs: number;
}

export function createBullJobs(redis: Redis, log: FastifyBaseLogger, concurrency = 2, queueName = 'folio', timing: BullTiming = { lockDurationMs: LOCK_DURATION_MS, stalledCheckMs: STALLED_CHECK_MS }): Jobs {
  const handlers = new Map<string, { handler: JobHandler; retry: JobRetry }>();
  const schedules = new Map<string, ScheduleDefinition>();
  // BullMQ blocks on its worker connection, so it gets connections of its own.
  const queue = new Queue(queueName, { connection: redis.duplicate({ maxRetriesPerRequest: null }) });
  let worker: Worker | undefined;
  /** The jobs this worker runs now, with the lock token that lets it hand one back. */
  const running = new Map<string, { job: Job; token: string | undefined }>();

  /**
   * One scheduler per schedule, upserted by every process that starts workers (the same id and
   * interval: idempotent). BullMQ makes the next tick's job only when the current one is taken, so
   * ticks never pile up while no worker runs. A scheduler this version no longer defines is removed.
   */
  async function upsertSchedulers() {
    for (const schedule of schedules.values()) {
      await queue.upsertJobScheduler(schedule.name, { every: schedule.everyMs }, { name: schedule.name, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } });
    }
    for (const existing of await queue.getJobSchedulers()) if (!schedules.has(existing.key)) await queue.removeJobScheduler(existing.key);
  }

  return {
    register: (job, handler) => void handlers.set(job.name, { handler: async (payload) => handler(job.payload.parse(payload)), retry: job.retry ?? defaultRetry }),
    async enqueue(job, payload, key, options = {}) {
      const { attempts, delayMs } = job.retry ?? defaultRetry;
      await queue.add(job.name, job.payload.parse(payload), {
        jobId: key.replaceAll(':', '_'),
        ...(options.delayMs && options.delayMs > 0 ? { delay: options.delayMs } : {}),
        attempts,
        backoff: { type: 'exponential', delay: delayMs },
        removeOnComplete: true,
        removeOnFail: 100,
      });
    },
    schedule(schedule, handler) {
      handlers.set(schedule.name, { handler: () => handler(), retry: tickRetry });
      schedules.set(schedule.name, schedule);
      if (worker) void upsertSchedulers().catch((error: unknown) => log.error({ err: error }, 'job schedulers not saved'));
    },
    async startWorkers() {
      if (worker) return;
      worker = new Worker(
        queueName,
        async (job, token) => {
          const registered = handlers.get(job.name);
          if (!registered) throw new Error(`no handler for job ${job.name}`);
          const id = job.id ?? `${job.name}:${job.timestamp}`;
          running.set(id, { job, token });
          try {
            await registered.handler(job.data);
          } catch (error) {
            throw error instanceof PermanentJobError ? new UnrecoverableError(error.message) : error;
          } finally {
            running.delete(id);
          }
        },
        { connection: redis.duplicate({ maxRetriesPerRequest: null }), concurrency, lockDuration: timing.lockDurationMs, stalledInterval: timing.stalledCheckMs },
      );
      worker.on('failed', (job, error) => log.warn({ err: error, job: job?.name, attempts: job?.attemptsMade }, 'job attempt failed'));
      // Redis going away, or a lock that can no longer be renewed after a shutdown past its deadline.
      worker.on('error', (error) => log.warn({ err: error }, 'job worker error'));
      await upsertSchedulers();
    },
    inspect: () => ({ kind: 'bullmq', queue }),
    async stats() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      const failed = await queue.getFailed(0, 9);
      return {
        kind: 'bullmq',
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        recentFailures: failed.map((job) => ({
          name: job.name,
          key: job.id ?? null,
          error: (job.failedReason || 'failed').slice(0, 2000),
          attempts: job.attemptsMade,
          failedAt: new Date(job.finishedOn ?? job.timestamp),
        })),
      };
    },
    async close(deadlineMs = CLOSE_DEADLINE_MS) {
      // worker.close() takes no new job and resolves once the running ones have finished.
      if (worker && !(await within(worker.close(), deadlineMs))) {
        // Back to the waiting list at once, for another worker (handlers are idempotent, so the
        // run cut short here is harmless); should that fail, the lock lapses and BullMQ's
        // stalled-job check returns the job all the same.
        const handedBack = [...running.values()];
        await Promise.all(handedBack.map(({ job, token }) => job.moveToWait(token).catch((error: unknown) => log.warn({ err: error, job: job.name }, 'job not handed back; it returns once its lock lapses'))));
        log.warn({ jobs: handedBack.map(({ job }) => job.name) }, 'jobs still running at the shutdown deadline were handed back to the queue');
        await worker.disconnect();
      }
      await queue.close();
    },
  };
}
