import { FileText, UploadCloud, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cvAccept, formatBytes } from '../lib/file-rules';
import { useFlow } from '../store/flow-context';

/** The drop zone, and once a file is chosen its name, size, upload progress and a clear button. */
export function CvFilePicker() {
  const { state, actions } = useFlow();
  const [fraction, setFraction] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const file = state.file;

  const send = async (chosen: File) => {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setFraction(0);
    await actions.uploadFile(chosen, setFraction, controller.signal);
    if (upload.current === controller) setFraction(null);
  };
  const clear = () => {
    upload.current?.abort();
    upload.current = null;
    setFraction(null);
    actions.clearFile();
  };

  if (file) {
    const uploading = fraction !== null;
    return (
      <div className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 flex-1">
            <p className="truncate font-medium">{file.name}</p>
            <p className="text-sm text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          <button
            type="button"
            onClick={clear}
            aria-label={uploading ? `Cancel the upload of ${file.name}` : `Remove ${file.name}`}
            className="rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        {uploading && (
          <div className="grid gap-1.5" aria-live="polite">
            <Progress value={fraction * 100} label={`Uploading ${file.name}`} />
            <p className="flex items-center gap-2 text-[13px] text-muted-foreground">
              <Spinner className="size-3.5" />
              {fraction < 1 ? `Uploading… ${Math.round(fraction * 100)}%` : 'Reading your CV…'}
            </p>
          </div>
        )}
      </div>
    );
  }

  return (
    <FileDropZone accept={cvAccept} onFile={(chosen) => void send(chosen)}>
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
