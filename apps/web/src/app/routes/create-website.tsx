import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { limitDataFor, subscriptionLimitOf } from '@/components/upgrade-dialog';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { useCurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { importWebsite, readFolioExport } from '@/api/import-website';
import { CreateWebsiteScreen, type CreatePath } from '@/features/create-website/components/create-website-screen';
import { refreshWebsites, useWebsites } from '@/api/get-websites';
import { dashboardMessages as m } from '@/features/dashboard/lib/messages';
import { storePendingAction } from '@/features/dashboard/lib/pending-action';
import { createWebsite } from '@/features/onboarding/api/create-website';
import { startSession } from '@/features/onboarding/api/start-session';
import { updateSession } from '@/features/onboarding/api/update-session';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

/** Where each path begins in onboarding (onboarding.md section 2), and the dashboard's message when it cannot. */
const onboardingStart = {
  upload: { step: 'upload_cv', failed: m.startOnboardingFailed },
  scratch: { step: 'manual_input', failed: m.startManualFailed },
} as const;

/**
 * /create-website: the ways to start, checked against the plan's room first (the server checks again).
 * Upload and scratch open a fresh onboarding session at their first step; the template path makes the
 * demo website and opens the builder on its templates, as onboarding's own card does.
 */
export function Component() {
  const { data: user } = useUser();
  const subscription = useCurrentSubscription();
  const websites = useWebsites();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user || subscription.isPending || websites.isPending) return <ContentSkeleton />;

  // As on the dashboard: an unreadable subscription counts as free (platform.md section 4).
  const planName = subscription.data?.plan.name ?? 'free';
  const limit = subscription.data?.limits.portfolio_count ?? 1;
  const count = websites.data?.length ?? user.websites_count;
  const full = user.role !== 'admin' && count >= limit;

  const choose = async (path: CreatePath) => {
    if (path === 'template') {
      try {
        const answer = await createWebsite({ type: 'demo', name: 'My Professional Portfolio', template_slug: 'modern' });
        await refreshWebsites(queryClient);
        void navigate(paths.app.builder.getHref(answer.website.id, { from: 'onboarding', template: 'select' }));
        return null;
      } catch (error) {
        const refused = subscriptionLimitOf(error);
        if (!refused) toast.error(m.createFailed);
        return refused;
      }
    }
    const start = onboardingStart[path];
    try {
      const { session_id } = await startSession();
      await updateSession({ session_id, step: start.step, path });
      void navigate(paths.app.cvBuilderOnboarding.getHref({ session_id }));
    } catch {
      toast.error(start.failed);
    }
    return null;
  };

  // A Folio export becomes a new website at once, opened in the builder; a wrong file is named in plain words.
  const importFile = async (file: File) => {
    const read = await readFolioExport(file);
    if ('problem' in read) {
      toast.error(m.importFailed, { description: read.problem });
      return null;
    }
    try {
      const answer = await importWebsite(read.document);
      await refreshWebsites(queryClient);
      toast.success(answer.message);
      void navigate(paths.app.builder.getHref(answer.website.id));
      return null;
    } catch (error) {
      const refused = subscriptionLimitOf(error);
      const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.serverMessage : undefined;
      if (!refused) toast.error(m.importFailed, detail ? { description: detail } : undefined);
      return refused;
    }
  };

  return (
    <CreateWebsiteScreen
      onChoose={choose}
      onImport={importFile}
      dashboardHref={paths.app.dashboard.getHref()}
      limit={full ? limitDataFor(planName, count, subscription.data?.subscription?.status === 'trialing') : null}
      onUpgrade={() => storePendingAction()}
    />
  );
}
