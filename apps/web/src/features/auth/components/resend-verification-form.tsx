import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyInput } from '@folio/schema';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { messages } from '@/lib/error-messages';
import { useResendVerification } from '../api/resend-verification';

/** Sends a new verification link: to the known address, or to one the visitor types in. */
export function ResendVerificationForm({ email }: { email: string | null }) {
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(emailOnlyInput), defaultValues: { email: email ?? '' } });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(values, {
      onSuccess: () => toast.success(messages.resendSuccess),
      onError: (error) => toast.error(getErrorMessage(error, messages.resendFailedShort)),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      {!email && (
        <Field label="Email" error={form.formState.errors.email?.message}>
          <FieldControl>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
          </FieldControl>
        </Field>
      )}
      <Button type="submit" variant="outline" className="w-full" loading={resend.isPending}>
        <Mail aria-hidden="true" />
        Resend verification email
      </Button>
    </form>
  );
}
