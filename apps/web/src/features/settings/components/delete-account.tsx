import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { signOutLocally } from '@/lib/auth';
import { useUser } from '@/lib/auth';
import { noPasswordText, SetPasswordLink } from '@/components/set-password-link';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account asks for the password, deletes everything the user owns and signs them out. */
export function DeleteAccount() {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };

  const confirm = () => {
    if (!password) {
      setError('The password field is required.');
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast.success(answer.message);
          signOutLocally(queryClient, 'deleted');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) setError(failure.fieldErrors.password?.[0] ?? failure.message);
          else setError(getErrorMessage(failure));
        },
      },
    );
  };

  return (
    <Card className="border-danger/30">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently deletes your account, your CVs, the files you uploaded and every website you made with Folio, and cancels your
          subscription. Published websites go offline at once; their addresses stay reserved for 30 days. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {user && !user.has_password ? (
          // Deleting asks for the password: a session alone must not be enough to destroy the account.
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted-foreground">{noPasswordText}</p>
            <SetPasswordLink email={user.email} />
          </div>
        ) : (
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        type="danger"
        title="Delete your account?"
        description="Your account, CVs and websites will be deleted for good. Enter your password to confirm."
        confirmLabel="Delete account"
        loading={remove.isPending}
        onConfirm={confirm}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field label="Password" error={error}>
            <FieldControl>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
                autoFocus
              />
            </FieldControl>
          </Field>
        </form>
      </ConfirmDialog>
    </Card>
  );
}
