import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/api-client';
import { useSecuritySettings, useSetAdminTwoFactorRequired } from '../api/security';

/** The admin users page's switch: admin accounts need two-factor sign-in to reach the admin area (each change is in the audit log). */
export function SecurityPolicy() {
  const settings = useSecuritySettings();
  const set = useSetAdminTwoFactorRequired();
  if (settings.isError) {
    return (
      <LoadError title="We couldn't load the security settings" onRetry={() => void settings.refetch()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (!settings.data) return <Skeleton className="h-24 rounded-xl" role="status" aria-label="Loading the security settings" />;
  const required = settings.data.admin_two_factor_required;
  return (
    <Card className="flex items-start gap-4 p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-1.5">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="admin-two-factor" className="text-base font-semibold">
            Require two-factor sign-in for admins
          </label>
          <Switch
            id="admin-two-factor"
            checked={required}
            disabled={set.isPending}
            aria-describedby="admin-two-factor-text"
            onCheckedChange={(next) => set.mutate(next, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(getErrorMessage(error)) })}
          />
        </div>
        <p id="admin-two-factor-text" className="text-sm text-muted-foreground">
          {required
            ? 'On: an admin account without two-factor sign-in cannot open the admin area until it turns it on in its settings.'
            : 'Off: admin accounts may sign in with a password alone.'}{' '}
          <Link to="/settings#security" className="font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            Your security settings
          </Link>
        </p>
      </div>
    </Card>
  );
}
