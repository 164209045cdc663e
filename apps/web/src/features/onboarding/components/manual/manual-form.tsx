import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { userQueryKey, useUser } from '@/lib/auth';
import { createComprehensiveWebsite } from '../../api/create-comprehensive-website';
import { useTemplates } from '@/api/get-templates';
import type { PlanLimitData, TemplateLockedData } from '../../api/types';
import { errorMessage, planLimitOf, templateLockOf } from '../../lib/api-errors';
import { onboardingMessages as m } from '../../lib/messages';
import { StepHeading } from '../step-heading';
import { UpgradeReasons } from '../upgrade-reasons';
import { canProceed, emptyManualValues, manualSteps, readDraft, type ManualValues } from './form-model';
import { ManualStepBody } from './manual-step-body';
import { ManualStepper } from './manual-stepper';
import { forget, manualDraftKey, readStored, useAutosave } from './use-autosave';

/** Which step a server error (keyed by path) belongs to, so the user is taken to it. */
function stepOfError(path: string): number {
  if (path.startsWith('personal_info')) return 0;
  if (path.startsWith('educations')) return 2;
  if (path.startsWith('skills')) return 3;
  if (path.startsWith('projects')) return 4;
  return 5;
}

/**
 * The scratch path (onboarding.md section 2): six steps, the Next rules, a local draft saved 2 s
 * after each change, a warning before leaving, then create-comprehensive-website.
 */
export function ManualForm({ backLabel, onBack, onCreated }: { backLabel: string; onBack: () => void; onCreated: (websiteId: number) => void }) {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const templates = useTemplates();
  const key = manualDraftKey(user?.id ?? 0);
  const [draft] = useState(() => readDraft(readStored(key)));
  const [values, setValues] = useState<ManualValues>(() => draft?.values ?? emptyManualValues());
  const [step, setStep] = useState(draft?.step ?? 0);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [planLimit, setPlanLimit] = useState<PlanLimitData | null>(null);
  const [templateLock, setTemplateLock] = useState<TemplateLockedData | null>(null);
  const done = useRef(false);
  const [created, setCreated] = useState(false);
  // No autosave while the portfolio is being created or once it exists: a save still pending
  // from the last keystroke would otherwise write the draft back after it was cleared.
  const status = useAutosave(key, { values, step }, !creating && !created);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Leaving the page while the form is open asks first (onboarding.md section 2).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !done.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (done.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const update = (changes: Partial<ManualValues>) => setValues((current) => ({ ...current, ...changes }));
  const go = (next: number) => setStep(Math.max(0, Math.min(manualSteps.length - 1, next)));

  const submit = async () => {
    setCreating(true);
    setFailure(null);
    setErrors({});
    try {
      const answer = await createComprehensiveWebsite({ form: values, picture });
      if (!answer.website?.id) throw new Error(m.createdWithoutId);
      done.current = true;
      setCreated(true);
      forget(key);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      onCreated(answer.website.id);
    } catch (error) {
      const limit = planLimitOf(error);
      const lock = templateLockOf(error);
      if (limit) setPlanLimit(limit);
      else if (lock) setTemplateLock(lock);
      else {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const flat = Object.fromEntries(Object.entries(fields).map(([path, list]) => [path, list[0] ?? '']));
        setErrors(flat);
        const first = Object.keys(flat)[0];
        if (first) go(stepOfError(first));
        setFailure(error instanceof ApiError ? errorMessage(error, m.createPortfolioFailed) : m.createdWithoutId);
      }
    } finally {
      setCreating(false);
    }
  };

  const last = step === manualSteps.length - 1;
  return (
    <section aria-labelledby="manual-title" className="grid gap-6">
      <StepHeading
        title={<span id="manual-title">Build your portfolio step by step</span>}
        description="Fill in what you have; only your name, title, email, one education, one skill group and the website’s name are needed."
        aside={
          <Button variant="outline" onClick={onBack} disabled={creating}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Button>
        }
      />
      <ManualStepper step={step} status={status} />
      <div className="grid gap-5 rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {manualSteps[step]}
        </h3>
        <ManualStepBody step={step} values={values} update={update} picture={picture} onPicture={setPicture} errors={errors} templates={templates.data} plan={user?.role === 'admin' ? 'premium' : (user?.current_plan ?? 'free')} />
        {failure && <Alert variant="danger">{failure}</Alert>}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0 || creating}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {last ? (
          <Button onClick={() => void submit()} disabled={!canProceed(step, values)} loading={creating}>
            {!creating && <Rocket aria-hidden="true" />}
            Create Portfolio
          </Button>
        ) : (
          <Button onClick={() => go(step + 1)} disabled={!canProceed(step, values)}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        type="warning"
        title="Leave the form?"
        description="Your answers stay saved on this device, but your portfolio has not been created yet."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
      />
      <UpgradeReasons planLimit={planLimit} templateLock={templateLock} onCloseLimit={() => setPlanLimit(null)} onCloseLock={() => setTemplateLock(null)} />
    </section>
  );
}
