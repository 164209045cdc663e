import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useFollowUp } from '../api/support';

/** The owner adds to their request: it opens again and we answer by e-mail and here. */
export function FollowUpForm({ ticketId }: { ticketId: number }) {
  const followUp = useFollowUp(ticketId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    followUp.mutate(message, {
      onSuccess: () => {
        setMessage('');
        toast.success('Message sent.');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422) setError(failure.fieldErrors.message?.[0] ?? getErrorMessage(failure));
        else setError(getErrorMessage(failure));
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-card p-5">
      <Field label="Add a message" error={error} help="We answer by e-mail and here.">
        <FieldControl>
          <Textarea rows={4} maxLength={5000} value={message} onChange={(event) => setMessage(event.target.value)} />
        </FieldControl>
      </Field>
      <Button type="submit" className="w-fit" loading={followUp.isPending}>
        Send message
      </Button>
    </form>
  );
}
