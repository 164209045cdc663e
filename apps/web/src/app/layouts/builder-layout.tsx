import { Outlet } from 'react-router';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteHandle } from '../route-handle';
import { ImpersonationBanner } from './impersonation-banner';

/**
 * The builder and the template selection screen take the whole window: their own header replaces
 * the app's top bar and sidebar, so the editor and the live preview get the room they need.
 */
export function BuilderLayout() {
  const handle = useRouteHandle();
  useDocumentTitle(handle.title);
  return (
    <ConfirmProvider>
      <TooltipProvider>
        <div className="min-h-dvh bg-canvas">
          <Outlet />
          <ImpersonationBanner floating />
        </div>
      </TooltipProvider>
    </ConfirmProvider>
  );
}

export { BuilderLayout as Component };
