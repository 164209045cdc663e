import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * Drop handling for any element that takes a dropped file: the first file is handed over, and
 * `dragging` says when to show that a drop would land (spread `handlers` on the element).
 */
export function useFileDrop(onFile: (file: File) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    handlers: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      },
    },
  };
}

/**
 * A drop area that is also a button: click, Enter or Space opens the file picker, so it works
 * without a mouse. The picker and the drop hand over the first file; checking it is the caller's job.
 */
export function FileDropZone({
  accept,
  onFile,
  label,
  disabled = false,
  className,
  children,
  describedBy,
  ref,
}: {
  accept: string;
  onFile: (file: File) => void;
  /** An accessible name; by default the zone is named by its visible text (which should say "Choose File"). */
  label?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  describedBy?: string;
  /** The zone itself, e.g. to give it focus back after the chosen file is cleared. */
  ref?: Ref<HTMLDivElement>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { dragging, handlers } = useFileDrop(onFile, disabled);
  const open = () => !disabled && input.current?.click();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <div
      ref={ref}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      {...handlers}
      data-dragging={dragging || undefined}
      className={cn(
        'grid cursor-pointer place-items-center rounded-2xl border-2 border-dashed border-input bg-card px-6 py-10 text-center',
        'transition-colors hover:border-primary/60 hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[dragging]:border-primary data-[dragging]:bg-primary-soft aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        className,
      )}
    >
      {children}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
