import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** /builder: the active website's builder, else the dashboard (platform.md section 2). */
export function Component() {
  const { data: user } = useUser();
  if (!user) return <PageLoader />;
  const target = user.active_website_id ? paths.app.builder.getHref(user.active_website_id) : paths.app.dashboard.getHref();
  return <Navigate to={target} replace />;
}
