import { ArrowRight, FileText, RefreshCw, UploadCloud, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FileDropZone, useFileDrop } from '@/components/ui/file-drop-zone';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cvAccept, formatBytes } from '../lib/file-rules';
import { useFlow } from '../store/flow-context';

/**
 * The drop zone; once a file is chosen, its name and size with a clear button, a way to choose
 * another, and Continue, which sends it. Nothing leaves the browser before Continue.
 */
export function CvFilePicker() {
  const { state, actions } = useFlow();
  const file = state.file;
  const progress = state.uploadProgress;
  const uploading = progress !== null;
  const zone = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const summaryId = useId();
  // Set when the user chooses or clears here, so focus follows what they did (not on arrival).
  const focusFollows = useRef(false);
  const choose = (chosen: File) => {
    focusFollows.current = true;
    void actions.chooseFile(chosen);
  };
  const drop = useFileDrop(choose, uploading);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    // The control that was used is gone: a chosen file hands focus to Continue, a cleared one to the drop zone.
    (file ? continueButton.current : zone.current)?.focus();
  }, [file]);

  // Leaving the step (Dashboard, paste mode) stops an upload under way, so it cannot move the flow on behind the user's back.
  useEffect(() => () => actions.cancelUpload(), [actions]);

  if (file) {
    return (
      <div
        {...drop.handlers}
        data-dragging={drop.dragging || undefined}
        className="grid gap-4 rounded-2xl border bg-card p-4 transition-colors data-[dragging]:border-primary data-[dragging]:bg-primary-soft sm:p-5"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div id={summaryId} className="grid min-w-0 flex-1">
            <p className="truncate font-medium">{file.name}</p>
            <p className="text-sm text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              focusFollows.current = true;
              actions.clearFile();
            }}
            aria-label={uploading ? `Cancel the upload of ${file.name}` : `Remove ${file.name}`}
            className="rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        {uploading && (
          <div className="grid gap-1.5" aria-live="polite">
            <Progress value={progress * 100} label={`Uploading ${file.name}`} />
            <p className="flex items-center gap-2 text-[13px] text-muted-foreground">
              <Spinner className="size-3.5" />
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading your CV…'}
            </p>
          </div>
        )}
        <div className="grid gap-2 sm:flex sm:justify-end">
          <Button variant="outline" size="lg" disabled={uploading} onClick={() => replaceInput.current?.click()}>
            <RefreshCw aria-hidden="true" />
            Choose another
          </Button>
          <Button ref={continueButton} size="lg" loading={uploading} aria-describedby={summaryId} onClick={() => void actions.uploadFile(file)}>
            Continue
            {!uploading && <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
        <input
          ref={replaceInput}
          type="file"
          accept={cvAccept}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) choose(chosen);
          }}
        />
      </div>
    );
  }

  return (
    <FileDropZone ref={zone} accept={cvAccept} onFile={choose}>
      <span className="grid justify-items-center gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <UploadCloud className="size-6" aria-hidden="true" />
        </span>
        <span className="grid gap-1">
          <span className="font-medium">Drop your CV here</span>
          <span className="text-sm text-muted-foreground">
            PDF, DOC or DOCX up to 10MB · a JSON Resume file works too
          </span>
        </span>
        <span className="inline-flex h-9 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm">Choose File</span>
      </span>
    </FileDropZone>
  );
}
