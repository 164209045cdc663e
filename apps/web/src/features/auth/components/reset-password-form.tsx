import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput } from '@folio/schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { messages } from '@/lib/error-messages';
import { useResetPassword } from '../api/reset-password';
import { textLinkClass } from './auth-card';
import { PasswordStrength } from './password-strength';

/** Sets a new password from the e-mailed link (token and email come from its query). */
export function ResetPasswordForm({ token, email, onReset }: { token: string; email: string; onReset: () => void }) {
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    setLinkError(null);
    reset.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onReset();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422) {
          const fields = failure.fieldErrors;
          if (fields.token?.[0] || fields.email?.[0]) setLinkError(fields.token?.[0] ?? fields.email?.[0] ?? messages.resetLinkInvalid);
          if (fields.password?.[0]) form.setError('password', { message: fields.password[0] });
          if (fields.password_confirmation?.[0]) form.setError('password_confirmation', { message: fields.password_confirmation[0] });
        } else {
          setError(getErrorMessage(failure));
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {linkError && (
        <Alert
          variant="danger"
          title={linkError}
          action={
            <Link to={paths.auth.forgotPassword.getHref()} className={`text-sm ${textLinkClass}`}>
              Request a new link
            </Link>
          }
        />
      )}
      {error && <Alert variant="danger" title={error} />}
      <Field label="Email">
        <FieldControl>
          <Input type="email" value={email} readOnly autoComplete="username" />
        </FieldControl>
      </Field>
      <Field label="New password" error={errors.password?.message}>
        <FieldControl>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FieldControl>
        <PasswordStrength password={password} />
      </Field>
      <Field label="Confirm new password" error={errors.password_confirmation?.message}>
        <FieldControl>
          <PasswordInput autoComplete="new-password" reveals="password confirmation" {...form.register('password_confirmation')} />
        </FieldControl>
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Reset password
      </Button>
    </form>
  );
}
