import type { ActiveSession } from '@folio/schema';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useLogout } from '@/lib/auth';
import { useSessions, useSignOutSession } from '../api/sessions';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const icons = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;

/** "Chrome 131 on Windows 10", or as much of it as the browser told. */
export function sessionLabel(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? 'Unknown browser';
}

/** Every device signed in to the account, each with a sign-out; this device's ends this session. */
export function ActiveSessions() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const logout = useLogout();

  const end = (session: ActiveSession) => {
    if (session.current) {
      logout.mutate();
      return;
    }
    signOut.mutate(session.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>The devices and browsers signed in to your account. Sign out any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending && <Skeleton className="h-16 w-full" />}
        {sessions.isError && (
          <LoadError title="Your sessions could not be loaded" onRetry={() => void sessions.refetch()}>
            {getErrorMessage(sessions.error)}
          </LoadError>
        )}
        {sessions.data && (
          <ul aria-label="Active sessions" className="divide-y rounded-lg border">
            {sessions.data.map((session) => {
              const Icon = icons[session.device];
              const label = sessionLabel(session);
              const titleId = `session-${session.id}`;
              return (
                <li key={session.id} aria-labelledby={titleId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      <span id={titleId}>{label}</span>
                      {session.current && <Badge variant="primary">This device</Badge>}
                    </p>
                    <p className="text-[13px] text-muted-foreground">
                      Signed in {dateTime.format(new Date(session.created_at))} · Last active {dateTime.format(new Date(session.last_used_at))}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    loading={session.current ? logout.isPending : signOut.isPending && signOut.variables === session.id}
                    onClick={() => end(session)}
                    aria-label={session.current ? 'Sign out of this device' : `Sign out ${label}, last active ${dateTime.format(new Date(session.last_used_at))}`}
                  >
                    Sign out
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
