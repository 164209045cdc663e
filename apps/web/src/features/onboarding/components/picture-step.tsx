import { ArrowLeft, ArrowRight, Camera, ImagePlus, Lightbulb, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { useObjectUrl } from '../lib/use-object-url';
import { checkPicture } from '../lib/file-rules';
import { onboardingMessages as m } from '../lib/messages';
import { useFlow } from '../store/flow-context';
import { StepHeading } from './step-heading';

const tips = [
  'A recent photo where your face fills most of the frame',
  'Soft, even light from the front; no strong shadows',
  'A plain, uncluttered background',
  'Square photos fit best; Folio resizes it and removes hidden data such as the location',
];

/** Add Your Professional Photo (onboarding.md section 2): optional, then on to the analysis. */
export function PictureStep() {
  const { state, actions } = useFlow();
  const [picture, setPicture] = useState<File | null>(null);
  const preview = useObjectUrl(picture);
  const [busy, setBusy] = useState<'photo' | 'skip' | null>(null);
  const changeInput = useRef<HTMLInputElement>(null);
  const error = state.error && !state.error.modal && state.error.step === 'upload_picture' ? state.error.message : null;


  const choose = (file: File) => {
    actions.closeError();
    const problem = checkPicture(file);
    if (problem) {
      actions.showStepError(problem, 'upload_picture');
      return;
    }
    setPicture(file);
  };
  const run = async (kind: 'photo' | 'skip') => {
    setBusy(kind);
    if (kind === 'photo' && picture) await actions.continueWithPhoto(picture);
    else await actions.startParse();
    setBusy(null);
  };

  return (
    <section aria-labelledby="picture-title" className="grid gap-6">
      <StepHeading
        title={<span id="picture-title">Add Your Professional Photo</span>}
        description="A photo makes your portfolio personal. It is optional: you can add or change it later in the builder."
        aside={
          <Button variant="outline" onClick={actions.backToUpload} disabled={busy !== null}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        }
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        {preview ? (
          <div className="grid justify-items-center gap-4 rounded-2xl border bg-card p-6">
            <img
              src={preview}
              alt="Your chosen photo"
              // An image type the browser cannot decode (a broken file named .jpg) is refused here.
              onError={() => {
                setPicture(null);
                actions.showStepError(m.pictureReadFailed, 'upload_picture');
              }}
              className="size-40 rounded-full object-cover shadow-md ring-4 ring-background"
            />
            <p className="max-w-full truncate text-sm text-muted-foreground">{picture?.name}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" size="sm" onClick={() => changeInput.current?.click()} disabled={busy !== null}>
                <RefreshCw aria-hidden="true" />
                Change photo
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setPicture(null)} disabled={busy !== null}>
                <Trash2 aria-hidden="true" />
                Remove photo
              </Button>
              <input
                ref={changeInput}
                type="file"
                accept="image/*"
                hidden
                tabIndex={-1}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) choose(file);
                }}
              />
            </div>
          </div>
        ) : (
          <FileDropZone accept="image/*" onFile={choose} className="py-12">
            <span className="grid justify-items-center gap-3">
              <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-text">
                <Camera className="size-6" aria-hidden="true" />
              </span>
              <span className="grid gap-1">
                <span className="font-medium">Drop a photo here</span>
                <span className="text-sm text-muted-foreground">JPG, PNG, WebP or GIF up to 5MB</span>
              </span>
              <span className="inline-flex h-9 items-center gap-2 rounded-lg border border-input bg-background px-4 text-sm font-medium">
                <ImagePlus className="size-4" aria-hidden="true" />
                Choose Photo
              </span>
            </span>
          </FileDropZone>
        )}
        <aside aria-labelledby="photo-tips" className="grid content-start gap-3 rounded-2xl border bg-muted/50 p-5">
          <h3 id="photo-tips" className="flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4 text-warning-text" aria-hidden="true" />
            Photo tips
          </h3>
          <ul className="grid gap-2 text-sm text-foreground/80">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                {tip}
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="lg" onClick={() => void run('skip')} loading={busy === 'skip'} disabled={busy !== null}>
          Skip for Now
        </Button>
        <Button size="lg" onClick={() => void run('photo')} disabled={!picture || busy !== null} loading={busy === 'photo'}>
          {picture ? 'Continue with Photo' : 'Upload Photo First'}
          {picture && busy === null && <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </section>
  );
}
