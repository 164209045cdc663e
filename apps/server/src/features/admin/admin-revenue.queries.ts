import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { subscriptionEvents as events } from '../billing/billing.tables';
import { bucketOf, type BucketUnit } from './admin-dashboard.queries';

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const { mrr_cents: mrr, previous_mrr_cents: previous } = events;

/**
 * Revenue from the subscriptions' history (`subscription_events`). Each event carries the MRR its
 * subscription brought before and after, so MRR at any moment is the sum of every change up to it,
 * and paying subscriptions the sum of every start and end of paying: both stay true when an account
 * (and its subscription rows) goes, since the events stay.
 */
export function createAdminRevenueQueries(db: Database) {
  return {
    /** MRR (cents) and paying subscriptions just before `at`. */
    async openingBefore(at: Date) {
      const [row] = await db
        .select({
          mrr: int(sql`coalesce(sum(${mrr} - ${previous}), 0)`),
          paying: int(sql`coalesce(sum((${mrr} > 0)::int - (${previous} > 0)::int), 0)`),
        })
        .from(events)
        .where(lt(events.occurred_at, at));
      return { mrrCents: row?.mrr ?? 0, paying: row?.paying ?? 0 };
    },

    /** Paying subscriptions now by plan: each subscription's latest event, when it brings revenue. */
    async payingByPlan() {
      const latest = db
        .selectDistinctOn([events.subscription_id], { plan: events.plan, mrr: events.mrr_cents })
        .from(events)
        .where(isNotNull(events.subscription_id))
        .orderBy(events.subscription_id, sql`${events.occurred_at} desc`, sql`${events.id} desc`)
        .as('latest');
      const rows = await db
        .select({ plan: latest.plan, count: int(sql`count(*)`) })
        .from(latest)
        .where(sql`${latest.mrr} > 0`)
        .groupBy(latest.plan);
      const of = (plan: string) => rows.find((row) => row.plan === plan)?.count ?? 0;
      return { pro: of('pro'), premium: of('premium') };
    },

    /** Per bucket since `from`: where MRR came from and went (cents), and how many of each change. */
    movements(from: Date, unit: BucketUnit) {
      const bucket = bucketOf(events.occurred_at, unit);
      return db
        .select({
          bucket: bucket.name,
          new_cents: int(sql`coalesce(sum(${mrr}) filter (where ${previous} = 0 and ${mrr} > 0), 0)`),
          expansion_cents: int(sql`coalesce(sum(${mrr} - ${previous}) filter (where ${previous} > 0 and ${mrr} > ${previous}), 0)`),
          contraction_cents: int(sql`coalesce(sum(${previous} - ${mrr}) filter (where ${mrr} > 0 and ${mrr} < ${previous}), 0)`),
          churned_cents: int(sql`coalesce(sum(${previous}) filter (where ${mrr} = 0 and ${previous} > 0), 0)`),
          new: int(sql`count(*) filter (where ${events.type} in ('started', 'trial_started'))`),
          upgrades: int(sql`count(*) filter (where ${events.type} = 'upgraded')`),
          downgrades: int(sql`count(*) filter (where ${events.type} = 'downgraded')`),
          cancellations: int(sql`count(*) filter (where ${events.type} = 'canceled' and ${events.provider} <> 'admin')`),
          new_paying_pro: int(sql`count(*) filter (where ${previous} = 0 and ${mrr} > 0 and ${events.plan} = 'pro')`),
          new_paying_premium: int(sql`count(*) filter (where ${previous} = 0 and ${mrr} > 0 and ${events.plan} = 'premium')`),
          churned: int(sql`count(*) filter (where ${mrr} = 0 and ${previous} > 0)`),
        })
        .from(events)
        .where(gte(events.occurred_at, from))
        .groupBy(bucket.group);
    },

    /**
     * Trials that ended since `from`: converted, or not (canceled or unpaid straight from the trial,
     * told by the status of the subscription's event before).
     */
    async trialOutcomes(from: Date) {
      const ending = inArray(events.type, ['trial_converted', 'canceled', 'past_due']);
      const touched = db.select({ id: events.subscription_id }).from(events).where(and(gte(events.occurred_at, from), ending, isNotNull(events.subscription_id)));
      const history = db
        .select({
          type: events.type,
          occurred_at: events.occurred_at,
          before: sql<string | null>`lag(${events.status}) over (partition by ${events.subscription_id} order by ${events.occurred_at}, ${events.id})`.as('before'),
        })
        .from(events)
        .where(inArray(events.subscription_id, touched))
        .as('history');
      const [row] = await db
        .select({
          converted: int(sql`count(*) filter (where ${history.type} = 'trial_converted')`),
          not_converted: int(sql`count(*) filter (where ${history.type} in ('canceled', 'past_due') and ${history.before} = 'trialing')`),
        })
        .from(history)
        .where(gte(history.occurred_at, from));
      return { converted: row?.converted ?? 0, notConverted: row?.not_converted ?? 0 };
    },
  };
}
export type AdminRevenueQueries = ReturnType<typeof createAdminRevenueQueries>;
