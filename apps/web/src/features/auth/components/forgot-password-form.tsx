import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyInput } from '@folio/schema';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthIcon } from './auth-card';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account,
 * so the screen never tells a stranger who is registered.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailOnlyInput), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    request.mutate(values, {
      onSuccess: (answer) => setSentTo({ email: values.email, message: answer.message }),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422 && failure.fieldErrors.email?.[0]) {
          form.setError('email', { message: failure.fieldErrors.email[0] });
        } else {
          setError(getErrorMessage(failure));
        }
      },
    });
  });

  if (sentTo) {
    return (
      <div className="grid gap-4" role="status">
        <AuthIcon tone="success">
          <MailCheck />
        </AuthIcon>
        <p className="text-sm leading-relaxed">{sentTo.message}</p>
        <p className="text-sm leading-relaxed text-muted-foreground">
          The link in it works once and expires soon. Nothing arrived at {sentTo.email}? Check your spam folder, or{' '}
          <button type="button" className="font-medium text-primary-text underline-offset-4 hover:underline" onClick={() => setSentTo(null)}>
            try another address
          </button>
          .
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {error && <Alert variant="danger" title={error} />}
      <Field label="Email" error={form.formState.errors.email?.message}>
        <FieldControl>
          <Input type="email" autoComplete="email" placeholder="you@example.com" autoFocus {...form.register('email')} />
        </FieldControl>
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
