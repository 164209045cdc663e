import { useTemplates } from '@/api/get-templates';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { paths } from '@/config/paths';
import type { PlanLimitData, TemplateLockedData } from '../api/types';

/** The upgrade dialog for what onboarding's plan refused: another website, or a template above it. */
export function UpgradeReasons({
  planLimit,
  templateLock,
  onCloseLimit,
  onCloseLock,
}: {
  planLimit: PlanLimitData | null;
  templateLock: TemplateLockedData | null;
  onCloseLimit: () => void;
  onCloseLock: () => void;
}) {
  const templates = useTemplates();
  if (planLimit) return <UpgradeDialog reason={{ kind: 'limit', data: planLimit }} onClose={onCloseLimit} />;
  const template = templates.data?.find((item) => item.slug === templateLock?.template);
  return (
    <UpgradeDialog
      reason={
        templateLock && {
          kind: 'template',
          template: template ?? { name: templateLock.template },
          plan: templateLock.required_plan,
          templates: templates.data ?? [],
          href: paths.app.checkout.getHref({ plan: templateLock.required_plan, billing: 'monthly' }),
        }
      }
      onClose={onCloseLock}
    />
  );
}
