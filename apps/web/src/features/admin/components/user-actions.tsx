import type { AdminUserDetail, PlanName } from '@folio/schema';
import { getPlan, planNames } from '@folio/schema';
import { BadgeCheck, KeyRound, Power, Sparkles, Trash2, UserRoundCog } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, type ConfirmType } from '@/components/ui/confirm-dialog';
import { Field, FieldControl, Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminUserAction, type AdminUserAction } from '../api/admin-users';
import { useImpersonate } from '../api/impersonate';

type Dialog = 'verify' | 'activate' | 'deactivate' | 'plan' | 'password-reset' | 'delete' | 'impersonate';

interface DialogText {
  type: ConfirmType;
  title: string;
  description: ReactNode;
  confirm: string;
}

/** The admin actions on one user, each behind a confirmation; what each does is said before it is done. */
export function UserActions({ detail, selfId }: { detail: AdminUserDetail; selfId: number }) {
  const { user } = detail;
  const navigate = useNavigate();
  const action = useAdminUserAction(user.id);
  const impersonate = useImpersonate(user.id);
  const [open, setOpen] = useState<Dialog | null>(null);
  const [plan, setPlan] = useState<PlanName>(user.current_plan === 'free' ? 'pro' : user.current_plan);
  const [reason, setReason] = useState('');
  const isSelf = user.id === selfId;
  const payingSubscription = detail.subscriptions.find((row) => row.provider !== 'admin' && ['active', 'trialing', 'past_due'].includes(row.status));

  const texts: Record<Dialog, DialogText> = {
    verify: { type: 'success', title: `Verify ${user.email}?`, description: 'The address is marked as verified, as if its owner had followed the e-mailed link.', confirm: 'Verify e-mail' },
    activate: { type: 'success', title: `Activate ${user.name}?`, description: 'They can sign in again and their published sites are back online.', confirm: 'Activate' },
    deactivate: {
      type: 'warning',
      title: `Deactivate ${user.name}?`,
      description: 'They are signed out everywhere, cannot sign in, and their sites answer 404 until you activate them again. Nothing is deleted.',
      confirm: 'Deactivate',
    },
    plan: { type: 'primary', title: `Grant a plan to ${user.name}`, description: 'Recorded in their billing data as granted by an admin, and in the audit log. Free ends an earlier grant.', confirm: 'Grant plan' },
    'password-reset': { type: 'primary', title: `Send a password reset e-mail to ${user.email}?`, description: 'They get the same link as from Forgot password, valid for 60 minutes.', confirm: 'Send e-mail' },
    delete: {
      type: 'danger',
      title: `Delete ${user.name}?`,
      description: `Their account, ${detail.websites.length === 1 ? '1 website' : `${detail.websites.length} websites`}, CV uploads, files and sessions are deleted for good. This cannot be undone.`,
      confirm: 'Delete user',
    },
    impersonate: {
      type: 'warning',
      title: `Impersonate ${user.name}?`,
      description: 'You will see and act as them for up to an hour. Every change you make is recorded in the audit log under your name.',
      confirm: 'Impersonate',
    },
  };

  function run(dialog: Dialog) {
    if (dialog === 'impersonate') {
      impersonate.mutate(undefined, {
        onSuccess: (started) => {
          setOpen(null);
          toast.success(started.message, { id: 'impersonation' });
          void navigate(paths.app.dashboard.getHref());
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      });
      return;
    }
    const request: AdminUserAction = dialog === 'plan' ? { plan, ...(reason.trim() ? { reason: reason.trim() } : {}) } : dialog;
    action.mutate(request, {
      onSuccess: (answer) => {
        setOpen(null);
        toast.success(answer.message);
        if (dialog === 'delete') void navigate(paths.admin.users.getHref(), { replace: true });
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  }

  const buttons: Array<{ dialog: Dialog; label: string; icon: typeof Power; show: boolean; variant?: 'outline' | 'danger' }> = [
    { dialog: 'impersonate', label: 'Impersonate', icon: UserRoundCog, show: !isSelf && user.role !== 'admin' && user.is_active },
    { dialog: 'verify', label: 'Verify e-mail', icon: BadgeCheck, show: !user.email_verified_at },
    { dialog: 'plan', label: 'Grant plan', icon: Sparkles, show: !payingSubscription },
    { dialog: 'password-reset', label: 'Send password reset', icon: KeyRound, show: true },
    { dialog: user.is_active ? 'deactivate' : 'activate', label: user.is_active ? 'Deactivate' : 'Activate', icon: Power, show: !isSelf },
    { dialog: 'delete', label: 'Delete user', icon: Trash2, show: !isSelf, variant: 'danger' },
  ];

  const current = open ? texts[open] : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
        <CardDescription>
          {isSelf ? 'This is your own account: you cannot deactivate, delete or impersonate it.' : 'Each asks before it acts, and is written to the audit log.'}
          {payingSubscription && ` ${user.name} pays for ${getPlan(payingSubscription.plan).display_name} through the checkout, so their plan follows that subscription.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {buttons
          .filter((button) => button.show)
          .map((button) => (
            <Button key={button.dialog} variant={button.variant ?? 'outline'} onClick={() => setOpen(button.dialog)}>
              <button.icon aria-hidden="true" />
              {button.label}
            </Button>
          ))}
      </CardContent>
      {open && current && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          type={current.type}
          title={current.title}
          description={current.description}
          confirmLabel={current.confirm}
          loading={action.isPending || impersonate.isPending}
          onConfirm={() => run(open)}
        >
          {open === 'plan' && (
            <div className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="grant-plan">Plan</Label>
                <Select id="grant-plan" value={plan} onChange={(event) => setPlan(event.target.value as PlanName)}>
                  {planNames.map((name) => (
                    <option key={name} value={name}>
                      {getPlan(name).display_name}
                    </option>
                  ))}
                </Select>
              </div>
              <Field label="Reason" aside={<span className="text-xs text-muted-foreground">Optional</span>} help="Kept in the audit log.">
                <FieldControl>
                  <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
                </FieldControl>
              </Field>
            </div>
          )}
        </ConfirmDialog>
      )}
    </Card>
  );
}
