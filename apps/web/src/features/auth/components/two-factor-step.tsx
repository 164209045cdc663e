import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { useLoginTwoFactor, type LoginAnswer } from '../api/login';

/** The second step of signing in with two-factor sign-in on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, onSignedIn, onCancel }: { challenge: string; onSignedIn: (answer: LoginAnswer) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const verify = useLoginTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);

  const submit = () => {
    setFieldError(undefined);
    setFailure(null);
    if (code.trim() === '') {
      setFieldError('The code field is required.');
      return;
    }
    verify.mutate(
      { challenge, code },
      {
        onSuccess: (answer) => {
          signIn(queryClient, answer.token, answer.user);
          toast.success(answer.message);
          onSignedIn(answer);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            setFieldError(error.fieldErrors.code?.[0] ?? getErrorMessage(error));
            setCode('');
          } else {
            setFailure({ message: getErrorMessage(error), expired: error instanceof ApiError && error.status === 401 });
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      aria-labelledby="two-factor-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-1">
        <h2 id="two-factor-title" className="text-base font-semibold">
          Two-factor sign-in
        </h2>
        <p className="text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</p>
      </div>
      {failure && (
        <Alert
          variant="danger"
          title={failure.message}
          action={
            failure.expired ? (
              <Button type="button" variant="outline" size="sm" onClick={onCancel}>
                Sign in again
              </Button>
            ) : undefined
          }
        />
      )}
      <Field label="Authentication code" error={fieldError}>
        <FieldControl>
          <Input
            value={code}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono tracking-wider"
            onChange={(event) => {
              setCode(event.target.value);
              setFieldError(undefined);
            }}
            autoFocus
          />
        </FieldControl>
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="-mt-2 justify-self-center" onClick={onCancel}>
        Use another account
      </Button>
    </form>
  );
}
