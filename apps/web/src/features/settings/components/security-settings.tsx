import type { TwoFactorSetup } from '@folio/schema';
import { Check, Copy, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useConfirmTwoFactor, useDisableTwoFactor, useRegenerateRecoveryCodes, useStartTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { Passkeys } from './passkeys';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A code field's error from a failed call: the field's own message on 422, else the API's message. */
const codeError = (error: unknown) => (error instanceof ApiError && error.status === 422 ? (error.fieldErrors.code?.[0] ?? getErrorMessage(error)) : getErrorMessage(error));

function CodeField({ value, onChange, error, label = 'Code from your authenticator app' }: { value: string; onChange: (value: string) => void; error?: string; label?: string }) {
  return (
    <Field label={label} error={error}>
      <FieldControl>
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          maxLength={40}
          className="max-w-56 font-mono tracking-wider"
          autoFocus
        />
      </FieldControl>
    </Field>
  );
}

/** The ten recovery codes, this once: copy and download, then gone. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Folio recovery codes\nEach code signs you in once if you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy the codes. Select them and copy them by hand.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'folio-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      <Alert variant="warning" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they will not be shown again.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** Turning it on: the QR code and the secret as text, then the first code. */
function Setup({ setup, onCodes, onCancel }: { setup: TwoFactorSetup; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return setError('The code field is required.');
        confirm.mutate(code, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onCodes(answer.data.recovery_codes);
          },
          onError: (failure) => setError(codeError(failure)),
        });
      }}
    >
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          <p>Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Aegis).</p>
          <img src={setup.qr_code} alt="QR code to add Folio to your authenticator app" width={176} height={176} className="mt-3 size-44 rounded-lg border bg-white p-2" />
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <code className="mt-2 inline-block rounded bg-muted px-2 py-1 font-mono text-[13px] break-all" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </li>
        <li>
          <p>Enter the 6-digit code the app shows.</p>
        </li>
      </ol>
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={confirm.isPending}>
          Turn on
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Turning it off, or new recovery codes: both ask for a current code first. */
function CodeDialog({ action, onClose, onCodes }: { action: 'disable' | 'regenerate' | null; onClose: () => void; onCodes: (codes: string[]) => void }) {
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pending = disable.isPending || regenerate.isPending;
  const close = () => {
    if (pending) return;
    setCode('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (code.trim() === '') return setError('The code field is required.');
    const onError = (failure: unknown) => setError(codeError(failure));
    if (action === 'disable') {
      disable.mutate(code, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setCode('');
          onClose();
        },
        onError,
      });
    } else {
      regenerate.mutate(code, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setCode('');
          onClose();
          onCodes(answer.data.recovery_codes);
        },
        onError,
      });
    }
  };
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader
            title={action === 'disable' ? 'Turn off two-factor sign-in' : 'Make new recovery codes'}
            description={
              action === 'disable'
                ? 'Signing in will ask for your password only. Enter a code from your authenticator app, or a recovery code, to confirm.'
                : 'Your current recovery codes will stop working. Enter a code from your authenticator app to confirm.'
            }
          />
          <CodeField
            value={code}
            label={action === 'disable' ? 'Code from your app or a recovery code' : 'Code from your authenticator app'}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            error={error}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} loading={pending}>
              {action === 'disable' ? 'Turn off' : 'Make new codes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The Security section of /settings: two-factor sign-in with an authenticator app (TOTP). */
export function SecuritySettings() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => setSetup(answer),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <Card id="security" role="region" aria-labelledby="security-title">
      <CardHeader>
        <CardTitle id="security-title">Security</CardTitle>
        <CardDescription>How you sign in: two-factor sign-in asks for a code from an authenticator app after your password, so a stolen password is not enough; a passkey signs you in on its own.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending && <Skeleton className="h-16 w-full" />}
        {status.isError && (
          <LoadError title="Your security settings could not be loaded" onRetry={() => void status.refetch()}>
            {getErrorMessage(status.error)}
          </LoadError>
        )}
        {status.data && (
          <>
            {status.data.required && !status.data.enabled && (
              <Alert variant="warning" title="Two-factor sign-in is required for admin accounts">
                Turn it on to use the admin area.
              </Alert>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 text-muted-foreground" />
              <h3 className="text-sm font-medium">Two-factor sign-in</h3>
              {status.data.enabled ? <Badge variant="success">On</Badge> : <Badge>Off</Badge>}
            </div>
            {codes ? (
              <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
            ) : status.data.enabled ? (
              <div className="grid gap-3">
                <p className="text-sm text-muted-foreground">
                  On since {status.data.enabled_at ? date.format(new Date(status.data.enabled_at)) : 'today'}.{' '}
                  {status.data.recovery_codes_left === 1 ? '1 recovery code left.' : `${status.data.recovery_codes_left} recovery codes left.`}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" onClick={() => setDialog('regenerate')}>
                    Make new recovery codes
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setDialog('disable')}>
                    Turn off
                  </Button>
                </div>
              </div>
            ) : setup ? (
              <Setup
                setup={setup}
                onCodes={(fresh) => {
                  setSetup(null);
                  setCodes(fresh);
                }}
                onCancel={() => setSetup(null)}
              />
            ) : (
              <div>
                <Button type="button" onClick={begin} loading={start.isPending}>
                  Turn on two-factor sign-in
                </Button>
              </div>
            )}
          </>
        )}
        <Passkeys />
      </CardContent>
      <CodeDialog action={dialog} onClose={() => setDialog(null)} onCodes={setCodes} />
    </Card>
  );
}
