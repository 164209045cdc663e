import type { Picture } from '@folio/schema';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { checkNewImages, maxImages } from './image-rules';
import { ImageFileInput } from '../components/image-file-input';

export interface NewImage {
  id: string;
  file: File;
  url: string;
  /** 0..1 while uploading, null before. */
  progress: number | null;
}

/** Inline image errors clear after 5 s (builder.md section 9). */
const errorMs = 5000;

/**
 * The project's images in its modal: kept, removed and new ones. New images upload when the
 * project is saved, each with its own progress bar.
 */
export function ProjectImages({
  existing,
  removed,
  added,
  onRemoveExisting,
  onAdd,
  onRemoveNew,
  busy,
}: {
  existing: Picture[];
  removed: string[];
  added: NewImage[];
  onRemoveExisting: (img: string) => void;
  onAdd: (files: File[]) => void;
  onRemoveNew: (id: string) => void;
  busy: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const kept = existing.filter((picture) => !removed.includes(picture.img));
  const count = kept.length + added.length;

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), errorMs);
    return () => window.clearTimeout(timer);
  }, [error]);

  const offer = (files: File[], source: 'drop' | 'select') => {
    if (files.length === 0) return;
    const { accepted, error: problem } = checkNewImages(files, count, source);
    setError(problem);
    if (accepted.length > 0) onAdd(accepted);
  };

  return (
    // relative: the hidden file input stays inside the modal's scroll area.
    <div className="relative grid gap-2">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium">Images</p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {count}/{maxImages}
        </p>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Project images">
        {kept.map((picture) => (
          <li key={picture.img} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
            <img src={picture.img} alt={picture.title || 'Project image'} className="size-full object-cover" />
            <RemoveButton label={`Remove image ${picture.title || ''}`.trim()} onClick={() => onRemoveExisting(picture.img)} disabled={busy} />
          </li>
        ))}
        {added.map((image) => (
          <li key={image.id} className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
            <img src={image.url} alt={image.file.name} className="size-full object-cover" />
            {image.progress !== null ? (
              <div className="absolute inset-x-1.5 bottom-1.5 grid gap-0.5 rounded bg-black/60 p-1 text-[10px] text-white">
                <span className="tabular-nums">{Math.round(image.progress * 100)}%</span>
                <span
                  role="progressbar"
                  aria-label={`Uploading ${image.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(image.progress * 100)}
                  className="block h-1 overflow-hidden rounded bg-white/30"
                >
                  <span className="block h-full bg-white" style={{ width: `${Math.round(image.progress * 100)}%` }} />
                </span>
              </div>
            ) : (
              <RemoveButton label={`Remove ${image.file.name}`} onClick={() => onRemoveNew(image.id)} disabled={busy} />
            )}
          </li>
        ))}
        {count < maxImages && (
          <li>
            <button
              type="button"
              disabled={busy}
              onClick={() => input.current?.click()}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(event) => {
                event.preventDefault();
                setDragging(false);
                offer([...event.dataTransfer.files], 'drop');
              }}
              className={cn(
                'grid aspect-square w-full place-items-center content-center gap-1 rounded-lg border border-dashed text-xs text-muted-foreground transition-colors',
                'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
                dragging && 'border-primary bg-primary-soft text-primary-text',
              )}
            >
              <ImagePlus className="size-5" aria-hidden="true" />
              Add images
            </button>
          </li>
        )}
      </ul>
      <p className="text-[13px] text-muted-foreground">JPG, PNG, GIF or WebP, up to 5MB each; drop them on the box or click it.</p>
      {error && (
        <p role="alert" className="text-[13px] text-danger-text">
          {error}
        </p>
      )}
      <ImageFileInput ref={input} multiple label="Project image files" onFiles={(files) => offer(files, 'select')} />
    </div>
  );
}

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}
