import { Check, CloudOff, Loader2, Save } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { manualSteps, minutesLeft } from './form-model';
import type { AutosaveStatus } from './use-autosave';

const statusText: Record<AutosaveStatus, string> = {
  idle: 'Autosaves on this device',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Could not save the draft on this device',
};

/** Where the user is in the six steps, the time left (2 minutes a step) and the autosave state. */
export function ManualStepper({ step, status }: { step: number; status: AutosaveStatus }) {
  const Icon = status === 'saving' ? Loader2 : status === 'saved' ? Check : status === 'error' ? CloudOff : Save;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">
          Step {step + 1} of {manualSteps.length}
          <span className="text-muted-foreground"> · {manualSteps[step]}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
          <span className="whitespace-nowrap">About {minutesLeft(step)} minutes left</span>
          <span role="status" className={cn('inline-flex items-center gap-1.5 whitespace-nowrap', status === 'error' && 'text-danger-text', status === 'saved' && 'text-success-text')}>
            <Icon className={cn('size-3.5', status === 'saving' && 'motion-safe:animate-spin')} aria-hidden="true" />
            {statusText[status]}
          </span>
        </p>
      </div>
      <Progress value={((step + 1) / manualSteps.length) * 100} label="Form progress" />
      <ol className="hidden grid-cols-6 gap-2 sm:grid">
        {manualSteps.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined} className={cn('text-xs leading-tight', index === step ? 'font-medium text-foreground' : index < step ? 'text-primary-text' : 'text-muted-foreground')}>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
