import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useUser } from '@/lib/auth';
import { PageIntro } from './page-intro';

export function Component() {
  const { data: user } = useUser();
  if (!user) return <ContentSkeleton />;
  return (
    <div className="grid max-w-3xl gap-8">
      <PageIntro title="Your profile" text="Keep your name and contact details up to date." />
      {/* Keyed by user so the form starts from fresh values after a save elsewhere. */}
      <ProfileForm key={user.id} user={user} />
      <ChangePasswordForm user={user} />
    </div>
  );
}
