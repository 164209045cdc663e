import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInput } from '@folio/schema';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldControl } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@folio/schema';
import { useChangePassword } from '../api/change-password';
import { noPasswordText, SetPasswordLink } from '@/components/set-password-link';

const fields = ['current_password', 'password', 'password_confirmation'] as const;
const empty = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm({ user }: { user: User }) {
  if (!user.has_password) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>{noPasswordText}</CardDescription>
        </CardHeader>
        <CardContent>
          <SetPasswordLink email={user.email} />
        </CardContent>
      </Card>
    );
  }
  return <ChangePassword />;
}

function ChangePassword() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordInput), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(empty);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          for (const field of fields) {
            const message = error.fieldErrors[field]?.[0];
            if (message) form.setError(field, { message });
          }
        } else {
          toast.error(getErrorMessage(error));
        }
      },
    }),
  );

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs you out everywhere else.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Field label="Current password" error={errors.current_password?.message}>
            <FieldControl>
              <PasswordInput autoComplete="current-password" reveals="current password" {...form.register('current_password')} />
            </FieldControl>
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="New password" error={errors.password?.message}>
              <FieldControl>
                <PasswordInput autoComplete="new-password" reveals="new password" {...form.register('password')} />
              </FieldControl>
            </Field>
            <Field label="Confirm new password" error={errors.password_confirmation?.message}>
              <FieldControl>
                <PasswordInput autoComplete="new-password" reveals="password confirmation" {...form.register('password_confirmation')} />
              </FieldControl>
            </Field>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={change.isPending}>
            Update password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
