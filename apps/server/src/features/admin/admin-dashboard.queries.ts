import { and, count, countDistinct, desc, eq, gte, isNotNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { mailOutbox } from '../../platform/db/platform.tables';
import { websiteVisitors } from '../analytics/analytics.tables';
import { users } from '../auth/auth.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';
import { websites } from '../websites/websites.tables';

export type BucketUnit = 'day' | 'month';

/**
 * The UTC day or month a timestamp (or a date) falls in: grouped by the truncated value, named as
 * YYYY-MM-DD of its first day (formatted once a group, not once a row).
 */
export function bucketOf(column: AnyColumn, unit: BucketUnit, isDate = false) {
  // A date is its own day: grouped as it is, an index on it gives the groups in order.
  if (isDate && unit === 'day') return { name: sql<string>`to_char(${column}, 'YYYY-MM-DD')`, group: sql`${column}` };
  const truncated = isDate ? sql`date_trunc(${sql.raw(`'${unit}'`)}, ${column}::timestamp)` : sql`date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'UTC')`;
  return { name: sql<string>`to_char(${truncated}, 'YYYY-MM-DD')`, group: truncated };
}

/** The admin dashboard's SQL: counts grouped by day or month since `from`, each one scan of an indexed range. */
export function createAdminDashboardQueries(db: Database) {
  const perBucket = async (column: AnyColumn, from: Date, unit: BucketUnit, where?: ReturnType<typeof and>) => {
    const bucket = bucketOf(column, unit);
    return db
      .select({ bucket: bucket.name, value: count() })
      .from(users)
      .where(and(gte(column, from), where))
      .groupBy(bucket.group);
  };

  return {
    signups: (from: Date, unit: BucketUnit) => perBucket(users.created_at, from, unit),
    verified: (from: Date, unit: BucketUnit) => perBucket(users.email_verified_at, from, unit, isNotNull(users.email_verified_at)),

    /** Websites with at least one visitor, per bucket and over the whole period. */
    async activeWebsites(fromDay: string, unit: BucketUnit) {
      const bucket = bucketOf(websiteVisitors.day, unit, true);
      const where = and(gte(websiteVisitors.day, fromDay), sql`${websiteVisitors.visitors} > 0`);
      const series = await db.select({ bucket: bucket.name, value: countDistinct(websiteVisitors.website_id) }).from(websiteVisitors).where(where).groupBy(bucket.group);
      const [total] = await db.select({ value: countDistinct(websiteVisitors.website_id) }).from(websiteVisitors).where(where);
      const [all] = await db.select({ value: count() }).from(websites);
      return { series, total: total?.value ?? 0, websitesTotal: all?.value ?? 0 };
    },

    /** Sites published now; the series by when each was (last) published. */
    async published(from: Date, unit: BucketUnit) {
      const bucket = bucketOf(websites.published_at, unit);
      const isPublished = eq(websites.status, 'published');
      const series = await db.select({ bucket: bucket.name, value: count() }).from(websites).where(and(isPublished, gte(websites.published_at, from))).groupBy(bucket.group);
      const [total] = await db.select({ value: count() }).from(websites).where(isPublished);
      return { series, total: total?.value ?? 0 };
    },

    /** Every subscription paid through a provider (never the admin's grants): few rows, read whole to replay MRR and churn over time. */
    paidSubscriptions: () =>
      db
        .select({
          plan: subscriptions.plan,
          status: subscriptions.status,
          billing_cycle: subscriptions.billing_cycle,
          trial_ends_at: subscriptions.trial_ends_at,
          created_at: subscriptions.created_at,
          updated_at: subscriptions.updated_at,
        })
        .from(subscriptions)
        .where(ne(subscriptions.provider, 'admin')),

    /** CV files uploaded in onboarding per bucket, with how many parsed and how many failed. */
    cvUploads(from: Date, unit: BucketUnit) {
      const bucket = bucketOf(onboardingSessions.created_at, unit);
      return db
        .select({
          bucket: bucket.name,
          uploads: count(),
          parsed: sql<number>`count(*) filter (where ${onboardingSessions.job_state} = 'done')::int`,
          failed: sql<number>`count(*) filter (where ${onboardingSessions.job_state} = 'failed')::int`,
        })
        .from(onboardingSessions)
        .where(and(gte(onboardingSessions.created_at, from), sql`${onboardingSessions.source}->>'kind' = 'file'`))
        .groupBy(bucket.group);
    },

    failedMails: () =>
      db
        .select({
          id: mailOutbox.id,
          to_address: mailOutbox.to_address,
          subject: mailOutbox.subject,
          kind: mailOutbox.kind,
          error: mailOutbox.error,
          attempts: mailOutbox.attempts,
          created_at: mailOutbox.created_at,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'failed'))
        .orderBy(desc(mailOutbox.id))
        .limit(10),

    failedParses: () =>
      db
        .select({ id: onboardingSessions.id, user_id: onboardingSessions.user_id, error: onboardingSessions.error, updated_at: onboardingSessions.updated_at })
        .from(onboardingSessions)
        .where(eq(onboardingSessions.job_state, 'failed'))
        .orderBy(desc(onboardingSessions.updated_at))
        .limit(10),
  };
}
export type AdminDashboardQueries = ReturnType<typeof createAdminDashboardQueries>;
