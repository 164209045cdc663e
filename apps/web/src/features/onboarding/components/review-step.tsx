import { Check, LayoutTemplate, PenLine, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionData } from '../api/get-session-data';
import { useTemplates } from '@/api/get-templates';
import { useFlow } from '../store/flow-context';
import type { ReviewIntent } from '../store/website-actions';
import { RecommendationCard } from './recommendation-card';
import { ConfidenceBadge } from './review-bits';
import { ReviewData } from './review-data';
import { ShortenedFields } from './shortened-fields';
import { StepHeading } from './step-heading';
import { UnplacedLines } from './unplaced-lines';

/** Review Data (onboarding.md section 2): what was extracted, the recommended template, and four ways on. */
export function ReviewStep() {
  const { state, actions } = useFlow();
  const data = useSessionData(state.sessionId);
  const templates = useTemplates();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReviewIntent | 'over' | null>(null);
  const cv = data.data?.cv_data ?? null;
  const recommendation = data.data?.template_recommendation ?? null;

  const create = async (intent: ReviewIntent) => {
    setBusy(intent);
    await actions.createFromCv(intent, recommendation?.recommended_template);
    setBusy(null);
  };
  const startOver = async () => {
    const ok = await confirm({ type: 'warning', title: 'Start over?', description: 'What Folio read from this CV is forgotten. No website has been created yet.', confirmLabel: 'Start Over' });
    if (!ok) return;
    setBusy('over');
    await actions.startNew();
    setBusy(null);
  };

  const counts = cv
    ? [
        { label: 'Experiences', value: cv.experiences.length },
        { label: 'Educations', value: cv.educations.length },
        { label: 'Skills', value: cv.skills.length },
        { label: 'Projects', value: cv.projects.length },
      ]
    : [];

  return (
    <section aria-labelledby="review-title" className="grid gap-6">
      <StepHeading
        title={<span id="review-title">Review Your Information</span>}
        description="Here is what Folio read from your CV. Anything marked “Please check” is worth a look; you can change all of it in the builder."
      />
      {data.isError && (
        <Alert variant="danger" title="Your data could not be loaded" action={<Button variant="outline" size="sm" onClick={() => void data.refetch()}>Try again</Button>}>
          Check your connection and try again.
        </Alert>
      )}
      {cv ? (
        <div className="grid gap-2 rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">Summary</h3>
            <ConfidenceBadge confidence={data.data?.confidence ?? cv.confidence} />
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {counts.map((count) => (
              <div key={count.label} className="grid gap-0.5 rounded-xl bg-muted/60 px-3 py-2.5">
                <dt className="text-[13px] text-muted-foreground">{count.label}</dt>
                <dd className="text-xl font-semibold">{count.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        !data.isError && <Skeleton className="h-28 w-full rounded-2xl" />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-4">
          {cv ? (
            <>
              <ReviewData cv={cv} />
              <ShortenedFields items={data.data?.shortened ?? []} />
              <UnplacedLines lines={cv.unplaced} />
            </>
          ) : (
            !data.isError && [0, 1, 2].map((key) => <Skeleton key={key} className="h-40 w-full rounded-2xl" />)
          )}
        </div>
        <div className="grid gap-4 lg:sticky lg:top-6">
          {recommendation && <RecommendationCard recommendation={recommendation} templates={templates.data} />}
          <div className="grid gap-2">
            <Button size="lg" onClick={() => void create('looks-good')} loading={busy === 'looks-good'} disabled={!cv || busy !== null}>
              {busy !== 'looks-good' && <Check aria-hidden="true" />}
              Looks Good
            </Button>
            <Button size="lg" variant="outline" onClick={() => void create('edit')} loading={busy === 'edit'} disabled={!cv || busy !== null}>
              {busy !== 'edit' && <PenLine aria-hidden="true" />}
              Edit Your Portfolio
            </Button>
            <Button size="lg" variant="outline" onClick={() => void create('different')} loading={busy === 'different'} disabled={!cv || busy !== null}>
              {busy !== 'different' && <LayoutTemplate aria-hidden="true" />}
              Try Different Template
            </Button>
            <Button variant="ghost" onClick={() => void startOver()} loading={busy === 'over'} disabled={busy !== null}>
              {busy !== 'over' && <RotateCcw aria-hidden="true" />}
              Start Over
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
