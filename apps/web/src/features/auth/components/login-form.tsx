import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorDetails } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { messages } from '@/lib/error-messages';
import { useLogin, type LoginAnswer } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { textLinkClass } from './auth-card';
import { PasskeySignInButton, usePasskeySignIn } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';

type Failure =
  | { kind: 'invalid' }
  | { kind: 'unverified'; email: string }
  | { kind: 'throttled'; message: string }
  /** A passkey refused (unknown, not verified, expired, a deactivated account) or its prompt closed: the message says which. */
  | { kind: 'passkey'; message: string }
  | { kind: 'failed' };

function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(
          { email },
          {
            onSuccess: () => toast.success(messages.resendSuccess),
            onError: (error) =>
              toast.error(error instanceof ApiError && error.status !== 0 && error.serverMessage ? error.serverMessage : messages.resendFailed),
          },
        )
      }
    >
      Resend verification email
    </Button>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case 'invalid':
      return (
        <Alert variant="danger" title={messages.loginInvalid}>
          Passwords are case-sensitive. If you have forgotten yours,{' '}
          <Link to={paths.auth.forgotPassword.getHref()} className={textLinkClass}>
            reset it here
          </Link>
          .
        </Alert>
      );
    case 'unverified':
      return (
        <Alert variant="warning" title={messages.loginUnverified} action={<ResendVerification email={failure.email} />}>
          We sent a verification link to {failure.email}. If you can’t find it, check your spam or junk folder, or send a
          new one.
        </Alert>
      );
    case 'throttled':
    case 'passkey':
      return <Alert variant="danger" title={failure.message} />;
    case 'failed':
      return (
        <Alert variant="danger" title={messages.loginFailed}>
          {messages.registrationFailedHelp}
        </Alert>
      );
  }
}

/** E-mail and password sign-in with every outcome of platform.md section 8 shown on the form. */
export function LoginForm({ onSignedIn, challenge: given = null }: { onSignedIn: (answer: LoginAnswer) => void; challenge?: string | null }) {
  const queryClient = useQueryClient();
  const login = useLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Set once the password was right on an account with two-factor sign-in on (or a social sign-in handed one over). */
  const [challenge, setChallenge] = useState<string | null>(given);
  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;

  const finish = (answer: LoginAnswer) => {
    signIn(queryClient, answer.token, answer.user);
    toast.success(answer.message);
    onSignedIn(answer);
  };

  const passkey = usePasskeySignIn({
    enabled: challenge === null,
    remember: () => form.getValues('remember') === true,
    onSignedIn: finish,
    onFailure: (error) => {
      const unverified = errorDetails(error, 'email_unverified');
      if (unverified) setFailure({ kind: 'unverified', email: unverified.email });
      else if (error instanceof ApiError && error.status === 429) setFailure({ kind: 'throttled', message: error.serverMessage ?? messages.loginFailed });
      else if (error instanceof ApiError && error.status !== 0 && error.serverMessage) setFailure({ kind: 'passkey', message: error.serverMessage });
      else if (error instanceof Error && !(error instanceof ApiError)) setFailure({ kind: 'passkey', message: error.message });
      else setFailure({ kind: 'failed' });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(
      { email: values.email, password: values.password, remember: values.remember },
      {
        onSuccess: (answer) => {
          if ('requires_two_factor' in answer) {
            setChallenge(answer.challenge);
            return;
          }
          finish(answer);
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : 0;
          const unverified = errorDetails(error, 'email_unverified');
          const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
          if (status === 401) {
            // The password is cleared so the next attempt starts clean.
            form.setValue('password', '');
            form.setFocus('password');
            setFailure({ kind: 'invalid' });
          } else if (unverified) {
            setFailure({ kind: 'unverified', email: unverified.email || values.email });
          } else if (status === 422 && error instanceof ApiError) {
            for (const [field, list] of Object.entries(error.fieldErrors)) {
              if ((field === 'email' || field === 'password') && list[0]) form.setError(field, { message: list[0] });
            }
            toast.error(serverMessage ?? messages.generic);
          } else if (status === 429) {
            setFailure({ kind: 'throttled', message: serverMessage ?? messages.loginFailed });
          } else {
            setFailure({ kind: 'failed' });
          }
        },
      },
    );
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onCancel={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {failure && <FailureAlert failure={failure} />}
      <Field label="Email" error={errors.email?.message}>
        <FieldControl>
          {/* "webauthn": the browser may offer this site's passkeys in the field's autofill. */}
          <Input type="email" autoComplete="email webauthn" placeholder="you@example.com" autoFocus {...form.register('email')} />
        </FieldControl>
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <FieldControl>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FieldControl>
      </Field>
      <div className="flex items-center gap-2.5">
        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              id="remember"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="remember" className="font-normal text-muted-foreground">
          Remember me
        </Label>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      {/* After Sign in, in the page and in the tab order: Email, Tab, password, Enter must sign in, never open this link. */}
      <p className="-mt-1 text-center text-sm">
        <Link to={paths.auth.forgotPassword.getHref()} className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <PasskeySignInButton
        busy={passkey.busy}
        supported={passkey.supported}
        onClick={() => {
          setFailure(null);
          void passkey.start();
        }}
      />
    </form>
  );
}
