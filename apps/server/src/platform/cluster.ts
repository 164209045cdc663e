import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY above 1: this process runs no server itself but `count` copies of it, which
 * share its port (Node's cluster hands each new connection to the next copy in turn) and all
 * state through PostgreSQL and Redis. A copy that dies is replaced after a second; `stop` ends
 * them all gracefully (each finishes its requests and jobs, as on SIGTERM).
 */
export function superviseServers(count: number, envFor: (index: number) => Record<string, string>, log: FastifyBaseLogger) {
  const indexOf = new Map<Worker, number>();
  let stopping = false;

  const fork = (index: number) => indexOf.set(cluster.fork(envFor(index)), index);
  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker)!;
    indexOf.delete(worker);
    if (stopping) return;
    log.error({ index, code, signal }, 'server process exited; starting another');
    setTimeout(() => stopping || fork(index), RESTART_DELAY_MS).unref();
  });
  for (let index = 0; index < count; index += 1) fork(index);

  const listening = new Promise<void>((resolve) => {
    let started = 0;
    cluster.on('listening', () => {
      started += 1;
      if (started === count) resolve();
    });
  });

  return {
    /** Resolves once all `count` servers have started listening. */
    listening,
    async stop() {
      stopping = true;
      const exits = [...indexOf.keys()].map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
      for (const worker of indexOf.keys()) worker.process.kill('SIGTERM');
      await Promise.all(exits);
    },
  };
}
