import { Outlet, Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteHandle } from '../route-handle';

/** Focused tasks (sign-in, verification, password reset): the logo, the task, nothing else to wander off to. */
export function MinimalLayout() {
  useDocumentTitle(useRouteHandle().title);
  return (
    <div className="relative flex min-h-dvh flex-col bg-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,color-mix(in_oklch,var(--primary)_12%,transparent),transparent)]"
      />
      <header className="relative flex h-16 items-center justify-between px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="Folio home" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <Logo />
        </Link>
        <ThemeToggle size="sm" />
      </header>
      <main id="main" className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-[420px] motion-ok:animate-enter">
          <Outlet />
        </div>
      </main>
      <footer className="relative flex justify-center gap-5 px-4 pb-6 text-[13px] text-muted-foreground">
        <span>© {new Date().getFullYear()} Folio</span>
        <Link to={paths.privacy.getHref()} className="hover:text-foreground">Privacy</Link>
        <Link to={paths.terms.getHref()} className="hover:text-foreground">Terms</Link>
        <Link to={paths.support.getHref()} className="hover:text-foreground">Support</Link>
      </footer>
    </div>
  );
}
