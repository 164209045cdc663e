import { Brain, Check, FileSearch, LayoutTemplate, Pause, Play, Rocket, Wand2, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { factRotationMs, processingFacts } from '../lib/facts';
import { onboardingMessages as m } from '../lib/messages';
import { useFlow } from '../store/flow-context';
import type { FlowStep } from '../store/flow-state';
import { StepHeading } from './step-heading';

interface ProcessingStepInfo {
  id: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

/** The five steps (onboarding.md section 2); the server's processing_step (0-4) says which one is under way. */
export const processingSteps: ProcessingStepInfo[] = [
  { id: 'extract', label: 'Extract content', text: 'Reading the text and layout of your CV', icon: FileSearch },
  { id: 'analyze', label: 'Analyze experience', text: 'Finding your roles, education, skills and projects', icon: Brain },
  { id: 'template', label: 'Select template', text: 'Matching a design to your profile', icon: LayoutTemplate },
  { id: 'generate', label: 'Generate content', text: 'Building your website’s sections', icon: Wand2 },
  { id: 'finalize', label: 'Finalize', text: 'Finishing touches', icon: Rocket },
];

/**
 * Seconds each phase usually takes here: a text CV is parsed in about a second, a scanned page
 * takes 2-5 s of OCR. Used only for the "time left" line between real events, never for the bar.
 */
function expectedSeconds(step: FlowStep, scanned: boolean): number {
  if (step === 'creating_website') return 3;
  if (step === 'template_matching') return 2;
  return scanned ? 25 : 4;
}

function timeLeftText(elapsedMs: number, expected: number, progress: number): string {
  if (progress >= 100) return 'Done';
  const left = expected - elapsedMs / 1000;
  if (left <= 0) return 'Taking a little longer than usual…';
  if (left < 5) return 'A few seconds left';
  return `About ${Math.ceil(left / 5) * 5} seconds left`;
}

/** Processing, template matching and website creation: real progress from the server's events. */
export function ProcessingView() {
  const { state, actions } = useFlow();
  const confirm = useConfirm();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [fact, setFact] = useState(0);
  const [factsPaused, setFactsPaused] = useState(false);
  const { step: current, progress, message } = state.processing;
  const scanned = state.upload?.vision ?? false;
  // Exactly what the server last reported for this phase (the header above shows the whole journey).
  const overall = progress;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (factsPaused) return;
    const timer = window.setInterval(() => setFact((value) => (value + 1) % processingFacts.length), factRotationMs);
    return () => window.clearInterval(timer);
  }, [factsPaused]);

  const cancel = async () => {
    const ok = await confirm({
      type: 'warning',
      title: 'Cancel and start over?',
      description: 'Folio stops working on this CV and forgets it. You can upload it again or choose another way to start.',
      confirmLabel: 'Cancel and Start Over',
      cancelLabel: 'Keep going',
    });
    if (ok) await actions.cancelProcessing();
  };

  const title = state.step === 'creating_website' ? 'Creating your portfolio' : state.step === 'template_matching' ? 'Choosing your template' : 'Analyzing your CV';
  return (
    <section aria-labelledby="processing-title" className="grid gap-6">
      <StepHeading title={<span id="processing-title">{title}</span>} description="This usually takes a few seconds. You can leave this page: the work carries on and you will find it here." />
      {state.streamDown && (
        <Alert variant="warning" title={m.realtimeFailed}>
          Progress is checked every few seconds instead; the work itself carries on.
        </Alert>
      )}
      <div className="grid gap-5 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium">{message || 'Getting started…'}</span>
            <span className="text-muted-foreground">
              <span className="font-medium text-foreground">{Math.round(overall)}%</span> · {timeLeftText(now - startedAt, expectedSeconds(state.step, scanned), progress)}
            </span>
          </div>
          <Progress value={overall} label={`${title} progress`} />
          {/* Announced once per real stage, not per tick. */}
          <p className="sr-only" aria-live="polite">
            {message ? `${message}. ${Math.round(overall)}% done.` : ''}
          </p>
        </div>
        <ol className="grid gap-1">
          {processingSteps.map((item, index) => {
            const done = index < current || (index === current && progress >= 100 && state.step !== 'processing');
            const active = index === current && !done;
            return (
              <li key={item.id} className={cn('flex items-center gap-3 rounded-lg px-2 py-2', active && 'bg-primary-soft/60')}>
                <span
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full border',
                    done && 'border-success bg-success text-success-foreground',
                    active && 'border-primary bg-background text-primary-text',
                    !done && !active && 'text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-4" aria-hidden="true" /> : active ? <Spinner /> : <item.icon className="size-4" aria-hidden="true" />}
                </span>
                <span className="grid">
                  <span className={cn('text-sm font-medium', !done && !active && 'text-muted-foreground')}>
                    {item.label}
                    <span className="sr-only">{done ? ': done' : active ? ': in progress' : ': waiting'}</span>
                  </span>
                  <span className="text-[13px] text-muted-foreground">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <figure className="flex items-start gap-3 rounded-2xl border border-dashed p-5">
        <figcaption className="sr-only">Did you know?</figcaption>
        <div className="grid flex-1 gap-1">
          <p className="text-xs font-semibold tracking-wide text-primary-text uppercase" aria-hidden="true">
            Did you know? · {fact + 1}/{processingFacts.length}
          </p>
          <p className="min-h-12 text-sm leading-relaxed">{processingFacts[fact]}</p>
        </div>
        <Button variant="ghost" size="icon-sm" onClick={() => setFactsPaused((value) => !value)} aria-label={factsPaused ? 'Resume the facts' : 'Pause the facts'}>
          {factsPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
      </figure>
      <div className="flex justify-center">
        <Button variant="ghost" onClick={() => void cancel()}>
          Cancel and Start Over
        </Button>
      </div>
    </section>
  );
}
