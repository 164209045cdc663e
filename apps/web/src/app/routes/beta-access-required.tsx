import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useBetaStatus } from '@/features/beta-access/api/get-beta-status';
import { BetaAccessNotice } from '@/features/beta-access/components/beta-access-notice';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

export function Component() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const status = useBetaStatus();
  if (!user || status.isPending) return <PageLoader />;
  // The granted page is shown once: after it, this address leads into the app.
  const granted = !status.data?.beta_access_enabled || status.data.has_access;
  if (granted && user.beta_access_granted_seen_at) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <BetaAccessNotice user={user} onContinue={() => void navigate(paths.app.dashboard.getHref(), { replace: true })} />;
}
