import type { AdminSubscriptionRow } from '@folio/schema';

type Status = AdminSubscriptionRow['status'];
type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export const statusLabels: Record<Status, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  unpaid: 'Unpaid',
};
export const statusTones: Record<Status, Tone> = { active: 'success', trialing: 'primary', past_due: 'warning', canceled: 'neutral', incomplete: 'warning', unpaid: 'danger' };

export const providerLabels: Record<AdminSubscriptionRow['provider'], string> = { test: 'Test checkout', stripe: 'Stripe', admin: 'Granted by admin' };
export const cycleLabels: Record<AdminSubscriptionRow['billing_cycle'], string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** When it renews, or when it ends (a scheduled cancellation, or ended). */
export function renewalOf(row: Pick<AdminSubscriptionRow, 'status' | 'cancel_at_period_end' | 'current_period_end' | 'provider'>): { label: string; at: string | null } {
  if (row.status === 'canceled') return { label: 'Ended', at: null };
  if (row.provider === 'admin') return { label: 'No renewal', at: null };
  return { label: row.cancel_at_period_end ? 'Ends' : 'Renews', at: row.current_period_end };
}
