import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * `fetch` answering as the server does, for the builder's state tests: each request is recorded in
 * `sent` and answered by the next of `answers` (a reply, a function of the request, or 'offline', which
 * rejects as the browser does without a network). Timers are fake, so back-off waits are exact.
 */
export interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export type Answer = { status: number; body?: unknown } | 'offline';

export const server = {
  sent: [] as Sent[],
  answers: [] as Array<Answer | ((request: Sent) => Answer | Promise<Answer>)>,
};

export const failure = (status: number, code: string, message: string, details?: unknown): Answer => ({
  status,
  body: { success: false, code, message, ...(details ? { details } : {}) },
});

/** Lets the pending fetch answers and state updates run, without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

export function useFakeServer() {
  beforeEach(() => {
    vi.useFakeTimers();
    server.sent = [];
    server.answers = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const request = { method: init.method ?? 'GET', path: url.replace(/^\/api/, ''), body: JSON.parse((init.body as string | undefined) ?? '{}') as Record<string, unknown> };
      server.sent.push(request);
      const next = server.answers.shift();
      if (!next) throw new Error(`No answer prepared for ${request.method} ${request.path}`);
      const answer = typeof next === 'function' ? await next(request) : next;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? null), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    });
  });

  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
