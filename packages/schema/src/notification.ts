import { z } from 'zod';
import { MAX_INT } from './common';

export const notificationType = z.enum(['contact_request', 'website_published', 'subscription_updated', 'domain_verified', 'support_reply', 'website_moderated']);

/** platform.md section 3: read_at null means unread. */
export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** The spec's pagination block (admin lists, notifications, contact requests). */
export const pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type Pagination = z.infer<typeof pagination>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const markReadInput = z.object({ ids: z.array(z.number().int().positive().max(MAX_INT)).min(1).max(500) });

/** Relative times as the bell shows them: Just now, Nm ago, Nh ago, Nd ago. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}

/** GET /api/notifications/stream: each Server-Sent Event's data (event notification.update). */
export const notificationStreamMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unread_count'), unread_count: z.number().int() }),
  z.object({ type: z.literal('notification'), notification, unread_count: z.number().int() }),
]);
export type NotificationStreamMessage = z.infer<typeof notificationStreamMessage>;
