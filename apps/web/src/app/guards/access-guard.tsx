import type { User } from '@folio/schema';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { useBetaStatus } from '@/features/beta-access/api/get-beta-status';
import { useCompleteOnboarding } from '@/features/onboarding/api/complete-onboarding';
import { useCurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { useTwoFactorStatus } from '@/features/settings/api/two-factor';
import { onboardingExemptPrefixes, onboardingPaths, paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useRouteHandle } from '../route-handle';

function isExempt(pathname: string): boolean {
  return onboardingExemptPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Where guard 4 sends a non-admin, or null. We read "protected routes" as the routes that require a
 * subscription (dashboard, onboarding, builder): account pages (profile, settings) stay reachable
 * before the first website exists, so a new user can always fix their details or leave.
 */
function onboardingRedirect(user: User, pathname: string, requiresSubscription: boolean): string | null {
  if (!requiresSubscription || (onboardingPaths as readonly string[]).includes(pathname)) return null;
  const noWebsites = user.websites_count === 0;
  if (noWebsites && !user.onboarding_completed_at) return paths.app.onboarding.getHref();
  if (noWebsites && !isExempt(pathname)) return paths.app.onboarding.getHref();
  return null;
}

/** Guard 4's last clause: a user who has websites but no completion mark gets one, once. */
function useMarkOnboardingDone(user: User) {
  const { mutate } = useCompleteOnboarding();
  const sent = useRef(false);
  const needed = user.role !== 'admin' && user.websites_count > 0 && !user.onboarding_completed_at;
  useEffect(() => {
    if (!needed || sent.current) return;
    sent.current = true;
    mutate();
  }, [needed, mutate]);
}

/** Guards 3 to 6 of platform.md section 4, in the spec's order, for every page inside the app shell. */
export function AccessGuard() {
  const { data: user } = useUser();
  if (!user) return <ContentSkeleton />; // AuthGuard renders this only with a user; kept for the types
  return <AccessChecks user={user} />;
}

function AccessChecks({ user }: { user: User }) {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const isAdmin = user.role === 'admin';
  const requiresSubscription = handle.requiresSubscription === true;

  useMarkOnboardingDone(user);
  // Admins skip the beta gate; only subscription-protected routes need the subscription.
  const beta = useBetaStatus(!isAdmin);
  const subscription = useCurrentSubscription(requiresSubscription);
  const twoFactor = useTwoFactorStatus(isAdmin && handle.admin === true);

  // 3. Admin routes.
  if (handle.admin && !isAdmin) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  // While admins must use two-factor sign-in, the server refuses an admin without it (403 two_factor_required): say why, and where to turn it on.
  if (handle.admin && twoFactor.data?.required && !twoFactor.data.enabled) {
    return (
      <Alert
        variant="warning"
        title="Two-factor sign-in is required for admin accounts"
        action={
          <Button asChild size="sm">
            <Link to={`${paths.app.settings.getHref()}#security`}>Turn it on in your settings</Link>
          </Button>
        }
      >
        The admin area opens once two-factor sign-in is on for your account.
      </Alert>
    );
  }

  // 4. Onboarding.
  const onboardingTarget = isAdmin ? null : onboardingRedirect(user, pathname, requiresSubscription);
  if (onboardingTarget) return <Navigate to={onboardingTarget} replace />;

  // 5. Beta gate. If the status cannot be read, the server still enforces access on every call.
  if (!isAdmin && beta.isPending) return <ContentSkeleton />;
  const blockedByBeta =
    beta.data?.beta_access_enabled === true && !beta.data.has_access && user.beta_access_granted_seen_at == null;
  if (!isAdmin && blockedByBeta) return <Navigate to={paths.betaAccessRequired.getHref()} replace />;

  // 6. Subscription.
  if (requiresSubscription) {
    if (subscription.isPending) return <ContentSkeleton />;
    if (subscription.isError) {
      return (
        <Alert
          variant="danger"
          title="We couldn't check your subscription"
          action={
            <Button variant="outline" size="sm" onClick={() => void subscription.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          Your plan decides what you can open here. Check your connection and try again.
        </Alert>
      );
    }
    if (!subscription.data.has_access) {
      return <Navigate to={paths.app.checkout.getHref({ plan: 'pro', billing: 'monthly', flow: 'trial' })} replace />;
    }
  }

  return <Outlet />;
}
