import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client';
import { websites, type WebsiteRow } from '../websites/websites.tables';

type SettingsValues = Pick<typeof websites.$inferInsert, 'analytics_enabled' | 'google_analytics_id' | 'custom_analytics_code' | 'analytics_config'>;

/** The writes run inside the website's versioned transaction (websites.write). */
export function createTrackingQueries() {
  return {
    async update(tx: Transaction, websiteId: number, values: SettingsValues): Promise<WebsiteRow> {
      const [row] = await tx.update(websites).set(values).where(eq(websites.id, websiteId)).returning();
      if (!row) throw new Error(`website ${websiteId} vanished inside its write`);
      return row;
    },
  };
}
