import type { RevenueAnalytics, StatsPeriod } from '@folio/schema';
import { bucketsOf } from './admin-dashboard.service';
import type { AdminRevenueQueries } from './admin-revenue.queries';

type MovementRow = Awaited<ReturnType<AdminRevenueQueries['movements']>>[number];
const key = (date: Date) => date.toISOString().slice(0, 10);
const empty: Omit<MovementRow, 'bucket'> = {
  new_cents: 0,
  expansion_cents: 0,
  contraction_cents: 0,
  churned_cents: 0,
  new: 0,
  upgrades: 0,
  downgrades: 0,
  cancellations: 0,
  new_paying_pro: 0,
  new_paying_premium: 0,
  churned: 0,
};

/**
 * Revenue over a period, replayed from the subscriptions' history: MRR at the period's start, then
 * each bucket's changes on top. The admin dashboard's MRR, paying subscriptions and churn come from
 * here too, so the two screens always agree.
 */
export function createAdminRevenueService({ queries }: { queries: AdminRevenueQueries }) {
  /** The period's buckets, each with its changes and the MRR (cents) and paying count at its end. */
  async function timeline(period: StatsPeriod, now = new Date()) {
    const { unit, starts, from } = bucketsOf(period, now);
    const opening = await queries.openingBefore(from);
    const found = new Map((await queries.movements(from, unit)).map((row) => [row.bucket, row]));
    let mrrCents = opening.mrrCents;
    let paying = opening.paying;
    const buckets = starts.map((start) => {
      const row = { ...empty, ...found.get(key(start)) };
      const newPaying = row.new_paying_pro + row.new_paying_premium;
      mrrCents += row.new_cents + row.expansion_cents - row.contraction_cents - row.churned_cents;
      paying += newPaying - row.churned;
      return { ...row, bucket: key(start), mrrCents, paying };
    });
    return { unit, from, opening, buckets, mrrCents, paying };
  }

  return {
    timeline,

    async analytics(period: StatsPeriod, now = new Date()): Promise<RevenueAnalytics> {
      const { unit, from, buckets, mrrCents, paying } = await timeline(period, now);
      const trials = await queries.trialOutcomes(from);
      const sum = (pick: (row: (typeof buckets)[number]) => number) => buckets.reduce((total, row) => total + pick(row), 0);
      const movementTotals = {
        new_cents: sum((row) => row.new_cents),
        expansion_cents: sum((row) => row.expansion_cents),
        contraction_cents: sum((row) => row.contraction_cents),
        churned_cents: sum((row) => row.churned_cents),
      };
      const ended = trials.converted + trials.notConverted;
      return {
        period,
        bucket: unit,
        from: from.toISOString(),
        to: now.toISOString(),
        current: { mrr_cents: mrrCents, arr_cents: mrrCents * 12, paying, arpu_cents: paying > 0 ? Math.round(mrrCents / paying) : null },
        series: buckets.map((row) => ({ bucket: row.bucket, mrr_cents: row.mrrCents, arr_cents: row.mrrCents * 12 })),
        movements: buckets.map((row) => ({
          bucket: row.bucket,
          new_cents: row.new_cents,
          expansion_cents: row.expansion_cents,
          contraction_cents: row.contraction_cents,
          churned_cents: row.churned_cents,
        })),
        movement_totals: { ...movementTotals, net_cents: movementTotals.new_cents + movementTotals.expansion_cents - movementTotals.contraction_cents - movementTotals.churned_cents },
        counts: buckets.map((row) => ({ bucket: row.bucket, new: row.new, upgrades: row.upgrades, downgrades: row.downgrades, cancellations: row.cancellations })),
        count_totals: { new: sum((row) => row.new), upgrades: sum((row) => row.upgrades), downgrades: sum((row) => row.downgrades), cancellations: sum((row) => row.cancellations) },
        trials: { ended, converted: trials.converted, not_converted: trials.notConverted, rate: ended > 0 ? trials.converted / ended : null },
      };
    },

    payingByPlan: () => queries.payingByPlan(),
  };
}
export type AdminRevenueService = ReturnType<typeof createAdminRevenueService>;
