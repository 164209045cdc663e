import { Check } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export const loadingSteps = ['Loading Your Data', 'Preparing Templates', 'Almost Ready!'] as const;

/**
 * Shown while the builder's data arrives. Each step ends when its request does (website;
 * templates and plan; preview configuration), so the ring shows real progress, not a timer.
 */
export function LoadingScreen({ done }: { done: [boolean, boolean, boolean] }) {
  const completed = done.filter(Boolean).length;
  const current = done.findIndex((step) => !step);
  const progress = completed / loadingSteps.length;
  const radius = 34;
  const circumference = 2 * Math.PI * radius;

  return (
    <div className="grid h-dvh place-items-center bg-canvas px-4">
      <div
        role="progressbar"
        aria-label="Opening the builder"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={current === -1 ? 'Ready' : loadingSteps[current]}
        className="grid w-full max-w-sm justify-items-center gap-6 rounded-2xl border bg-card p-8 shadow-sm"
      >
        <div className="relative size-24">
          <svg viewBox="0 0 80 80" className="size-24 -rotate-90" aria-hidden="true">
            <circle cx="40" cy="40" r={radius} fill="none" strokeWidth="6" className="stroke-muted" />
            <circle
              cx="40"
              cy="40"
              r={radius}
              fill="none"
              strokeWidth="6"
              strokeLinecap="round"
              className="stroke-primary motion-ok:transition-[stroke-dashoffset] motion-ok:duration-500"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - Math.max(progress, 0.08))}
            />
          </svg>
          <span className="absolute inset-0 grid place-items-center text-lg font-semibold tabular-nums">{Math.round(progress * 100)}%</span>
        </div>
        <ol className="grid w-full gap-2.5">
          {loadingSteps.map((step, index) => {
            const isDone = done[index];
            const isCurrent = index === current;
            return (
              <li key={step} className={cn('flex items-center gap-3 text-sm', isDone || isCurrent ? 'text-foreground' : 'text-muted-foreground')}>
                <span
                  className={cn(
                    'grid size-6 place-items-center rounded-full border',
                    isDone && 'border-success bg-success text-success-foreground',
                    isCurrent && 'border-primary text-primary-text',
                  )}
                  aria-hidden="true"
                >
                  {isDone ? <Check className="size-3.5" strokeWidth={3} /> : isCurrent ? <Spinner className="size-3.5" /> : index + 1}
                </span>
                <span className={cn(isCurrent && 'font-medium')}>{step}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
