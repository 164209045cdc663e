import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { TemplateSelectionScreen } from '@/features/builder/templates-screen/template-selection-screen';
import { useUser } from '@/lib/auth';

/** /templates/{id} and /cv-builder/templates/{id}. */
export function Component() {
  const { id } = useParams();
  const websiteId = Number(id);
  const { data: user } = useUser();
  const navigate = useNavigate();
  const back = useCallback(() => void navigate(paths.app.builder.getHref(websiteId)), [navigate, websiteId]);
  const applied = useCallback(() => void navigate(paths.app.builder.getHref(websiteId, { section: 'template' })), [navigate, websiteId]);
  const upgradeHref = useCallback((plan: 'pro' | 'premium') => paths.app.subscriptionPlans.getHref({ plan, billing: 'monthly' }), []);

  if (!Number.isInteger(websiteId) || websiteId <= 0) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  if (!user) return <PageLoader />;
  return <TemplateSelectionScreen websiteId={websiteId} plan={user.role === 'admin' ? 'premium' : user.current_plan} onBack={back} onApplied={applied} upgradeHref={upgradeHref} />;
}
