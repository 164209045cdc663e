import { Spinner } from './spinner';

/** Shown while a screen's code or the session is loading; appears only after a beat, so fast loads don't flash. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center motion-ok:animate-[fade_600ms_ease_300ms_both]">
      <div className="flex items-center gap-2.5 text-sm text-muted-foreground">
        <Spinner />
        <span>{label}…</span>
      </div>
    </div>
  );
}
