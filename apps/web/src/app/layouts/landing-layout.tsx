import { Outlet } from 'react-router';
import { SiteFooter } from '@/features/landing/components/site-footer';
import { SiteHeader } from '@/features/landing/components/site-header';
import { useRouteHandle } from '../route-handle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScrollToTop } from './scroll-to-top';

/** Public pages: the landing page, the legal pages and the sign-in screens. */
export function LandingLayout() {
  useDocumentTitle(useRouteHandle().title);
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
