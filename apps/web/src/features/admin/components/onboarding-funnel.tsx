import { funnelStepLabels, onboardingSourceLabels, type AdminAnalytics } from '@folio/schema';
import { Route } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatPercent } from '../lib/format';
import { DataTable, NoData } from './data-table';

type Funnel = AdminAnalytics['funnel'];
const count = (value: number) => value.toLocaleString();

/** The steps as bars as wide as their share of the first step; each bar's figures are written beside it. */
function FunnelBars({ steps }: { steps: Funnel['steps'] }) {
  const first = Math.max(steps[0]?.count ?? 0, 1);
  return (
    <ol className="grid gap-3" aria-label="Onboarding funnel">
      {steps.map((step) => (
        <li key={step.step} className="grid gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium">{funnelStepLabels[step.step]}</span>
            <span className="tabular-nums">
              <span className="font-semibold">{count(step.count)}</span>
              {step.rate !== null && <span className="text-muted-foreground"> · {formatPercent(step.rate)} of the step before</span>}
            </span>
          </div>
          <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max((step.count / first) * 100, step.count > 0 ? 1 : 0)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** From a CV to a published site: sessions started in the period, how far they got, and by where they began. */
export function OnboardingFunnel({ funnel }: { funnel: Funnel }) {
  const started = funnel.steps[0]?.count ?? 0;
  return (
    <section aria-labelledby="funnel-heading" className="grid gap-3">
      <h2 id="funnel-heading" className="text-lg font-semibold tracking-tight">
        Onboarding funnel
      </h2>
      <Card className="grid gap-5 p-5">
        <p className="text-sm text-muted-foreground">
          Onboarding sessions started in the period. A session keeps the website it made from the CV or the template demo; the form does not record its website, so a form session counts a website of the same
          user made after the session began. Published means the website is published now. The steps after the first count sessions given a CV.
        </p>
        {started === 0 ? (
          <NoData icon={Route} title="No onboarding started in this period yet">
            Sessions appear here when someone starts creating a website.
          </NoData>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <FunnelBars steps={funnel.steps} />
            <DataTable
              className="self-start"
              caption="Onboarding sessions by where they began"
              rows={funnel.by_source.filter((row) => row.started > 0)}
              rowKey={(row) => row.source}
              columns={[
                { header: 'Began with', cell: (row) => onboardingSourceLabels[row.source] },
                { header: 'Started', numeric: true, cell: (row) => count(row.started) },
                { header: 'Parsed', numeric: true, cell: (row) => count(row.parsed) },
                { header: 'Website', numeric: true, cell: (row) => count(row.websites) },
                { header: 'Published', numeric: true, cell: (row) => count(row.published) },
              ]}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
