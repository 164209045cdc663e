import { getPlan } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { currentSubscriptionQueryOptions, useCurrentSubscription, type CurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { DashboardView, type DashboardLinks } from '@/features/dashboard/components/dashboard-view';
import type { PlanCheck } from '@/features/dashboard/hooks/use-checkout-return';
import { refreshWebsites } from '@/api/get-websites';
import { paths } from '@/config/paths';
import { userQueryKey, useUser } from '@/lib/auth';

const links: DashboardLinks = {
  onboarding: paths.app.onboarding.getHref(),
  create: paths.app.createWebsite.getHref(),
  subscription: paths.app.subscription.getHref(),
  builder: (id) => paths.app.builder.getHref(id),
  preview: (id) => paths.app.cvPreview.getHref(id, {}),
};

const planCheck = (subscription: CurrentSubscription): PlanCheck => ({
  displayName: subscription.plan.display_name,
  paid: subscription.plan.name !== 'free' && (subscription.subscription?.status === 'active' || subscription.subscription?.status === 'trialing'),
});

/** /dashboard: the dashboard feature, fed with the plan from the billing feature. */
export function Component() {
  const { data: user } = useUser();
  const subscription = useCurrentSubscription();
  const queryClient = useQueryClient();

  // Back from checkout every cached account datum is stale: drop it all and read the plan again.
  const refresh = useCallback(async () => {
    await refreshWebsites(queryClient);
    return planCheck(await queryClient.fetchQuery({ ...currentSubscriptionQueryOptions(), staleTime: 0 }));
  }, [queryClient]);
  const recheck = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...currentSubscriptionQueryOptions(), staleTime: 0 });
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
    return planCheck(fresh);
  }, [queryClient]);

  if (!user || subscription.isPending) return <ContentSkeleton />;
  // If the subscription cannot be read, the plan falls back to free with a limit of 1 (platform.md section 4).
  const current = subscription.data;
  const fallback = getPlan('free');
  const plan = current
    ? {
        name: current.plan.name,
        displayName: current.plan.display_name,
        limit: current.limits.portfolio_count,
        isOnTrial: current.subscription?.status === 'trialing',
      }
    : { name: fallback.name, displayName: fallback.display_name, limit: fallback.limits.portfolio_count, isOnTrial: false };

  return <DashboardView user={user} plan={plan} links={links} refresh={refresh} recheck={recheck} />;
}
