import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInput, type User } from '@folio/schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { noPasswordText, SetPasswordLink } from '@/components/set-password-link';

const fields = ['name', 'company', 'email', 'current_password'] as const;

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { name: user.name, company: user.company ?? '', email: user.email, current_password: '' },
  });
  const { errors, isDirty } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      // The e-mail is where password resets go: changing it asks for the current password.
      { name: values.name, company: values.company || null, email: values.email, ...(emailChanged ? { current_password: values.current_password } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSentTo(answer.verification_sent ? answer.user.email : null);
          form.reset({ name: answer.user.name, company: answer.user.company ?? '', email: answer.user.email, current_password: '' });
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
      },
    ),
  );

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardHeader>
          <CardTitle>Personal details</CardTitle>
          <CardDescription>How you appear in Folio and where we write to you.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {sentTo && (
            <Alert variant="info" title="Check your new inbox">
              We sent a verification link to {sentTo}. Your new address stays unverified until you click it.
            </Alert>
          )}
          {!sentTo && !user.email_verified_at && (
            <Alert variant="warning" title="Your email address is not verified">
              Click the link we sent to {user.email} to verify it.
            </Alert>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full name" error={errors.name?.message}>
              <FieldControl>
                <Input autoComplete="name" {...form.register('name')} />
              </FieldControl>
            </Field>
            <Field label="Company or university" error={errors.company?.message}>
              <FieldControl>
                <Input autoComplete="organization" {...form.register('company')} />
              </FieldControl>
            </Field>
          </div>
          <Field
            label="Email"
            error={errors.email?.message}
            help={emailChanged ? 'You will need to verify the new address: we’ll send a link to it.' : undefined}
          >
            <FieldControl>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FieldControl>
          </Field>
          {emailChanged &&
            (user.has_password ? (
              <Field label="Current password" error={errors.current_password?.message} help="Needed to change your email address.">
                <FieldControl>
                  <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
                </FieldControl>
              </Field>
            ) : (
              <Alert variant="warning" title="Set a password first">
                <p className="mb-3">{noPasswordText}</p>
                <SetPasswordLink email={user.email} />
              </Alert>
            ))}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty || (emailChanged && !user.has_password)}>
            Save changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
