import { getPlan, type AdminHealth, type AdminStats, type StatsPeriod } from '@folio/schema';
import type { Jobs } from '../../platform/jobs';
import type { AdminDashboardQueries, BucketUnit } from './admin-dashboard.queries';

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

type PaidRow = Awaited<ReturnType<AdminDashboardQueries['paidSubscriptions']>>[number];
const monthlyPrice = (row: PaidRow) => {
  const plan = getPlan(row.plan);
  return row.billing_cycle === 'yearly' ? plan.price_yearly_usd / 12 : plan.price_monthly_usd;
};
/** Whether a subscription was paying at `at`: started, out of its trial, not yet canceled. A canceled row's last change is its cancellation. */
function payingAt(row: PaidRow, at: number) {
  if (!['active', 'past_due', 'canceled'].includes(row.status)) return false;
  if (row.created_at.getTime() > at) return false;
  if (row.trial_ends_at && row.trial_ends_at.getTime() > at) return false;
  return row.status !== 'canceled' || row.updated_at.getTime() > at;
}
/** A cancellation of a subscription that had been paying (not a trial that ended unpaid). */
const canceledPaying = (row: PaidRow) => row.status === 'canceled' && (!row.trial_ends_at || row.trial_ends_at < row.updated_at);

/**
 * The admin dashboard's figures, all from the database: sign-ups, verified users, active and
 * published websites, paying subscriptions, MRR and churn (replayed from the subscriptions'
 * dates with each one's current plan: plan changes are not kept as history), CV uploads and
 * parse success, and the health of the jobs layer.
 */
export function createAdminDashboardService({ queries, jobs }: { queries: AdminDashboardQueries; jobs: Pick<Jobs, 'stats'> }) {
  return {
    async stats(period: StatsPeriod, now = new Date()): Promise<AdminStats> {
      const { unit, starts, from } = bucketsOf(period, now);
      const bucketEnds = starts.map((start, index) => Math.min(starts[index + 1]?.getTime() ?? now.getTime(), now.getTime()));
      const signups = fill(starts, await queries.signups(from, unit));
      const verified = fill(starts, await queries.verified(from, unit));
      const active = await queries.activeWebsites(key(from), unit);
      const published = await queries.published(from, unit);
      const paid = await queries.paidSubscriptions();
      const uploads = await queries.cvUploads(from, unit);

      const nowMs = now.getTime();
      const payingNow = paid.filter((row) => payingAt(row, nowMs));
      const mrrAt = (at: number) => Math.round(paid.filter((row) => payingAt(row, at)).reduce((sum, row) => sum + monthlyPrice(row), 0) * 100) / 100;
      const canceled = paid.filter((row) => canceledPaying(row) && row.updated_at >= from);
      const payingAtStart = paid.filter((row) => payingAt(row, from.getTime())).length;
      const bucketIndex = (date: Date) => key(unit === 'month' ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)) : date);
      const newPaid = new Map<string, { pro: number; premium: number }>();
      for (const row of paid) {
        if (row.created_at < from || row.plan === 'free') continue;
        const bucket = bucketIndex(row.created_at);
        const entry = newPaid.get(bucket) ?? { pro: 0, premium: 0 };
        entry[row.plan] += 1;
        newPaid.set(bucket, entry);
      }
      const cancellations = new Map<string, number>();
      for (const row of canceled) cancellations.set(bucketIndex(row.updated_at), (cancellations.get(bucketIndex(row.updated_at)) ?? 0) + 1);
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
          by_plan: { pro: payingNow.filter((row) => row.plan === 'pro').length, premium: payingNow.filter((row) => row.plan === 'premium').length },
          series: starts.map((start) => ({ bucket: key(start), ...(newPaid.get(key(start)) ?? { pro: 0, premium: 0 }) })),
        },
        mrr: { total: mrrAt(nowMs), series: starts.map((start, index) => ({ bucket: key(start), value: mrrAt(bucketEnds[index]!) })) },
        churn: {
          rate: payingAtStart > 0 ? canceled.length / payingAtStart : null,
          canceled: canceled.length,
          paying_at_start: payingAtStart,
          series: starts.map((start) => ({ bucket: key(start), value: cancellations.get(key(start)) ?? 0 })),
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
