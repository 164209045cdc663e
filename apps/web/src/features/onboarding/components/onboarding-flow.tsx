import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FlowProvider } from '../store/flow-context';
import type { FlowStep } from '../store/flow-state';
import { useFlowController } from '../store/use-flow-controller';
import { CompleteStep } from './complete-step';
import { ErrorModal } from './error-modal';
import { ManualForm } from './manual/manual-form';
import { PictureStep } from './picture-step';
import { PreviewStep } from './preview-step';
import { ProcessingView } from './processing-view';
import { ProgressHeader } from './progress-header';
import { ReadyStep } from './ready-step';
import { ReviewStep } from './review-step';
import { StepFocusContext } from './step-heading';
import { UpgradeReasons } from './upgrade-reasons';
import { UploadStep } from './upload-step';
import { WelcomeStep } from './welcome-step';

function RestoringSession() {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center">
      <div className="grid justify-items-center gap-3 text-center">
        <Spinner className="size-6 text-primary-text" />
        <p className="text-lg font-semibold">Restoring Your Session</p>
        <p className="text-sm text-muted-foreground">Picking up where you left off…</p>
      </div>
    </div>
  );
}

/**
 * The onboarding page (onboarding.md section 2): one sub-step at a time according to the session's
 * step, the progress header above the upload path, and the error and upgrade dialogs.
 */
export function OnboardingFlow() {
  const controller = useFlowController();
  const { state, actions } = controller;
  const navigate = useNavigate();
  // Focus follows the step once the user has moved; the first step shown keeps the page's focus.
  const firstStep = useRef<FlowStep | null>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (state.restoring) return;
    if (firstStep.current === null) firstStep.current = state.step;
    else if (state.step !== firstStep.current) setMoved(true);
  }, [state.restoring, state.step]);

  if (state.restoring) return <RestoringSession />;

  const step = state.step;
  const manual = step === 'manual_input';
  const analysisFraction = step === 'processing' || step === 'template_matching' ? state.processing.progress / 100 : 0;

  return (
    <FlowProvider value={controller}>
      <StepFocusContext value={moved}>
        <div className="grid gap-6">
          {!manual && <ProgressHeader step={step} analysisFraction={analysisFraction} scanned={state.upload?.vision ?? false} />}
          <div key={step} className="motion-ok:animate-enter">
            {renderStep(step, {
              onManualBack: () => actions.goTo('welcome', null),
              onManualCreated: (websiteId) => void actions.finish(paths.app.builder.getHref(websiteId, { from: 'onboarding' })),
            })}
          </div>
        </div>
        <ErrorModal
          error={state.error}
          onClose={actions.closeError}
          onRetry={actions.retry}
          onStartOver={async () => {
            if (!(await actions.startOver())) actions.closeError();
          }}
          onEnterManually={() => {
            actions.closeError();
            void navigate(paths.app.cvBuilder.getHref());
          }}
        />
        <UpgradeReasons planLimit={state.planLimit} templateLock={state.templateLock} onCloseLimit={actions.closePlanLimit} onCloseLock={actions.closeTemplateLock} />
      </StepFocusContext>
    </FlowProvider>
  );
}

function renderStep(step: FlowStep, manual: { onManualBack: () => void; onManualCreated: (websiteId: number) => void }) {
  switch (step) {
    case 'welcome':
      return <WelcomeStep />;
    case 'upload_cv':
      return <UploadStep />;
    case 'upload_picture':
      return <PictureStep />;
    case 'processing':
    case 'template_matching':
    case 'creating_website':
      return <ProcessingView />;
    case 'review':
      return <ReviewStep />;
    case 'ready':
      return <ReadyStep />;
    case 'preview':
      return <PreviewStep />;
    case 'complete':
      return <CompleteStep />;
    case 'manual_input':
      return <ManualForm backLabel="Back to Options" onBack={manual.onManualBack} onCreated={manual.onManualCreated} />;
  }
}
