import type { WebsiteSummary } from '@folio/schema';
import { BarChart3, Circle, Copy, ExternalLink, Globe, PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useWebsiteAnalytics } from '@/api/get-website-analytics';
import { copySiteLink } from '@/components/site-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn, getInitials } from '@/lib/utils';
import { displayAddress, displayStatus } from '../lib/websites';
import { WebsiteMenu, type WebsiteAction } from './website-menu';

const statusBadges = {
  published: { label: 'Published', variant: 'success' },
  private: { label: 'Private', variant: 'warning' },
  draft: { label: 'Draft', variant: 'neutral' },
} as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const number = new Intl.NumberFormat();

/** The week's visitor analytics in a line; nothing while they load or when they cannot be read. */
function WeekViews({ websiteId }: { websiteId: number }) {
  const { data } = useWebsiteAnalytics(websiteId, 'week');
  if (!data) return null;
  const { views, visitors } = data.totals;
  return (
    <div className="flex items-center gap-2">
      <dt className="sr-only">Last 7 days</dt>
      <BarChart3 className="size-3.5 shrink-0" aria-hidden="true" />
      <dd>
        {number.format(views)} {views === 1 ? 'view' : 'views'} · {number.format(visitors)} {visitors === 1 ? 'visitor' : 'visitors'} in the last 7 days
      </dd>
    </div>
  );
}

export interface WebsiteCardLinks {
  builder: (id: number) => string;
  preview: (id: number) => string;
}

/** One portfolio on the dashboard: status, address, last change, and what can be done with it. */
export function WebsiteCard({
  website,
  active,
  links,
  busy,
  showViews,
  onAction,
}: {
  website: WebsiteSummary;
  active: boolean;
  links: WebsiteCardLinks;
  busy: boolean;
  /** The plan includes visitor analytics: a published site shows its week's views. */
  showViews: boolean;
  onAction: (action: WebsiteAction, website: WebsiteSummary) => void;
}) {
  const status = displayStatus(website);
  const badge = statusBadges[status];
  const address = displayAddress(website);
  const summary = website.intro || website.contact.title;
  // The address is a link once the site is public.
  const liveUrl = status === 'published' ? website.site_url : null;
  const titleId = `website-${website.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn(
        'group flex flex-col rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md',
        active && 'border-primary/40 ring-1 ring-primary/25',
      )}
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          {website.flat_picture ? (
            <img src={website.flat_picture} alt="" className="size-10 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary-text">
              {getInitials(website.name)}
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5 pt-2">
            <Badge variant={badge.variant}>{badge.label}</Badge>
            {active && (
              <Badge variant="primary">
                <Circle className="size-2 fill-current" aria-hidden="true" />
                Active
              </Badge>
            )}
          </div>
          <WebsiteMenu website={website} active={active} status={status} disabled={busy} onAction={onAction} />
        </div>
        <div className="grid gap-1">
          <h3 id={titleId} className="truncate text-base font-semibold tracking-tight">
            {website.name}
          </h3>
          <p className={cn('line-clamp-2 min-h-10 text-sm text-muted-foreground', !summary && 'italic')}>{summary || 'No intro yet'}</p>
        </div>
        <dl className="mt-auto grid gap-1.5 text-[13px] text-muted-foreground">
          <div className="flex min-w-0 items-center gap-2">
            <dt className="sr-only">Address</dt>
            <Globe className="size-3.5 shrink-0" aria-hidden="true" />
            {liveUrl ? (
              <dd className="flex min-w-0 items-center gap-1">
                <a
                  href={liveUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="truncate font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {address}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <Button variant="ghost" size="icon-sm" className="-my-1.5 size-7 text-muted-foreground" onClick={() => void copySiteLink(liveUrl)}>
                  <Copy aria-hidden="true" />
                  <span className="sr-only">Copy link to {website.name}</span>
                </Button>
              </dd>
            ) : (
              <dd className="truncate">{address ?? 'No address yet'}</dd>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-2">
            <dt className="sr-only">Last updated</dt>
            <dd>
              Updated <time dateTime={website.updated_at}>{dateFormat.format(new Date(website.updated_at))}</time>
            </dd>
            <span aria-hidden="true">·</span>
            <dt className="sr-only">Sections</dt>
            <dd>
              {website.sections_count} {website.sections_count === 1 ? 'entry' : 'entries'}
            </dd>
          </div>
          {showViews && liveUrl && <WeekViews websiteId={website.id} />}
        </dl>
      </div>
      <div className="flex items-center gap-2 border-t bg-muted/40 px-5 py-3">
        <Button asChild variant="outline" size="sm">
          <a href={links.preview(website.id)} target="_blank" rel="noopener noreferrer" aria-label={`Preview ${website.name} (opens in a new tab)`}>
            <ExternalLink aria-hidden="true" />
            Preview
          </a>
        </Button>
        <Button asChild size="sm" className="ml-auto">
          <Link to={links.builder(website.id)} aria-label={`Edit Portfolio: ${website.name}`}>
            <PenSquare aria-hidden="true" />
            Edit Portfolio
          </Link>
        </Button>
      </div>
    </article>
  );
}
