import { ExternalLink, LayoutDashboard, PenLine, Plus, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useWebsite } from '@/api/get-website';
import { useFlow } from '../store/flow-context';
import { StepHeading } from './step-heading';
import { WebsiteSummary } from './website-summary';

const countdownFrom = 5;

/**
 * Complete (onboarding.md section 2): a summary and the ways on. After a countdown of 5 the
 * builder opens by itself, unless the user stops it (a time limit must be adjustable).
 */
export function CompleteStep() {
  const { state, actions } = useFlow();
  const id = state.websiteId;
  const website = useWebsite(id);
  const [seconds, setSeconds] = useState(countdownFrom);
  const [counting, setCounting] = useState(true);
  const [busy, setBusy] = useState<'edit' | 'another' | 'dashboard' | null>(null);
  const builderHref = id ? paths.app.builder.getHref(id) : null;

  useEffect(() => {
    if (!counting || !builderHref) return;
    if (seconds <= 0) {
      void actions.finish(builderHref);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [counting, seconds, builderHref, actions]);

  const run = async (kind: 'edit' | 'another' | 'dashboard', action: () => Promise<void>) => {
    setCounting(false);
    setBusy(kind);
    await action();
    setBusy(null);
  };

  return (
    <section aria-labelledby="complete-title" className="grid gap-6">
      <StepHeading title={<span id="complete-title">You’re all set!</span>} description="Your portfolio website has been created. Make it yours in the builder, then publish it when you are ready." />
      <div className="grid justify-items-center gap-5 rounded-2xl border bg-card px-6 py-8 shadow-xs">
        {website.data ? <WebsiteSummary website={website.data} /> : <Skeleton className="h-28 w-full max-w-md" />}
        {counting && builderHref && (
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
            <Timer className="size-4" aria-hidden="true" />
            Opening the builder in <span className="font-semibold text-foreground tabular-nums">{seconds}</span>…
            <Button variant="link" size="sm" onClick={() => setCounting(false)}>
              Stay here
            </Button>
          </p>
        )}
        <div className="grid w-full max-w-md gap-2 sm:grid-cols-2">
          <Button size="lg" disabled={!builderHref || busy !== null} loading={busy === 'edit'} onClick={() => builderHref && void run('edit', () => actions.finish(builderHref))}>
            {busy !== 'edit' && <PenLine aria-hidden="true" />}
            Edit
          </Button>
          {id && (
            <Button size="lg" variant="outline" asChild>
              <a href={paths.app.legacyCvPreview.getHref(id)} target="_blank" rel="noopener noreferrer" onClick={() => setCounting(false)}>
                <ExternalLink aria-hidden="true" />
                Preview
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          )}
          <Button variant="outline" disabled={busy !== null} loading={busy === 'another'} onClick={() => void run('another', actions.startNew)}>
            {busy !== 'another' && <Plus aria-hidden="true" />}
            Create Another Website
          </Button>
          <Button variant="ghost" disabled={busy !== null} loading={busy === 'dashboard'} onClick={() => void run('dashboard', actions.backToDashboard)}>
            {busy !== 'dashboard' && <LayoutDashboard aria-hidden="true" />}
            Go to Dashboard
          </Button>
        </div>
      </div>
    </section>
  );
}
