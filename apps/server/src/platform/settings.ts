import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSettings } from './db/platform.tables';

/** Known setting keys. */
export const settingKeys = { betaAccessEnabled: 'beta_access_enabled', appSecret: 'app_secret', testWebhookSecret: 'test_webhook_secret', adminTwoFactorRequired: 'admin_two_factor_required' } as const;

/** Settings shared by every instance, kept in the database. */
export function createSettings(db: Database) {
  async function get<T>(key: string, fallback: T): Promise<T> {
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row ? (row.value as T) : fallback;
  }
  async function set(key: string, value: unknown): Promise<void> {
    await db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_at: sql`now()` } });
  }
  async function unset(key: string): Promise<void> {
    await db.delete(appSettings).where(eq(appSettings.key, key));
  }
  /** A secret generated once and shared through the database, unless APP_SECRET sets it. */
  async function secret(key: string): Promise<string> {
    await db
      .insert(appSettings)
      .values({ key, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    return get<string>(key, '');
  }
  return { get, set, unset, secret };
}
export type Settings = ReturnType<typeof createSettings>;
