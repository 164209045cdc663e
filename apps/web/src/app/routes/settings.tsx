import { ActiveSessions } from '@/features/settings/components/active-sessions';
import { ApiTokens } from '@/features/settings/components/api-tokens';
import { AppearanceSettings } from '@/features/settings/components/appearance-settings';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { DownloadData } from '@/features/settings/components/download-data';
import { SecuritySettings } from '@/features/settings/components/security-settings';
import { PageIntro } from './page-intro';

export function Component() {
  return (
    <div className="grid max-w-3xl gap-8">
      <PageIntro title="Account settings" text="How Folio looks for you, where you are signed in, your API access, your data, and your account itself." />
      <AppearanceSettings />
      <SecuritySettings />
      <ActiveSessions />
      <ApiTokens />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
