import { getPlan, planIncludes, type AnalyticsSettings, type analyticsSettingsInput } from '@folio/schema';
import type { z } from 'zod';
import { subscriptionRequired } from '../../platform/upgrade';
import type { Transaction } from '../../platform/db/client';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { createTrackingQueries } from './tracking.queries';

/** What tracking takes of the websites feature (services.ts passes it): ownership and versioned writes. */
export interface WebsiteWrites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction, website: WebsiteRow) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

/** The <head> snippet the site host injects for these settings and the owner's plan (sites/analytics-snippet.ts, passed in by services.ts). */
export type HeadSnippet = (settings: AnalyticsSettings, ownerPlan: string) => string;

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
export function createTrackingService({ websites, headSnippet, appUrl }: { websites: WebsiteWrites; headSnippet: HeadSnippet; appUrl: string }) {
  const queries = createTrackingQueries();

  /** Custom analytics code is for pro and premium (builder.md section 6): free gets the upgrade offer. */
  function assertCustomCodeAllowed(user: UserRow) {
    if (!planIncludes(getPlan(user.current_plan), 'custom_analytics_code')) throw subscriptionRequired(user, 'custom_analytics_code', 'pro', appUrl);
  }

  return {
    async save(user: UserRow, websiteId: number, input: AnalyticsSettingsChange) {
      const { version, custom_analytics_code: code, ...values } = input;
      // Clearing it is always allowed, so a downgraded owner can remove what no longer runs.
      if (code !== undefined && code !== null) assertCustomCodeAllowed(user);
      const { website, result } = await websites.write(user, websiteId, version, (tx, row) => {
        const customCode = code === undefined ? row.custom_analytics_code : code;
        return queries.update(tx, websiteId, {
          analytics_enabled: values.analytics_enabled,
          google_analytics_id: values.google_analytics_id,
          custom_analytics_code: customCode,
          analytics_config: { ...values.analytics_config, custom_code_enabled: customCode !== null },
        });
      });
      const settings = settingsOf(result);
      return { settings, websiteVersion: website.version, preview: headSnippet(settings, user.current_plan) };
    },

    async preview(user: UserRow, websiteId: number) {
      return headSnippet(settingsOf(await websites.owned(user, websiteId)), user.current_plan);
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
