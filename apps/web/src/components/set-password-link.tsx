import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api, getErrorMessage } from '@/lib/api-client';

/**
 * An account made through social sign-in has no password. Changing the e-mail or the password, or
 * deleting the account, asks for one: it is set through a link e-mailed to the account's address.
 */
export function SetPasswordLink({ email }: { email: string }) {
  // The forgot-password call: its link sets the first password as well.
  const send = useMutation({ mutationFn: (payload: { email: string }) => api.post('/forgot-password', payload) });
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        We sent a link to {email}. Open it to set your password.
      </p>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      loading={send.isPending}
      onClick={() => send.mutate({ email }, { onSuccess: () => setSent(true), onError: (error) => toast.error(getErrorMessage(error)) })}
    >
      Email me a link to set a password
    </Button>
  );
}

export const noPasswordText = 'You sign in with Google or LinkedIn, so your account has no password yet. Set one first: we email you a link.';
