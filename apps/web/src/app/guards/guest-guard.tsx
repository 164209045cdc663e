import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths, safeRedirect } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { logout, useHasToken, userQueryOptions } from '@/lib/auth';
import { clearToken } from '@/lib/auth-storage';

/**
 * Where a signed-in user on a guest page belongs. The sign-in form sends the user to the same place,
 * so its navigation and this guard's (which fires as soon as the token is stored) never disagree.
 */
export function signedInTarget(pathname: string, params: URLSearchParams): string {
  const plan = params.get('plan');
  const isRegister = pathname === paths.auth.register.path || pathname === paths.auth.minimalRegister.path;
  if (isRegister && (plan || params.get('source') === 'pricing')) {
    return paths.app.checkout.getHref({ plan, billing: params.get('billing'), source: params.get('source') });
  }
  const redirect = safeRedirect(params.get('redirect'));
  if (redirect) return redirect;
  // plan, billing and flow are carried on to checkout from the sign-in screens (platform.md section 2).
  if (plan) return paths.app.checkout.getHref({ plan, billing: params.get('billing'), flow: params.get('flow') });
  return paths.app.dashboard.getHref();
}

/**
 * Guard 1 (platform.md section 4): pages for guests. A valid token goes to the dashboard, or to
 * checkout when /register was opened for a plan; an invalid one is forgotten and revoked quietly.
 */
export function GuestGuard() {
  const hasToken = useHasToken();
  const user = useQuery(userQueryOptions(hasToken));
  const location = useLocation();
  const [params] = useSearchParams();

  const invalidToken = isApiError(user.error, 401);
  useEffect(() => {
    if (!invalidToken) return;
    clearToken('invalid');
    logout().catch(() => {
      // Expected: the server already rejected this token.
    });
  }, [invalidToken]);

  if (!hasToken) return <Outlet />;
  if (user.isPending) return <PageLoader />;
  if (user.data) return <Navigate to={signedInTarget(location.pathname, params)} replace />;
  // The check failed for another reason (offline): the guest page is still the right thing to show.
  return <Outlet />;
}
