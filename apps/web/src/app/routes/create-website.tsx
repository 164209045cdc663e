import { limitDataFor } from '@/components/upgrade-modal';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { useCurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { CreateWebsiteScreen } from '@/features/create-website/components/create-website-screen';
import { useWebsites } from '@/features/dashboard/api/get-websites';
import { storePendingAction } from '@/features/dashboard/lib/pending-action';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** /create-website: the ways to start, checked against the plan's room first (the server checks again). */
export function Component() {
  const { data: user } = useUser();
  const subscription = useCurrentSubscription();
  const websites = useWebsites();
  if (!user || subscription.isPending || websites.isPending) return <ContentSkeleton />;

  // As on the dashboard: an unreadable subscription counts as free (platform.md section 4).
  const planName = subscription.data?.plan.name ?? 'free';
  const limit = subscription.data?.limits.portfolio_count ?? 1;
  const count = websites.data?.length ?? user.websites_count;
  const full = user.role !== 'admin' && count >= limit;
  return (
    <CreateWebsiteScreen
      pathHref={(path) => paths.app.onboarding.getHref({ path })}
      dashboardHref={paths.app.dashboard.getHref()}
      limit={full ? limitDataFor(planName, count, subscription.data?.subscription?.status === 'trialing') : null}
      onUpgrade={() => storePendingAction()}
    />
  );
}
