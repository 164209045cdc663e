import { ArrowLeft, ExternalLink, PartyPopper, PenLine, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toastAtTop } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useWebsite } from '@/api/get-website';
import { onboardingMessages as m } from '../lib/messages';
import { useFlow } from '../store/flow-context';
import { StepHeading } from './step-heading';
import { WebsiteSummary } from './website-summary';

/** Your portfolio is ready (onboarding.md section 2): edit it, preview it, or leave for the dashboard. */
export function ReadyStep() {
  const { state, actions } = useFlow();
  const website = useWebsite(state.websiteId);
  const [busy, setBusy] = useState<'dashboard' | 'edit' | 'over' | null>(null);
  const id = state.websiteId;

  useEffect(() => {
    // One toast per arrival, whatever re-renders.
    toast.success(m.ready, { id: 'onboarding-ready', ...toastAtTop });
  }, []);

  const run = async (kind: 'dashboard' | 'edit' | 'over', action: () => Promise<void>) => {
    setBusy(kind);
    await action();
    setBusy(null);
  };

  return (
    <section aria-labelledby="ready-title" className="grid gap-6">
      <div className="grid justify-items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-xs">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success-text">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <StepHeading
          className="justify-center text-center sm:justify-center"
          title={<span id="ready-title">Your portfolio is ready!</span>}
          description="Folio has built your website from your CV. It stays a draft, visible only to you, until you publish it from the builder."
        />
        {website.data ? <WebsiteSummary website={website.data} /> : id ? <Skeleton className="h-16 w-full max-w-md" /> : null}
        <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row sm:justify-center">
          <Button size="lg" disabled={!id || busy !== null} loading={busy === 'edit'} onClick={() => id && void run('edit', () => actions.finish(paths.app.builder.getHref(id)))}>
            {busy !== 'edit' && <PenLine aria-hidden="true" />}
            Edit My Portfolio
          </Button>
          {id && (
            <Button size="lg" variant="outline" asChild>
              <a href={paths.app.cvPreview.getHref(id, { from: 'onboarding' })} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Preview Portfolio
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="ghost" disabled={busy !== null} loading={busy === 'dashboard'} onClick={() => void run('dashboard', actions.backToDashboard)}>
            {busy !== 'dashboard' && <ArrowLeft aria-hidden="true" />}
            Back to Dashboard
          </Button>
          <Button variant="ghost" disabled={busy !== null} loading={busy === 'over'} onClick={() => void run('over', actions.startNew)}>
            {busy !== 'over' && <RotateCcw aria-hidden="true" />}
            Start Over
          </Button>
        </div>
      </div>
    </section>
  );
}
