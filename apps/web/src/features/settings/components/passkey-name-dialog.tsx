import { MAX_PASSKEY_NAME, renamePasskeyInput, type Passkey } from '@folio/schema';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRenamePasskey } from '../api/passkeys';

/**
 * Naming a passkey: right after it is added (its default name, from the password manager or the
 * browser, ready to keep or change), or later from the list.
 */
export function PasskeyNameDialog({ passkey, justAdded, onClose }: { passkey: Passkey | null; justAdded: boolean; onClose: () => void }) {
  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">{passkey && <NameForm key={passkey.id} passkey={passkey} justAdded={justAdded} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function NameForm({ passkey, justAdded, onClose }: { passkey: Passkey; justAdded: boolean; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const parsed = renamePasskeyInput.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    // Kept as it is: nothing to send.
    if (parsed.data.name === passkey.name) return onClose();
    rename.mutate(
      { id: passkey.id, name: parsed.data.name },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failed) => {
          if (failed instanceof ApiError && failed.status === 422) setError(failed.fieldErrors.name?.[0] ?? getErrorMessage(failed));
          else setFailure(getErrorMessage(failed));
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader
        icon={
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
        }
        title={justAdded ? 'Name your passkey' : 'Rename passkey'}
        description={
          justAdded
            ? 'Your passkey is added: you can now sign in with it alone. Give it a name you will recognise, such as the device or password manager that keeps it.'
            : 'A name you will recognise, such as the device or password manager that keeps it.'
        }
      />
      <Field label="Passkey name" error={error}>
        <FieldControl>
          <Input
            value={name}
            maxLength={MAX_PASSKEY_NAME}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </FieldControl>
      </Field>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={rename.isPending} onClick={onClose}>
          {justAdded ? 'Keep this name' : 'Cancel'}
        </Button>
        <Button type="submit" loading={rename.isPending}>
          Save name
        </Button>
      </DialogFooter>
    </form>
  );
}
