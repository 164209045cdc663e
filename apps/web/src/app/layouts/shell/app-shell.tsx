import { useCallback, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useRouteHandle } from '../../route-handle';
import { ImpersonationBanner } from '../impersonation-banner';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileSidebar } from './mobile-sidebar';
import { visibleSections } from './nav-items';
import { TopBar } from './top-bar';

const collapsedKey = 'folio_sidebar_collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(collapsedKey) === '1';
  } catch {
    return false;
  }
}

/** The signed-in application frame (platform.md section 2). */
export function AppShell() {
  const { data: user } = useUser();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDocumentTitle(handle.title);

  const isAdmin = user?.role === 'admin';
  // Sidebar: admins always; others while their plan gives access (no record counts as free access).
  const subscription = useCurrentSubscription(!!user && !isAdmin);
  const showSidebar = isAdmin || subscription.data?.has_access !== false;

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(collapsedKey, value ? '0' : '1');
      } catch {
        // Only this page remembers it then.
      }
      return !value;
    });
  }, []);

  if (!user) return <PageLoader />;
  const sections = visibleSections(isAdmin, pathname === '/admin' || pathname.startsWith('/admin/'));

  return (
    // Confirmations are for signed-in actions; keeping the provider here keeps dialogs out of the landing bundle.
    <ConfirmProvider>
      <div className="min-h-dvh bg-canvas">
        <a
          href="#main"
          className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {showSidebar && (
          <>
            <DesktopSidebar sections={sections} collapsed={collapsed} onToggle={toggleCollapsed} />
            <MobileSidebar sections={sections} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </>
        )}
        <div
          className={cn(
            'flex min-h-dvh flex-col motion-ok:transition-[margin] motion-ok:duration-300 motion-ok:ease-out',
            showSidebar && (collapsed ? 'lg:ml-16' : 'lg:ml-64'),
          )}
        >
          {/* The banner stays in view with the top bar: the way back to the admin is always one click away. */}
          <div className="sticky top-0 z-20">
            <ImpersonationBanner />
            <TopBar title={handle.title ?? 'Folio'} user={user} onOpenMenu={showSidebar ? () => setDrawerOpen(true) : undefined} />
          </div>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
              <Outlet />
            </div>
          </main>
          <footer className="mx-auto flex w-full max-w-5xl flex-wrap gap-x-5 gap-y-2 px-4 pb-6 text-[13px] text-muted-foreground sm:px-6 lg:px-8">
            <span>© {new Date().getFullYear()} Folio</span>
            <Link to={paths.support.getHref()} className="rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">Support</Link>
            <Link to={paths.privacy.getHref()} className="rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">Privacy</Link>
            <Link to={paths.terms.getHref()} className="rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">Terms</Link>
          </footer>
        </div>
      </div>
    </ConfirmProvider>
  );
}

export { AppShell as Component };
