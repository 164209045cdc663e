import { AppearanceSettings } from '@/features/settings/components/appearance-settings';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { PageIntro } from './page-intro';

export function Component() {
  return (
    <div className="grid max-w-3xl gap-8">
      <PageIntro title="Account settings" text="How Folio looks for you, and your account itself." />
      <AppearanceSettings />
      <DeleteAccount />
    </div>
  );
}
