import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

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
}: {
  accept: string;
  onFile: (file: File) => void;
  /** An accessible name; by default the zone is named by its visible text (which should say "Choose File"). */
  label?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const open = () => !disabled && input.current?.click();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
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
