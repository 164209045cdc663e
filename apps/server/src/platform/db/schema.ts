/** The one Drizzle schema: every table, each defined in the feature that owns it. */
export * from './platform.tables';
export * from '../../features/auth/auth.tables';
export * from '../../features/websites/websites.tables';
export * from '../../features/subscriptions/subscriptions.tables';
export * from '../../features/sections/sections.tables';
export * from '../../features/contact-requests/contact-requests.tables';
export * from '../../features/analytics/analytics.tables';
export * from '../../features/auth/social-auth.tables';
export * from '../../features/onboarding/onboarding.tables';
export * from '../../features/billing/billing.tables';
export * from '../../features/offers/offers.tables';
export * from '../../features/notifications/notifications.tables';
export * from '../../features/api-tokens/api-tokens.tables';
export * from '../../features/admin/admin.tables';
export * from '../../features/domains/domains.tables';
export * from '../../features/admin/waiting-list.tables';
export * from '../../features/support/support.tables';
