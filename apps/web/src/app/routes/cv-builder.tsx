import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ManualForm } from '@/features/onboarding/components/manual/manual-form';

/** /cv-builder: the manual form on its own, where the error modal's Enter Manually leads. */
export function Component() {
  const navigate = useNavigate();
  return (
    <ManualForm
      backLabel="Back to Options"
      onBack={() => void navigate(paths.app.onboarding.getHref())}
      onCreated={(websiteId) => void navigate(paths.app.builder.getHref(websiteId, { from: 'onboarding' }))}
    />
  );
}
