import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';

const linkClass =
  'w-fit rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

export function SiteFooter() {
  return (
    <footer className="border-t bg-canvas">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            Turn your CV into a portfolio website you are proud to share.
          </p>
        </div>
        <nav aria-label="Product" className="grid content-start gap-2.5">
          <p className="text-sm font-medium">Product</p>
          <a href="/#features" className={linkClass}>Features</a>
          <a href="/#how-it-works" className={linkClass}>How it works</a>
          <a href="/#pricing" className={linkClass}>Pricing</a>
          <Link to={paths.support.getHref()} className={linkClass}>Support</Link>
        </nav>
        <nav aria-label="Legal" className="grid content-start gap-2.5">
          <p className="text-sm font-medium">Legal</p>
          <Link to={paths.privacy.getHref()} className={linkClass}>Privacy Policy</Link>
          <Link to={paths.terms.getHref()} className={linkClass}>Terms of Service</Link>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 text-sm text-muted-foreground sm:px-6">
          <p>© {new Date().getFullYear()} Folio</p>
          <ThemeToggle size="sm" className="sm:hidden" />
        </div>
      </div>
    </footer>
  );
}
