import { DemoVideoSettings } from '@/features/admin/components/demo-video-settings';
import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <div className="grid gap-6">
      <PageIntro title="Demo video" text="Shown on the onboarding welcome screen and in the landing page’s “How it works”, and nowhere while none is set." />
      <DemoVideoSettings />
    </div>
  );
}
