import type { AnalyticsSettings, analyticsSettingsInput } from '@folio/schema';
import type { z } from 'zod';
import type { Transaction } from '../../platform/db/client';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { createTrackingQueries } from './tracking.queries';

/** What tracking takes of the websites feature (services.ts passes it): ownership and versioned writes. */
export interface WebsiteWrites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

/** The <head> snippet the site host injects for these settings (sites/analytics-snippet.ts, passed in by services.ts). */
export type HeadSnippet = (settings: AnalyticsSettings) => string;

export type AnalyticsSettingsChange = z.output<typeof analyticsSettingsInput>;

export const settingsOf = (row: AnalyticsSettings): AnalyticsSettings => ({
  analytics_enabled: row.analytics_enabled,
  google_analytics_id: row.google_analytics_id,
  custom_analytics_code: row.custom_analytics_code,
  analytics_config: row.analytics_config,
});

/**
 * The builder's Analytics and Tracking settings: a versioned write on the website, so the site
 * host's cache (keyed by version, dropped on the website-changed event) serves the new snippet.
 */
export function createTrackingService({ websites, headSnippet }: { websites: WebsiteWrites; headSnippet: HeadSnippet }) {
  const queries = createTrackingQueries();

  return {
    async save(user: UserRow, websiteId: number, input: AnalyticsSettingsChange) {
      const { version, ...values } = input;
      const { website, result } = await websites.write(user, websiteId, version, (tx) =>
        queries.update(tx, websiteId, {
          analytics_enabled: values.analytics_enabled,
          google_analytics_id: values.google_analytics_id,
          analytics_config: values.analytics_config,
        }),
      );
      const settings = settingsOf(result);
      return { settings, websiteVersion: website.version, preview: headSnippet(settings) };
    },

    async preview(user: UserRow, websiteId: number) {
      return headSnippet(settingsOf(await websites.owned(user, websiteId)));
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
