import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/auth';

const sections = [
  { id: 'features', label: 'Features' },
  { id: 'templates', label: 'Templates' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
];

/** Header of the public pages. Section links work from any public page (they point at the landing page). */
export function SiteHeader() {
  const [params] = useSearchParams();
  // A guest sent away from a signed-in page comes back there after signing in.
  const redirect = params.get('redirect');
  // Signed in (on /support, /privacy, /terms): the way back into the app, not a sign-in.
  const signedIn = useHasToken();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to={paths.home.getHref()} className="rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-label="Folio home">
          <Logo />
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <a
              key={section.id}
              href={`/#${section.id}`}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {section.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle size="sm" className="hidden sm:inline-flex" />
          {signedIn ? (
            <Button asChild size="sm">
              <Link to={paths.app.dashboard.getHref()}>Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.auth.login.getHref({ redirect })}>Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.register.getHref()}>Get Started</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
