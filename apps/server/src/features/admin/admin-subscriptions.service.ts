import { mrrCents, type AdminSubscriptionDetail, type AdminSubscriptionRow, type AdminSubscriptionsQuery } from '@folio/schema';
import { notFound } from '../../platform/errors';
import { pageOf } from '../../platform/pagination';
import type { AdminSubscriptionListRow, AdminSubscriptionQueries } from './admin-subscriptions.queries';

function present(row: AdminSubscriptionListRow): AdminSubscriptionRow {
  return {
    id: row.id,
    owner: { id: row.user_id, name: row.owner_name, email: row.owner_email },
    plan: row.plan,
    billing_cycle: row.billing_cycle,
    status: row.status,
    provider: row.provider,
    cancel_at_period_end: row.cancel_at_period_end,
    mrr_cents: mrrCents(row),
    created_at: row.created_at.toISOString(),
    current_period_end: row.current_period_end?.toISOString() ?? null,
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
  };
}

/** /admin/subscriptions: every subscription (read-only: a subscription changes through its provider, or a grant on the user's page). */
export function createAdminSubscriptionService({ queries }: { queries: AdminSubscriptionQueries }) {
  return {
    async list(query: AdminSubscriptionsQuery) {
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page);
      return { data: rows.map(present), pagination: pageOf(query.page, query.per_page, total, rows.length) };
    },

    async detail(id: number): Promise<AdminSubscriptionDetail> {
      const row = await queries.find(id);
      if (!row) throw notFound('Subscription not found.');
      const events = await queries.eventsOf(id);
      return {
        subscription: present(row),
        events: events.map((event) => ({
          id: event.id,
          type: event.type,
          plan: event.plan,
          billing_cycle: event.billing_cycle,
          status: event.status,
          mrr_cents: event.mrr_cents,
          previous_mrr_cents: event.previous_mrr_cents,
          occurred_at: event.occurred_at.toISOString(),
        })),
      };
    },
  };
}
export type AdminSubscriptionService = ReturnType<typeof createAdminSubscriptionService>;
