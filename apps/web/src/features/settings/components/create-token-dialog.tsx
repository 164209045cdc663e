import { createApiTokenInput, MAX_API_TOKEN_NAME, type ApiTokenScope } from '@folio/schema';
import { Check, Copy, KeyRound } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCreateApiToken } from '../api/api-tokens';

export const scopeLabels: Record<ApiTokenScope, { title: string; text: string }> = {
  read: { title: 'Read only', text: 'Read your websites and their sections.' },
  write: { title: 'Read and write', text: 'Also add, change, reorder and publish. Deleting a website still needs you signed in.' },
};

/** Makes a token: name and access first, then its value, shown this once with a Copy button. */
export function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [errors, setErrors] = useState<{ name?: string; scope?: string; form?: string }>({});
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const scopeLabelId = useId();

  const reset = () => {
    setName('');
    setScope('read');
    setErrors({});
    setCreated(null);
    create.reset();
  };
  const change = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const submit = () => {
    const parsed = createApiTokenInput.safeParse({ name, scope });
    if (!parsed.success) {
      const first = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ name: first('name'), scope: first('scope') });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (answer) => setCreated({ token: answer.token, name: answer.data.name }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setErrors({ name: error.fieldErrors.name?.[0], scope: error.fieldErrors.scope?.[0] });
        else setErrors({ form: getErrorMessage(error) });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-lg">
        {created ? (
          <TokenReveal token={created.token} name={created.name} onDone={() => change(false)} />
        ) : (
          <form
            className="grid gap-5"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <DialogHeader
              icon={<KeyIcon />}
              title="Create a personal access token"
              description="A key for your own scripts and tools to reach your websites through the Folio API."
            />
            <Field label="Name" help="So you can tell it apart later, e.g. the script or machine that uses it." error={errors.name}>
              <FieldControl>
                <Input
                  value={name}
                  maxLength={MAX_API_TOKEN_NAME}
                  autoComplete="off"
                  placeholder="Deploy script"
                  onChange={(event) => {
                    setName(event.target.value);
                    setErrors((current) => ({ ...current, name: undefined }));
                  }}
                  autoFocus
                />
              </FieldControl>
            </Field>
            <div className="grid gap-2">
              <span id={scopeLabelId} className="text-sm font-medium leading-none">
                Access
              </span>
              <RadioGroup.Root value={scope} onValueChange={(value) => setScope(value === 'write' ? 'write' : 'read')} aria-labelledby={scopeLabelId} className="grid gap-2">
                {(['read', 'write'] as const).map((value) => (
                  <RadioGroup.Item
                    key={value}
                    value={value}
                    className={cn(
                      'group flex items-start gap-3 rounded-lg border bg-background p-3 text-left transition-[border-color,box-shadow]',
                      'hover:border-muted-foreground/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      'data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
                    )}
                  >
                    <span className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border group-data-[state=checked]:border-primary" aria-hidden="true">
                      <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
                    </span>
                    <span className="grid gap-0.5">
                      <span className="text-sm font-medium">{scopeLabels[value].title}</span>
                      <span className="text-[13px] text-muted-foreground">{scopeLabels[value].text}</span>
                    </span>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
              {errors.scope && (
                <p className="text-[13px] text-danger-text" role="alert">
                  {errors.scope}
                </p>
              )}
            </div>
            {errors.form && <Alert variant="danger">{errors.form}</Alert>}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={create.isPending} onClick={() => change(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create token
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function KeyIcon() {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
      <KeyRound className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The token's value, once: selectable, copyable, and gone when the dialog closes. */
function TokenReveal({ token, name, onDone }: { token: string; name: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy the token. Select it and copy it by hand.');
    }
  };
  return (
    <div className="grid gap-5">
      <DialogHeader
        icon={<KeyIcon />}
        title="Copy your new token"
        description={`“${name}” is ready. Copy it now and keep it somewhere safe, such as a password manager: Folio keeps only a fingerprint of it and will not show it again.`}
      />
      <Field label="Token">
        <FieldControl>
          <Input readOnly value={token} className="font-mono text-[13px]" onFocus={(event) => event.currentTarget.select()} />
        </FieldControl>
      </Field>
      <p className="text-[13px] text-muted-foreground">
        Send it with each request as <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-all">Authorization: Bearer {token.slice(0, 14)}…</code>
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
