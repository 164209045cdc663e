import { getPlan, subscriptionStatuses, type AdminSubscriptionRow } from '@folio/schema';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminSubscriptions, type AdminSubscriptionsFilters } from '../api/admin-revenue';
import { formatCents, formatDate } from '../lib/format';
import { cycleLabels, providerLabels, renewalOf, statusLabels, statusTones } from '../lib/subscription-labels';
import { ListFilters } from './list-filters';

const filterSelects = [
  { name: 'plan', label: 'Plan', options: [['pro', 'Pro'], ['premium', 'Premium'], ['free', 'Free']] },
  { name: 'status', label: 'Status', options: subscriptionStatuses.map((status) => [status, statusLabels[status]] as const) },
  { name: 'provider', label: 'Provider', options: Object.entries(providerLabels) },
  { name: 'billing_cycle', label: 'Billing cycle', options: Object.entries(cycleLabels) },
] as const;

function Renewal({ row }: { row: AdminSubscriptionRow }) {
  const renewal = renewalOf(row);
  return (
    <>
      {renewal.label}
      {renewal.at && ` ${formatDate(renewal.at)}`}
    </>
  );
}

const planText = (row: AdminSubscriptionRow) => `${getPlan(row.plan).display_name} · ${cycleLabels[row.billing_cycle].toLowerCase()}`;

/** /admin/subscriptions: every subscription, searched by owner and filtered, pages of 25 kept in the address. */
export function SubscriptionsList({
  page,
  filters,
  onPageChange,
  onFilterChange,
}: {
  page: number;
  filters: AdminSubscriptionsFilters;
  onPageChange: (page: number) => void;
  onFilterChange: (name: string, value: string | null) => void;
}) {
  const subscriptions = useAdminSubscriptions(page, filters);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="grid gap-5">
      <ListFilters
        idPrefix="admin-subscription"
        searchPlaceholder="Owner's name or e-mail"
        filters={filters}
        selects={filterSelects}
        onFilterChange={onFilterChange}
        className="lg:grid-cols-[2fr_repeat(4,1fr)]"
      />

      {subscriptions.isError ? (
        <LoadError title="We couldn't load the subscriptions" onRetry={() => void subscriptions.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !subscriptions.data ? (
        <div role="status" aria-label="Loading subscriptions" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : subscriptions.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <CreditCard className="size-8 text-muted-foreground" aria-hidden="true" />
          {filtered ? (
            <>
              <p className="font-medium">No subscriptions match</p>
              <p className="text-sm text-muted-foreground">Try another search, or clear a filter.</p>
            </>
          ) : (
            <>
              <p className="font-medium">No subscriptions yet</p>
              <p className="text-sm text-muted-foreground">Nobody has subscribed to a plan. Subscriptions appear here as soon as someone pays at checkout or an admin grants a plan.</p>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {subscriptions.data.pagination.total} subscriptions found
          </p>
          {/* From 768 px a table; below, one card per subscription (the same link and facts). */}
          <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Subscriptions, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Owner</th>
                  <th scope="col" className="px-4 py-3">Plan</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3 text-right">MRR</th>
                  <th scope="col" className="px-4 py-3">Started</th>
                  <th scope="col" className="px-4 py-3">Renews or ends</th>
                  <th scope="col" className="px-4 py-3">Trial ends</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {subscriptions.data.data.map((row) => (
                  <tr key={row.id} className="hover:bg-accent/50">
                    <td className="max-w-64 px-4 py-3">
                      <Link to={paths.admin.subscription.getHref(row.id)} className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                        {row.owner.name}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">{row.owner.email}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {planText(row)}
                      <p className="text-xs text-muted-foreground">{providerLabels[row.provider]}</p>
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={statusTones[row.status]}>{statusLabels[row.status]}</Badge>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatCents(row.mrr_cents)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(row.created_at)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <Renewal row={row} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{row.trial_ends_at ? formatDate(row.trial_ends_at) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="Subscriptions, newest first">
            {subscriptions.data.data.map((row) => (
              <li key={row.id} className="grid gap-2 rounded-xl border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="grid min-w-0">
                    <Link to={paths.admin.subscription.getHref(row.id)} className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                      {row.owner.name}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground">{row.owner.email}</p>
                  </div>
                  <Badge variant={statusTones[row.status]}>{statusLabels[row.status]}</Badge>
                </div>
                <p className="text-sm">
                  {planText(row)} · <span className="tabular-nums">{formatCents(row.mrr_cents)}</span> MRR
                </p>
                <p className="text-xs text-muted-foreground">
                  {providerLabels[row.provider]} · started {formatDate(row.created_at)} · <Renewal row={row} />
                  {row.trial_ends_at && ` · trial ends ${formatDate(row.trial_ends_at)}`}
                </p>
              </li>
            ))}
          </ul>
          <Pagination info={subscriptions.data.pagination} onPageChange={onPageChange} label="Subscriptions pages" />
        </>
      )}
    </div>
  );
}
