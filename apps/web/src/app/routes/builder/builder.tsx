import { useCallback, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { BuilderPage } from '@/features/builder/components/builder-page';
import type { SectionLinks } from '@/features/builder/components/section-editor';
import { useUser } from '@/lib/auth';
import { UserMenu } from '../../layouts/shell/user-menu';

export function Component() {
  const { id } = useParams();
  const websiteId = Number(id);
  const { data: user } = useUser();
  const navigate = useNavigate();
  const onLoadFailed = useCallback(() => void navigate(paths.app.dashboard.getHref(), { replace: true }), [navigate]);
  const links = useMemo<SectionLinks>(
    () => ({
      templatesScreen: paths.app.templates.getHref(websiteId),
      upgrade: (plan) => paths.app.subscriptionPlans.getHref({ plan, billing: 'monthly' }),
    }),
    [websiteId],
  );

  if (!Number.isInteger(websiteId) || websiteId <= 0) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  if (!user) return <PageLoader />;
  // The server lets administrators use every template; the client mirrors that rule.
  const gatingUser = user.role === 'admin' ? { ...user, current_plan: 'premium' as const } : user;
  // Keyed by id: another website gets a fresh builder (its own state and write queue).
  return <BuilderPage key={websiteId} websiteId={websiteId} user={gatingUser} userMenu={<UserMenu user={user} compact />} links={links} onLoadFailed={onLoadFailed} />;
}
