import { FileUp, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** No website yet: the two ways to make one (platform.md section 2). */
export function EmptyState({ onboardingHref, createHref }: { onboardingHref: string; createHref: string }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="grid justify-items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-14 text-center motion-ok:animate-enter"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-text">
        <LayoutGrid className="size-6" aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-1.5">
        <h3 id="empty-title" className="text-lg font-semibold tracking-tight">
          No portfolio websites yet
        </h3>
        <p className="text-sm text-muted-foreground">
          Upload your CV and Folio builds the website for you, or choose another way to start: a template or a short form.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={onboardingHref}>
            <FileUp aria-hidden="true" />
            Create from your CV
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={createHref}>Other ways to start</Link>
        </Button>
      </div>
    </section>
  );
}
