import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StreamOptions {
  /** The SSE event name of every message. */
  event: string;
  /** Sent first, so a client that (re)connects starts from the current state. */
  first: unknown;
  /** Subscribes `send` to the messages to forward; returns the unsubscribe. */
  subscribe: (send: (message: unknown) => void) => () => void;
}

/**
 * Server-Sent Events streams, closed all at once when the app stops (a stream never ends on its
 * own, and an open one would hold the process).
 */
export function createEventStreams() {
  const open = new Set<() => void>();
  return {
    open(request: FastifyRequest, reply: FastifyReply, { event, first, subscribe }: StreamOptions) {
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (message: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(message)}\n\n`);
      // Written at once: some clients wait for the first bytes before they report the stream open.
      out.write(': connected\n\n');
      send(first);
      const unsubscribe = subscribe(send);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), 15_000);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(close);
        out.end();
      };
      open.add(close);
      request.raw.on('close', close);
    },
    closeAll() {
      for (const close of open) close();
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;
