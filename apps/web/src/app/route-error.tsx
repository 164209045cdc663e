import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/**
 * Last resort for a screen that failed to render or load. The usual cause is a new release
 * replacing the code chunks of an open tab, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6">
      <div className="grid max-w-sm justify-items-center gap-5 text-center">
        <Logo />
        <div className="grid gap-2">
          <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
          <p className="text-sm text-muted-foreground">
            This page could not be displayed. Reloading usually fixes it{detail ? ` (${detail})` : ''}.
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go home
          </Button>
        </div>
      </div>
    </main>
  );
}
