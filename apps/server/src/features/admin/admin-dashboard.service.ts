import type { AdminHealth, AdminStats, StatsPeriod } from '@folio/schema';
import type { Jobs } from '../../platform/jobs';
import type { AdminDashboardQueries, BucketUnit } from './admin-dashboard.queries';
import type { AdminRevenueService } from './admin-revenue.service';

const DAY = 86_400_000;
const periodDays: Record<Exclude<StatsPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The buckets of a period, oldest first: its days (today included), or the last 12 months (this one included). */
export function bucketsOf(period: StatsPeriod, now = new Date()): { unit: BucketUnit; starts: Date[]; from: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === '12m') {
    const starts = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)));
    return { unit: 'month', starts, from: starts[0]! };
  }
  const days = periodDays[period];
  const starts = Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY));
  return { unit: 'day', starts, from: starts[0]! };
}

const key = (date: Date) => date.toISOString().slice(0, 10);

/** A value per bucket, zero where the query found nothing. */
function fill(starts: Date[], rows: Array<{ bucket: string; value: number }>) {
  const found = new Map(rows.map((row) => [row.bucket, Number(row.value)]));
  return starts.map((start) => ({ bucket: key(start), value: found.get(key(start)) ?? 0 }));
}

/**
 * The admin dashboard's figures, all from the database: sign-ups, verified users, active and
 * published websites, paying subscriptions, MRR and churn (from the subscriptions' history, read
 * by Revenue Analytics' own timeline, so both screens give the same figures), CV uploads and parse
 * success, and the health of the jobs layer.
 */
export function createAdminDashboardService({ queries, jobs, revenue }: { queries: AdminDashboardQueries; jobs: Pick<Jobs, 'stats'>; revenue: Pick<AdminRevenueService, 'timeline' | 'payingByPlan'> }) {
  return {
    async stats(period: StatsPeriod, now = new Date()): Promise<AdminStats> {
      const { unit, starts, from } = bucketsOf(period, now);
      const signups = fill(starts, await queries.signups(from, unit));
      const verified = fill(starts, await queries.verified(from, unit));
      const active = await queries.activeWebsites(key(from), unit);
      const published = await queries.published(from, unit);
      const uploads = await queries.cvUploads(from, unit);
      const revenueTimeline = await revenue.timeline(period, now);
      const payingNow = await revenue.payingByPlan();
      const canceled = revenueTimeline.buckets.reduce((sum, row) => sum + row.churned, 0);
      const payingAtStart = revenueTimeline.opening.paying;
      const uploadsBy = new Map(uploads.map((row) => [row.bucket, row]));
      const uploadTotals = uploads.reduce((sum, row) => ({ uploads: sum.uploads + Number(row.uploads), parsed: sum.parsed + Number(row.parsed), failed: sum.failed + Number(row.failed) }), { uploads: 0, parsed: 0, failed: 0 });
      const finished = uploadTotals.parsed + uploadTotals.failed;

      return {
        period,
        bucket: unit,
        from: from.toISOString(),
        to: now.toISOString(),
        signups: { total: signups.reduce((sum, point) => sum + point.value, 0), series: signups },
        verified_users: { total: verified.reduce((sum, point) => sum + point.value, 0), series: verified },
        active_websites: { total: active.total, websites_total: active.websitesTotal, series: fill(starts, active.series) },
        published_sites: { total: published.total, series: fill(starts, published.series) },
        paying_subscriptions: {
          by_plan: payingNow,
          series: revenueTimeline.buckets.map((row) => ({ bucket: row.bucket, pro: row.new_paying_pro, premium: row.new_paying_premium })),
        },
        mrr: { total: revenueTimeline.mrrCents / 100, series: revenueTimeline.buckets.map((row) => ({ bucket: row.bucket, value: row.mrrCents / 100 })) },
        churn: {
          rate: payingAtStart > 0 ? canceled / payingAtStart : null,
          canceled,
          paying_at_start: payingAtStart,
          series: revenueTimeline.buckets.map((row) => ({ bucket: row.bucket, value: row.churned })),
        },
        cv_uploads: {
          total: uploadTotals.uploads,
          parsed: uploadTotals.parsed,
          failed: uploadTotals.failed,
          success_rate: finished > 0 ? uploadTotals.parsed / finished : null,
          series: starts.map((start) => {
            const row = uploadsBy.get(key(start));
            return { bucket: key(start), uploads: Number(row?.uploads ?? 0), parsed: Number(row?.parsed ?? 0), failed: Number(row?.failed ?? 0) };
          }),
        },
      };
    },

    async health(): Promise<AdminHealth> {
      const queue = await jobs.stats();
      const mails = await queries.failedMails();
      const parses = await queries.failedParses();
      return {
        queue: { kind: queue.kind, waiting: queue.waiting, active: queue.active, delayed: queue.delayed, failed: queue.failed },
        failed_jobs: queue.recentFailures.map((job) => ({ name: job.name, key: job.key, error: job.error, attempts: job.attempts, failed_at: job.failedAt.toISOString() })),
        failed_mails: mails.map((mail) => ({ ...mail, created_at: mail.created_at.toISOString() })),
        failed_parses: parses.map((row) => ({ session_id: row.id, user_id: row.user_id, error: row.error, updated_at: row.updated_at.toISOString() })),
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
