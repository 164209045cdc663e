import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminHealth } from '../api/admin-stats';
import { formatDateTime } from '../lib/format';

function Count({ label, value, tone }: { label: string; value: number; tone?: 'danger' }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-background px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={tone === 'danger' && value > 0 ? 'text-xl font-semibold text-danger-text tabular-nums' : 'text-xl font-semibold tabular-nums'}>{value.toLocaleString()}</dd>
    </div>
  );
}

function ErrorList({ title, empty, items }: { title: string; empty: string; items: Array<{ key: string; heading: string; error: string; when: string }> }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.key} className="grid gap-1 rounded-lg border bg-background px-4 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium [overflow-wrap:anywhere]">{item.heading}</span>
                <time className="text-xs text-muted-foreground" dateTime={item.when}>
                  {formatDateTime(item.when)}
                </time>
              </div>
              <code className="text-xs text-danger-text [overflow-wrap:anywhere] whitespace-pre-wrap">{item.error}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Queue health (the jobs layer's counts) and the latest errors: failed jobs, mails and CV parses. */
export function QueueHealth() {
  const health = useAdminHealth();
  return (
    <section aria-labelledby="health-heading" className="grid gap-4">
      <h2 id="health-heading" className="text-lg font-semibold tracking-tight">
        Queue health and latest errors
      </h2>
      {health.isError ? (
        <LoadError title="We couldn't load the queue health" onRetry={() => void health.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !health.data ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : (
        <Card className="grid gap-6 p-5">
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {health.data.queue.kind === 'local' ? 'The in-process queue of this server process (failed: since it started).' : 'The BullMQ queue that every worker shares.'}
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Count label="Waiting" value={health.data.queue.waiting} />
              <Count label="Active" value={health.data.queue.active} />
              <Count label="Retrying" value={health.data.queue.delayed} />
              <Count label="Failed" value={health.data.queue.failed} tone="danger" />
            </dl>
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <ErrorList
              title="Failed jobs"
              empty="No job has failed."
              items={health.data.failed_jobs.map((job, index) => ({ key: `${job.key ?? job.name}-${index}`, heading: `${job.name} · ${job.attempts} attempts`, error: job.error, when: job.failed_at }))}
            />
            <ErrorList
              title="Failed mails"
              empty="No e-mail has failed."
              items={health.data.failed_mails.map((mail) => ({ key: String(mail.id), heading: `${mail.subject} → ${mail.to_address}`, error: mail.error ?? 'No error recorded', when: mail.created_at }))}
            />
            <ErrorList
              title="Failed CV parses"
              empty="No CV parse has failed."
              items={health.data.failed_parses.map((parse) => ({ key: parse.session_id, heading: `User #${parse.user_id}`, error: parse.error ?? 'No error recorded', when: parse.updated_at }))}
            />
          </div>
        </Card>
      )}
    </section>
  );
}
