import type { AdminUserDetail } from '@folio/schema';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDateTime } from '../lib/format';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} <span className="font-normal text-muted-foreground">({count})</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-4">{count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="grid divide-y">{children}</ul>}</CardContent>
    </Card>
  );
}

function Row({ title, meta, aside }: { title: ReactNode; meta: ReactNode; aside?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-0.5">
        <div className="text-sm font-medium [overflow-wrap:anywhere]">{title}</div>
        <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{meta}</div>
      </div>
      {aside}
    </li>
  );
}

const statusTone = { published: 'success', private: 'warning', draft: 'neutral' } as const;

/** /admin/users/{id}: the account, its websites, subscription, uploads, sessions and notifications, and the actions. */
export function UserDetail({ detail, selfId }: { detail: AdminUserDetail; selfId: number }) {
  const { user } = detail;
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="grid gap-3">
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{user.name}</h2>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.email}</p>
          </div>
          <UserBadges user={user} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {[
              ['User id', `#${user.id}`],
              ['Joined', formatDateTime(user.created_at)],
              ['Company', user.company ?? '—'],
              ['E-mail verified', user.email_verified_at ? formatDateTime(user.email_verified_at) : 'Not yet'],
              ['Onboarding', user.onboarding_completed_at ? `Completed ${formatDate(user.onboarding_completed_at)}` : 'Not completed'],
              ['Beta access', user.beta_access ? 'Let in' : 'Waiting'],
              ['Passkeys', user.passkeys_count === 0 ? 'None' : String(user.passkeys_count)],
              ...(user.deactivated_at ? [['Deactivated', formatDateTime(user.deactivated_at)]] : []),
            ].map(([term, value]) => (
              <div key={term} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{term}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <UserActions detail={detail} selfId={selfId} />

      <div className="grid gap-5 lg:grid-cols-2">
        <Section title="Websites" count={detail.websites.length} empty="No websites.">
          {detail.websites.map((website) => (
            <Row
              key={website.id}
              title={website.name || 'Untitled website'}
              meta={`${website.subdomain ?? 'No address'} · ${website.template_slug} · updated ${formatDate(website.updated_at)}`}
              aside={
                <span className="flex items-center gap-2">
                  <Badge variant={statusTone[website.status]}>{website.status}</Badge>
                  {website.url && (
                    <a href={website.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs font-medium text-primary-text hover:underline" aria-label={`Open ${website.name || 'website'} (new tab)`}>
                      Open <ExternalLink className="size-3" aria-hidden="true" />
                    </a>
                  )}
                </span>
              }
            />
          ))}
        </Section>
        <Section title="Subscriptions" count={detail.subscriptions.length} empty="No subscription: the Free plan.">
          {detail.subscriptions.map((row) => (
            <Row
              key={row.id}
              title={`${row.plan} · ${row.billing_cycle}`}
              meta={`${row.provider === 'admin' ? 'Granted by an admin' : `Through ${row.provider === 'test' ? 'the test checkout' : 'Stripe'}`} · since ${formatDate(row.created_at)}${row.current_period_end ? ` · period ends ${formatDate(row.current_period_end)}` : ''}${row.cancel_at_period_end ? ' · cancels at period end' : ''}`}
              aside={<Badge variant={row.status === 'active' || row.status === 'trialing' ? 'success' : 'neutral'}>{row.status}</Badge>}
            />
          ))}
        </Section>
        <Section title="CV uploads and imports" count={detail.uploads.length} empty="No CV uploaded or imported.">
          {detail.uploads.map((upload) => (
            <Row
              key={upload.session_id}
              title={upload.file_name ?? upload.kind.replace('_', ' ')}
              meta={`${formatDateTime(upload.created_at)}${upload.bytes ? ` · ${Math.ceil(upload.bytes / 1024)} KB` : ''}${upload.error ? ` · ${upload.error}` : ''}`}
              aside={<Badge variant={upload.job_state === 'done' ? 'success' : upload.job_state === 'failed' ? 'danger' : 'neutral'}>{upload.job_state}</Badge>}
            />
          ))}
        </Section>
        <Section title="Sessions" count={detail.sessions.length} empty="Not signed in anywhere.">
          {detail.sessions.map((session) => (
            <Row
              key={session.id}
              title={[session.browser, session.os].filter(Boolean).join(' on ') || 'Unknown device'}
              meta={`Signed in ${formatDateTime(session.created_at)} · last used ${formatDateTime(session.last_used_at)} · expires ${formatDateTime(session.expires_at)}`}
              aside={session.impersonator_email ? <Badge variant="warning">Impersonated by {session.impersonator_email}</Badge> : undefined}
            />
          ))}
        </Section>
        <Section title="Notifications" count={detail.notifications.length} empty="No notifications.">
          {detail.notifications.map((notification) => (
            <Row
              key={notification.id}
              title={notification.title}
              meta={`${notification.type.replace('_', ' ')} · ${formatDateTime(notification.created_at)}`}
              aside={notification.read_at ? undefined : <Badge variant="primary">Unread</Badge>}
            />
          ))}
        </Section>
      </div>
    </div>
  );
}
