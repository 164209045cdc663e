import { getPlan, subscriptionEventLabels, type AdminSubscriptionDetail, type SubscriptionEvent } from '@folio/schema';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCents, formatDateTime } from '../lib/format';
import { cycleLabels, providerLabels, renewalOf, statusLabels, statusTones } from '../lib/subscription-labels';

/** What an event did to MRR, said in words. */
function mrrChange(event: SubscriptionEvent) {
  const change = event.mrr_cents - event.previous_mrr_cents;
  if (change === 0) return event.mrr_cents === 0 ? 'No revenue' : `MRR stays ${formatCents(event.mrr_cents)}`;
  return `MRR ${formatCents(event.previous_mrr_cents)} → ${formatCents(event.mrr_cents)} (${change > 0 ? '+' : '−'}${formatCents(Math.abs(change))})`;
}

/** /admin/subscriptions/{id}: the owner, the subscription as it stands, and everything that happened to it. */
export function SubscriptionDetail({ detail }: { detail: AdminSubscriptionDetail }) {
  const { subscription, events } = detail;
  const renewal = renewalOf(subscription);
  const facts: Array<[string, string]> = [
    ['Plan', getPlan(subscription.plan).display_name],
    ['Billing cycle', cycleLabels[subscription.billing_cycle]],
    ['Provider', providerLabels[subscription.provider]],
    ['MRR now', formatCents(subscription.mrr_cents)],
    ['Started', formatDateTime(subscription.created_at)],
    [renewal.label, renewal.at ? formatDateTime(renewal.at) : '—'],
    ['Trial ends', subscription.trial_ends_at ? formatDateTime(subscription.trial_ends_at) : 'No trial'],
    ['Subscription id', `#${subscription.id}`],
  ];
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{subscription.owner.name}</h2>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{subscription.owner.email}</p>
            </div>
            <Badge variant={statusTones[subscription.status]}>{statusLabels[subscription.status]}</Badge>
          </div>
          <Link
            to={paths.admin.user.getHref(subscription.owner.id)}
            className="w-fit text-sm font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Open {subscription.owner.name}’s account
          </Link>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
            {facts.map(([term, value]) => (
              <div key={term} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{term}</dt>
                <dd className="tabular-nums [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {subscription.cancel_at_period_end && subscription.status !== 'canceled' && (
            <p className="text-sm text-warning-text">The owner canceled: it ends at the end of the current period.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            Events <span className="font-normal text-muted-foreground">({events.length})</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="pt-4">
          {events.length === 0 ? (
            <p className="text-sm text-muted-foreground">No events recorded for this subscription.</p>
          ) : (
            <ol className="grid gap-0" aria-label="Events, oldest first">
              {events.map((event) => (
                <li key={event.id} className="relative grid gap-0.5 border-l-2 border-border py-2 pl-5 before:absolute before:top-3.5 before:-left-[5px] before:size-2 before:rounded-full before:bg-primary">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                    <span className="text-sm font-medium">{subscriptionEventLabels[event.type]}</span>
                    <time dateTime={event.occurred_at} className="text-xs text-muted-foreground">
                      {formatDateTime(event.occurred_at)}
                    </time>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {getPlan(event.plan).display_name} · {cycleLabels[event.billing_cycle].toLowerCase()} · {statusLabels[event.status].toLowerCase()} · <span className="tabular-nums">{mrrChange(event)}</span>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
