import { ArrowLeft, Briefcase, ClipboardPaste, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFlow } from '../store/flow-context';
import { CvFilePicker } from './cv-file-picker';
import { LinkedInDialog } from './linkedin-dialog';
import { PasteTextPanel } from './paste-text-panel';
import { StepHeading } from './step-heading';

/** Upload CV (onboarding.md section 2): a file, its text pasted, or a LinkedIn export. */
export function UploadStep() {
  const { state, actions } = useFlow();
  const [mode, setMode] = useState<'file' | 'paste'>(() => (state.upload?.pastedText ? 'paste' : 'file'));
  const [linkedIn, setLinkedIn] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const error = state.error && !state.error.modal && state.error.step === 'upload_cv' ? state.error.message : null;

  const switchMode = (next: 'file' | 'paste') => {
    actions.closeError();
    setMode(next);
  };

  return (
    <section aria-labelledby="upload-title" className="grid gap-6">
      <StepHeading
        title={<span id="upload-title">Upload Your CV</span>}
        description="Folio reads your CV and fills in your website. You will check everything before anything is created."
        aside={
          <>
            <Button variant="outline" onClick={actions.backToWelcome}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            <Button
              variant="ghost"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void actions.backToDashboard().finally(() => setLeaving(false));
              }}
            >
              {!leaving && <LayoutDashboard aria-hidden="true" />}
              Dashboard
            </Button>
          </>
        }
      />

      {/* Keyed by mode so the entering panel plays its transition (none with reduced motion). */}
      <div key={mode} className="grid gap-4 motion-ok:animate-[enter_300ms_cubic-bezier(0.16,1,0.3,1)_both]">
        {mode === 'file' ? (
          <>
            <CvFilePicker />
            <div className="grid gap-3">
              <p className="flex items-center gap-3 text-[13px] text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                or
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button variant="outline" size="lg" onClick={() => switchMode('paste')}>
                  <ClipboardPaste aria-hidden="true" />
                  Paste CV Text
                </Button>
                <Button variant="outline" size="lg" onClick={() => setLinkedIn(true)}>
                  <Briefcase aria-hidden="true" />
                  Import from LinkedIn
                </Button>
              </div>
            </div>
          </>
        ) : (
          <PasteTextPanel onBack={() => switchMode('file')} initialText={state.upload?.pastedText ?? ''} />
        )}
      </div>

      {error && (
        <Alert variant="danger" title="We could not use this CV">
          {error}
        </Alert>
      )}
      <LinkedInDialog open={linkedIn} onOpenChange={setLinkedIn} />
    </section>
  );
}
