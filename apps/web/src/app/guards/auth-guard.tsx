import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { isApiError, notifySessionExpired } from '@/lib/api-client';
import { signOutLocally, useHasToken, userQueryOptions } from '@/lib/auth';
import { getRecentSignOutReason } from '@/lib/auth-storage';
import { ThemeSync } from '../theme-sync';

/**
 * Guard 2 (platform.md section 4): signed-in pages. A visitor goes to / with ?redirect= so sign-in
 * can bring them back; someone who just signed out simply goes home.
 */
export function AuthGuard() {
  const hasToken = useHasToken();
  const user = useQuery(userQueryOptions(hasToken));
  const location = useLocation();
  const queryClient = useQueryClient();

  const failure = user.isError ? (isApiError(user.error, 401) ? 'expired' : 'failed') : null;
  useEffect(() => {
    if (failure === 'expired') notifySessionExpired();
    // Failure to initialise authentication logs the user out (platform.md section 8).
    if (failure === 'failed') signOutLocally(queryClient, 'invalid');
  }, [failure, queryClient]);

  if (!hasToken) {
    const redirect = getRecentSignOutReason() ? null : location.pathname + location.search;
    return <Navigate to={paths.home.getHref({ redirect })} replace />;
  }
  if (!user.data) return <PageLoader label="Loading your account" />;
  return (
    <>
      <ThemeSync theme={user.data.theme} />
      <Outlet />
    </>
  );
}
