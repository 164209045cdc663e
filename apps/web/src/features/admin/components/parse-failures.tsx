import type { AdminAnalytics } from '@folio/schema';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime, formatPercent } from '../lib/format';
import { DataTable, NoData } from './data-table';

type Parses = AdminAnalytics['parse_failures'];
const count = (value: number) => value.toLocaleString();
const formatNames: Record<string, string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC', text: 'Text file', pasted: 'Pasted text', unknown: 'Unknown' };
const formatName = (format: string) => formatNames[format] ?? format.toUpperCase();

/** CV parsing in the period by format (uploads, failures, failure rate) and the latest failures with their errors. */
export function ParseFailures({ parses }: { parses: Parses }) {
  return (
    <section aria-labelledby="parses-heading" className="grid gap-3">
      <h2 id="parses-heading" className="text-lg font-semibold tracking-tight">
        CV parsing by format
      </h2>
      <Card className="grid gap-5 p-5">
        <p className="text-sm text-muted-foreground">
          CVs given in onboarding sessions started in the period, files by their detected format and pasted text apart. The failure rate is of the parses that finished. A file refused on upload (too large,
          unreadable, not a CV format) is turned away before anything is kept, so it is not counted here.
        </p>
        {parses.by_format.length === 0 ? (
          <NoData icon={FileWarning} title="No CV was given in this period yet" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <DataTable
              className="self-start"
              caption="CV parses by format"
              rows={parses.by_format}
              rowKey={(row) => row.format}
              columns={[
                { header: 'Format', cell: (row) => formatName(row.format) },
                { header: 'Given', numeric: true, cell: (row) => count(row.uploads) },
                { header: 'Parsed', numeric: true, cell: (row) => count(row.parsed) },
                { header: 'Failed', numeric: true, cell: (row) => <span className={row.failed > 0 ? 'font-medium text-danger-text' : undefined}>{count(row.failed)}</span> },
                { header: 'Failure rate', numeric: true, cell: (row) => (row.failure_rate === null ? '—' : formatPercent(row.failure_rate)) },
              ]}
            />
            <div className="grid content-start gap-2">
              <h3 className="text-sm font-semibold">Latest failures</h3>
              {parses.latest.length === 0 ? (
                <p className="text-sm text-muted-foreground">No CV parse has failed in this period.</p>
              ) : (
                <ul className="grid gap-2">
                  {parses.latest.map((failure) => (
                    <li key={failure.session_id} className="grid gap-1 rounded-lg border bg-background px-4 py-3 text-sm">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                        <span className="font-medium [overflow-wrap:anywhere]">
                          {formatName(failure.format)}
                          {failure.file_name ? ` · ${failure.file_name}` : ''}
                        </span>
                        <time className="text-xs text-muted-foreground" dateTime={failure.failed_at}>
                          {formatDateTime(failure.failed_at)}
                        </time>
                      </div>
                      <Link to={paths.admin.user.getHref(failure.user.id)} className="w-fit text-xs text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
                        {failure.user.email}
                      </Link>
                      <code className="text-xs whitespace-pre-wrap text-danger-text [overflow-wrap:anywhere]">{failure.error ?? 'No error recorded'}</code>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}
