import { CheckCircle2, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useJoinWaitingList } from '../api/waiting-list';

/**
 * The landing page's sign-up while the beta gate is on: an address, and the same thanks whether it
 * was on the list already or not (the server answers alike, so nobody learns who is on it).
 */
export function WaitingListSignup() {
  const join = useJoinWaitingList();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState<string>();
  return (
    <section id="waiting-list" aria-labelledby="waiting-list-title" className="border-t bg-muted/30 py-14 sm:py-16">
      <div className="mx-auto grid max-w-xl gap-5 px-4 text-center sm:px-6">
        <div className="grid gap-2">
          <h2 id="waiting-list-title" className="text-2xl font-semibold tracking-tight text-balance">
            Folio is in private beta
          </h2>
          <p className="text-muted-foreground">Leave your email and we’ll invite you as soon as a place is free.</p>
        </div>
        {joined ? (
          <p role="status" className="flex items-center justify-center gap-2 rounded-xl border bg-card p-4 text-sm font-medium">
            <CheckCircle2 className="size-5 shrink-0 text-success-text" aria-hidden="true" />
            {joined}
          </p>
        ) : (
          <form
            noValidate
            className="grid gap-3 text-left sm:grid-cols-[1fr_auto] sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              const address = email.trim();
              if (!address) return setError('The email field is required.');
              setError(undefined);
              join.mutate(address, {
                onSuccess: (answer) => setJoined(answer.message),
                onError: (failure) => setError((isApiError(failure) ? failure.fieldErrors.email?.[0] : undefined) ?? getErrorMessage(failure)),
              });
            }}
          >
            <Field label="Email" error={error}>
              <FieldControl>
                <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
              </FieldControl>
            </Field>
            <Button type="submit" className="sm:mt-6" loading={join.isPending}>
              {!join.isPending && <ListPlus aria-hidden="true" />}
              Join the waiting list
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
