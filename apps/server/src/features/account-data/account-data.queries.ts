import { and, desc, eq, gte, inArray, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { mailOutbox } from '../../platform/db/platform.tables';
import { users } from '../auth/auth.tables';
import { contactRequests } from '../contact-requests/contact-requests.tables';
import { notifications } from '../notifications/notifications.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';
import { retiredSubdomains, websites } from '../websites/websites.tables';
import { dataExports, type DataExportRow } from './account-data.tables';

/** The account data feature's SQL: its exports, and what a user's export and deletion read. */
export function createAccountDataQueries(db: Database) {
  return {
    latestExport: async (userId: number): Promise<DataExportRow | undefined> =>
      (await db.select().from(dataExports).where(eq(dataExports.user_id, userId)).orderBy(desc(dataExports.id)).limit(1))[0],
    findExport: async (userId: number, id: number): Promise<DataExportRow | undefined> =>
      (await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.user_id, userId))))[0],
    exportById: async (id: number): Promise<DataExportRow | undefined> => (await db.select().from(dataExports).where(eq(dataExports.id, id)))[0],
    countSince: async (userId: number, since: Date) => (await db.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.user_id, userId), gte(dataExports.created_at, since)))).length,
    insertExport: async (userId: number): Promise<DataExportRow> => (await db.insert(dataExports).values({ user_id: userId }).returning())[0]!,
    updateExport: (id: number, values: Partial<typeof dataExports.$inferInsert>) => db.update(dataExports).set({ ...values, updated_at: new Date() }).where(eq(dataExports.id, id)),
    /** Ready exports past their date: their zips are removed, the rows say they expired. */
    expiredExports: () => db.select().from(dataExports).where(and(eq(dataExports.status, 'ready'), lt(dataExports.expires_at, new Date()))),
    /** Exports a stopped process left queued or running. */
    unfinishedExports: () => db.select().from(dataExports).where(notInArray(dataExports.status, ['ready', 'failed'])),

    user: async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0],
    subscriptionsOf: (userId: number) => db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)).orderBy(desc(subscriptions.id)),
    contactRequestsOf: (userId: number) => db.select().from(contactRequests).where(eq(contactRequests.user_id, userId)).orderBy(desc(contactRequests.created_at)),
    notificationsOf: (userId: number) => db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at)),
    websitesOf: (userId: number) => db.select({ id: websites.id, subdomain: websites.subdomain }).from(websites).where(eq(websites.user_id, userId)),

    /** Holds a deleted account's subdomains until `availableAt`. */
    retireSubdomains: async (subdomains: string[], availableAt: Date) => {
      if (subdomains.length === 0) return;
      await db
        .insert(retiredSubdomains)
        .values(subdomains.map((subdomain) => ({ subdomain, available_at: availableAt })))
        .onConflictDoUpdate({ target: retiredSubdomains.subdomain, set: { available_at: availableAt } });
    },
    /** Subdomains whose grace period is over are free again: their rows go. */
    releaseRetiredSubdomains: () => db.delete(retiredSubdomains).where(lt(retiredSubdomains.available_at, new Date())),
    /** The e-mails to the address, sent or still on their way (the outbox keeps them for the admin's preview): none is sent now. */
    deleteMailTo: (address: string) => db.delete(mailOutbox).where(eq(mailOutbox.to_address, address)),
    activeSubscriptionIds: async (userId: number) =>
      (
        await db
          .select({ provider: subscriptions.provider, id: subscriptions.provider_subscription_id })
          .from(subscriptions)
          .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'incomplete', 'unpaid']), isNotNull(subscriptions.provider_subscription_id)))
      ).filter((row) => row.provider !== 'admin'),
  };
}
export type AccountDataQueries = ReturnType<typeof createAccountDataQueries>;
