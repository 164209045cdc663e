import { BetaSettings } from '@/features/admin/components/beta-settings';
import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <div className="grid gap-6">
      <PageIntro title="Beta access" text="While the gate is on, new accounts wait until you invite them from the waiting list." />
      <BetaSettings />
    </div>
  );
}
