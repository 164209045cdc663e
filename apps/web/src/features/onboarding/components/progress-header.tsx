import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { headerIndex, headerPercent, headerSteps, remainingSeconds, timeLeftLabel } from '../lib/progress';
import type { FlowStep } from '../store/flow-state';

/** The six labelled steps of the upload path, with the percentage, "Step N of 6" and an honest time left. */
export function ProgressHeader({ step, analysisFraction, scanned }: { step: FlowStep; analysisFraction: number; scanned: boolean }) {
  const index = headerIndex(step);
  const percent = headerPercent(index, analysisFraction);
  return (
    <section aria-label="Your progress" className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">
          Step {index + 1} of {headerSteps.length}
          <span className="text-muted-foreground"> · {headerSteps[index]}</span>
        </p>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{percent}%</span> · {timeLeftLabel(remainingSeconds(index, scanned))}
        </p>
      </div>
      <Progress value={percent} label="Onboarding progress" />
      <ol className="grid grid-cols-6 gap-1.5">
        {headerSteps.map((label, position) => {
          const done = position < index;
          const current = position === index;
          return (
            <li key={label} aria-current={current ? 'step' : undefined} className="grid justify-items-center gap-1.5 text-center">
              <span
                className={cn(
                  'grid size-7 place-items-center rounded-full border text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary bg-primary-soft text-primary-text ring-3 ring-primary/15',
                  !done && !current && 'bg-background text-muted-foreground',
                )}
              >
                {done ? <Check className="size-3.5" aria-hidden="true" /> : position + 1}
                <span className="sr-only">{done ? ' (done)' : current ? ' (current)' : ''}</span>
              </span>
              <span className={cn('text-xs leading-tight max-sm:sr-only', current ? 'font-medium text-foreground' : 'text-muted-foreground')}>{label}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
