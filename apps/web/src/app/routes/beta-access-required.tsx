import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { BetaAccessNotice } from '@/features/beta-access/components/beta-access-notice';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

export function Component() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  if (!user) return <PageLoader />;
  return <BetaAccessNotice user={user} onContinue={() => void navigate(paths.app.dashboard.getHref(), { replace: true })} />;
}
