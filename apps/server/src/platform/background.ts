import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape a response (sending e-mail after a request answers).
 * drain() lets shutdown and tests wait for what is still running.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
