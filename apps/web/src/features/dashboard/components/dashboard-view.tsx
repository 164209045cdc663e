import { getPlan, planIncludes, type User, type WebsiteSummary } from '@folio/schema';
import { Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { limitDataFor, UpgradeDialog, type SubscriptionLimitData } from '@/components/upgrade-dialog';
import { PdfExportDialog } from '@/components/pdf-export-dialog';
import { useWebsites } from '@/api/get-websites';
import { useCheckoutReturn, type PlanCheck } from '../hooks/use-checkout-return';
import { useWebsiteActions } from '../hooks/use-website-actions';
import { dashboardMessages as m } from '../lib/messages';
import { clearPendingAction, readPendingAction, storePendingAction } from '../lib/pending-action';
import { computeStats, filterWebsites } from '../lib/websites';
import { DashboardStats } from './dashboard-stats';
import { EmptyState } from './empty-state';
import { WebsiteCard, type WebsiteCardLinks } from './website-card';
import { WebsiteSearch } from './website-search';
import { WelcomeHero } from './welcome-hero';

export interface DashboardPlan {
  name: string;
  displayName: string;
  /** Portfolio websites the plan allows. */
  limit: number;
  isOnTrial: boolean;
}

export interface DashboardLinks extends WebsiteCardLinks {
  onboarding: string;
  create: string;
  subscription: string;
}

function CardsSkeleton() {
  return (
    <div role="status" aria-label="Loading your websites" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/** The signed-in home (platform.md sections 2 and 4): greeting, counts, search and the website cards. */
export function DashboardView({
  user,
  plan,
  links,
  refresh,
  recheck,
}: {
  user: User;
  /** The subscription's plan, or free with 1 website when it could not be read (platform.md section 4). */
  plan: DashboardPlan;
  links: DashboardLinks;
  refresh: () => Promise<PlanCheck | null>;
  recheck: () => Promise<PlanCheck | null>;
}) {
  const navigate = useNavigate();
  const websites = useWebsites();
  const [query, setQuery] = useState('');
  // Where the limit was met: only a refused create is resumed after upgrading (a copy is one click away).
  const [limit, setLimit] = useState<{ data: SubscriptionLimitData; source: 'create' | 'clone' } | null>(null);
  const [pdfFor, setPdfFor] = useState<WebsiteSummary | null>(null);
  const actions = useWebsiteActions((data) => setLimit({ data, source: 'clone' }), setPdfFor);
  const settling = useCheckoutReturn({ refresh, recheck });

  const list = websites.data;
  const shown = useMemo(() => filterWebsites(list ?? [], query), [list, query]);
  const stats = useMemo(() => computeStats(list ?? []), [list]);
  const isAdmin = user.role === 'admin';
  const atLimit = !isAdmin && list !== undefined && list.length >= plan.limit;

  // A create action begun before upgrading resumes once the plan has room (within 30 minutes).
  // Back from checkout, the payment's toast already says why; otherwise one says it here.
  const [returning] = useState(settling);
  useEffect(() => {
    if (settling || list === undefined || !readPendingAction()) return;
    if (atLimit) return;
    clearPendingAction();
    if (!returning) toast.info('Your plan has room now. Let’s create your website.', { id: 'pending-create' });
    void navigate(links.create);
  }, [settling, returning, list, atLimit, navigate, links.create]);

  const create = () => {
    if (atLimit) {
      setLimit({ data: limitDataFor(plan.name, list.length, plan.isOnTrial), source: 'create' });
      return;
    }
    void navigate(links.create);
  };

  return (
    <div className="grid gap-6">
      <WelcomeHero
        user={user}
        usage={list ? { name: plan.name, displayName: plan.displayName, limit: plan.limit, count: list.length } : null}
        subscriptionHref={links.subscription}
      />
      {websites.isError ? (
        <LoadError title={m.loadFailed} onRetry={() => void websites.refetch()}>
          Your websites could not be loaded. Check your connection and try again.
        </LoadError>
      ) : (
        <>
          {list && !isAdmin && list.length > plan.limit && (
            <Alert
              variant="warning"
              title={`You are over the ${plan.displayName} plan's limit`}
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to={links.subscription}>Compare plans</Link>
                </Button>
              }
            >
              You have {list.length} portfolio websites and the {plan.displayName} plan allows {plan.limit}. All of them are kept and stay online; to
              create another, delete one or upgrade.
            </Alert>
          )}
          {list && list.length > 0 && <DashboardStats stats={stats} limit={isAdmin ? null : plan.limit} />}
          <section aria-labelledby="websites-title" className="grid gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="websites-title" className="text-lg font-semibold tracking-tight">
                Your websites
              </h2>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                {list && list.length > 0 && <WebsiteSearch value={query} onChange={setQuery} shown={shown.length} total={list.length} />}
                <Button onClick={create} disabled={!list}>
                  <Plus aria-hidden="true" />
                  Create New Website
                </Button>
              </div>
            </div>
            {!list ? (
              <CardsSkeleton />
            ) : list.length === 0 ? (
              <EmptyState onboardingHref={links.onboarding} createHref={links.create} />
            ) : shown.length === 0 ? (
              <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
                <SearchX className="size-6 text-muted-foreground" aria-hidden="true" />
                <p className="text-sm text-muted-foreground">No website matches “{query.trim()}”.</p>
                <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              </div>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((website) => (
                  <li key={website.id} className="grid">
                    <WebsiteCard
                      website={website}
                      active={user.active_website_id === website.id}
                      links={links}
                      busy={actions.busyId === website.id}
                      showViews={isAdmin || planIncludes(getPlan(plan.name), 'analytics')}
                      onAction={(action, target) => void actions.handle(action, target)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <PdfExportDialog website={pdfFor} onClose={() => setPdfFor(null)} />
      <UpgradeDialog
        reason={limit ? { kind: 'limit', data: limit.data } : null}
        onClose={() => setLimit(null)}
        onUpgrade={() => {
          if (limit?.source === 'create') storePendingAction();
        }}
      />
    </div>
  );
}
