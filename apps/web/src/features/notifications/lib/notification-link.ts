import type { Notification } from '@folio/schema';
import { paths, safeRedirect } from '@/config/paths';

/**
 * Where a notification leads: the address the server gave it when it stays inside the app
 * (a published website's builder, a verified domain's custom-domain section), else the screen of
 * its kind.
 */
export function getNotificationHref(notification: Pick<Notification, 'type' | 'action_url'>): string {
  const given = safeRedirect(notification.action_url);
  if (given) return given;
  switch (notification.type) {
    case 'contact_request':
      return paths.app.contactRequests.getHref();
    case 'subscription_updated':
      return paths.app.subscription.getHref();
    case 'support_reply':
      return paths.support.getHref();
    case 'website_published':
    case 'website_moderated':
    case 'domain_verified':
      return paths.app.dashboard.getHref();
  }
}

/** The badge's text: the count, or 99+ above 99 (platform.md section 9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
