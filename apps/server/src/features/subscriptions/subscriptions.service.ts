import { getPlan, subscriptionGivesAccess, type Subscription } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import type { UserRow } from '../auth/auth.tables';
import { createSubscriptionQueries } from './subscriptions.queries';

export function createSubscriptionService({ db }: { db: Database }) {
  const queries = createSubscriptionQueries(db);

  return {
    /**
     * The spec's subscription response. A user with no record is on free and has access; so is one
     * whose subscription ended (canceled), which the observed product would have locked out.
     */
    async current(user: UserRow) {
      const found = await queries.latest(user.id);
      const row = found?.status === 'canceled' ? undefined : found;
      const plan = getPlan(user.current_plan);
      const subscription: Subscription | null = row
        ? {
            id: row.id,
            plan: row.plan,
            status: row.status,
            billing_cycle: row.billing_cycle,
            trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
            current_period_end: row.current_period_end?.toISOString() ?? null,
            cancel_at_period_end: row.cancel_at_period_end,
          }
        : null;
      return {
        subscription,
        plan: { name: plan.name, display_name: plan.display_name },
        limits: plan.limits,
        has_access: user.role === 'admin' || subscriptionGivesAccess(row?.status),
        trial_available: !(await queries.hadTrial(user.id)),
      };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
