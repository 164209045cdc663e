import type { Passkey } from '@folio/schema';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Fingerprint, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { PasskeyNameDialog } from './passkey-name-dialog';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What went wrong, in words: the server's refusals carry their own message; the browser's prompt has its error names. */
function addFailure(error: unknown): string {
  if (error instanceof ApiError) return getErrorMessage(error);
  const name = error instanceof Error ? error.name : '';
  // The device or password manager already keeps a passkey of this account (excludeCredentials).
  if (name === 'InvalidStateError') return 'This device or password manager already has a passkey for your account.';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'No passkey was added: the prompt was closed or timed out. Try again when you are ready.';
  return 'Your browser could not create a passkey. Try again, or use another device or password manager.';
}

/** The passkeys part of the Security section on /settings: add one with the browser's prompt, name, rename and remove them. */
export function Passkeys() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const supported = browserSupportsWebAuthn();
  const [naming, setNaming] = useState<{ passkey: Passkey; justAdded: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setFailure(null);
    add.mutate(undefined, {
      onSuccess: (passkey) => setNaming({ passkey, justAdded: true }),
      onError: (error) => setFailure(addFailure(error)),
    });
  };

  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3 border-t pt-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h3 id="passkeys-title" className="flex items-center gap-3 text-sm font-medium">
            <Fingerprint aria-hidden="true" className="size-5 text-muted-foreground" />
            Passkeys
          </h3>
          <p className="text-sm text-muted-foreground">
            Sign in with your fingerprint, face or device PIN instead of your password. A passkey is kept by your device or password manager and counts as both steps of
            two-factor sign-in.
          </p>
        </div>
        <Button type="button" variant="outline" onClick={start} loading={add.isPending} disabled={!supported}>
          <Plus aria-hidden="true" />
          Add a passkey
        </Button>
      </div>
      {!supported && <Alert variant="warning" title="This browser cannot create passkeys." />}
      {failure && <Alert variant="danger" title={failure} />}
      <PasskeyList
        passkeys={passkeys}
        onRename={(passkey) => setNaming({ passkey, justAdded: false })}
      />
      <PasskeyNameDialog passkey={naming?.passkey ?? null} justAdded={naming?.justAdded ?? false} onClose={() => setNaming(null)} />
    </section>
  );
}

function PasskeyList({ passkeys, onRename }: { passkeys: ReturnType<typeof usePasskeys>; onRename: (passkey: Passkey) => void }) {
  const remove = useRemovePasskey();
  // The passkey stays named while its dialog closes.
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(answer.message);
      },
      onError: (error) => {
        setOpen(false);
        toast.error(getErrorMessage(error));
      },
    });
  };

  if (passkeys.isPending) return <Skeleton className="h-16 w-full" />;
  if (passkeys.isError) {
    return (
      <LoadError title="Your passkeys could not be loaded" onRetry={() => void passkeys.refetch()}>
        {getErrorMessage(passkeys.error)}
      </LoadError>
    );
  }
  if (passkeys.data.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <KeyRound className="size-5 shrink-0" aria-hidden="true" />
        No passkeys yet. Add one to sign in without typing your password.
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Passkeys" className="divide-y rounded-lg border">
        {passkeys.data.map((passkey) => {
          const titleId = `passkey-${passkey.id}`;
          return (
            <li key={passkey.id} aria-labelledby={titleId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span id={titleId} className="break-all">
                    {passkey.name}
                  </span>
                  {passkey.backed_up && <Badge>Synced</Badge>}
                </p>
                <p className="text-[13px] text-muted-foreground">
                  Added {dateTime.format(new Date(passkey.created_at))} ·{' '}
                  {passkey.last_used_at ? `Last used ${dateTime.format(new Date(passkey.last_used_at))}` : 'Never used'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => onRename(passkey)} aria-label={`Rename ${passkey.name}`}>
                  Rename
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setConfirming(passkey);
                    setOpen(true);
                  }}
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        type="danger"
        title={`Remove “${confirming?.name ?? ''}”?`}
        description="You will no longer be able to sign in with this passkey. Your device or password manager may still list it: you can delete it there too."
        confirmLabel="Remove passkey"
        loading={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
