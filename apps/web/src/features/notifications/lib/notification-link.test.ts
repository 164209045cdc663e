import { describe, expect, it } from 'vitest';
import { formatBadgeCount, getNotificationHref } from './notification-link';

describe('getNotificationHref', () => {
  it('follows the server address inside the app, and the kind otherwise', () => {
    expect(getNotificationHref({ type: 'domain_verified', action_url: '/builder/7?section=custom-domain' })).toBe('/builder/7?section=custom-domain');
    expect(getNotificationHref({ type: 'contact_request', action_url: null })).toBe('/contact-requests');
    expect(getNotificationHref({ type: 'subscription_updated', action_url: '//evil.example' })).toBe('/subscription');
    expect(getNotificationHref({ type: 'website_published', action_url: 'https://evil.example' })).toBe('/dashboard');
    expect(getNotificationHref({ type: 'support_reply', action_url: '/support/tickets/12' })).toBe('/support/tickets/12');
    expect(getNotificationHref({ type: 'support_reply', action_url: null })).toBe('/support');
  });

  it('shows 99+ above 99', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
