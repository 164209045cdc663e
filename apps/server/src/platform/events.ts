import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { z } from 'zod';

export type EventHandler = (payload: unknown) => void;

/**
 * Publish/subscribe between the parts of Folio: in-process by default, Redis pub/sub when
 * REDIS_URL is set, so an event published by one instance (or a worker) reaches every instance.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

/** Publishes a payload parsed by its event's schema, so a malformed one fails where it is made. */
export const publishEvent = <S extends z.ZodType>(bus: EventBus, channel: string, schema: S, payload: z.input<S>) => bus.publish(channel, schema.parse(payload));

/** Subscribes with each payload parsed by its event's schema; one that does not match is not delivered. */
export const subscribeEvent = <S extends z.ZodType>(bus: EventBus, channel: string, schema: S, handler: (payload: z.output<S>) => void) =>
  bus.subscribe(channel, (raw) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) handler(parsed.data);
  });

/** Published after every write to a website (the websites feature), so the site host drops what it cached on every instance. */
export const WEBSITE_CHANGED = 'website.changed';
export const websiteChanged = z.object({
  websiteId: z.number().int(),
  subdomain: z.string().nullable(),
  previousSubdomain: z.string().nullable().optional(),
  /**
   * 'media': only what the pages show of its files changed (a link preview image was made, a
   * picture's smaller copies): pages are rendered again, and nothing else need react.
   * 'content': a versioned save (its texts, sections, status, template): what it shows changed, but
   * not where it lives, whose it is or its standing (a new subdomain is announced apart, with the old one).
   */
  reason: z.enum(['media', 'content']).optional(),
});

/** Published after a payment event changed a user's subscription (the billing feature): their sites show what their plan includes. */
export const PLAN_CHANGED = 'plan.changed';
export const planChanged = z.object({ userId: z.number().int() });

/**
 * Published after a custom domain was verified, changed or removed (the domains feature), carrying
 * what the site host needs to serve it, or null when it must no longer be served: every instance
 * applies it at once, without reading the database.
 */
export const DOMAIN_CHANGED = 'domain.changed';
export const customHostRoute = z.object({ websiteId: z.number().int(), subdomain: z.string(), forceHttps: z.boolean(), redirectWww: z.boolean() });
export type CustomHostRoute = z.infer<typeof customHostRoute>;
export const domainChanged = z.object({ domain: z.string(), websiteId: z.number().int(), route: customHostRoute.nullable() });

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** `publisher` is any connection; the subscriber needs one of its own (Redis puts it in subscribe mode). */
export function createRedisEventBus(publisher: Redis, prefix = 'folio:'): EventBus {
  // No ready check or client-info commands on the subscriber: ioredis can send them after the
  // connection entered subscriber mode, which Redis refuses (ioredis issue 2037).
  const subscriber = publisher.duplicate({ enableReadyCheck: false, disableClientInfo: true });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, message: string) => {
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(message));
    } catch {
      // A message that is not ours is ignored.
    }
  });
  return {
    async publish(channel, payload) {
      await publisher.publish(prefix + channel, JSON.stringify(payload));
    },
    subscribe(channel, handler) {
      const count = counts.get(channel) ?? 0;
      counts.set(channel, count + 1);
      if (count === 0) void subscriber.subscribe(prefix + channel);
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      local.removeAllListeners();
      await subscriber.quit();
    },
  };
}
