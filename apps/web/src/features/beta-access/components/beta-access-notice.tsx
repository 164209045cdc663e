import type { User } from '@folio/schema';
import { CheckCircle2, Hourglass, ListPlus, LogOut, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useLogout } from '@/lib/auth';
import { useBetaStatus } from '../api/get-beta-status';
import { useMarkBetaAccessSeen } from '../api/mark-beta-seen';
import { useJoinWaitingList, useWaitingListPlace } from '../api/waiting-list';

const card = 'grid gap-6 rounded-2xl border bg-card p-6 shadow-md sm:p-8';
const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The user's place on the waiting list, or the way onto it. */
function WaitingListPlace() {
  const place = useWaitingListPlace();
  const join = useJoinWaitingList();
  if (place.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (place.isError) return null;
  const { on_list: onList, joined_at: joinedAt, position, invited_at: invitedAt } = place.data;
  return (
    <div className="grid gap-3 rounded-xl border bg-muted/40 p-4" aria-live="polite">
      {onList ? (
        <>
          <p className="text-sm font-medium">You’re on the waiting list</p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Joined</dt>
              <dd>{joinedAt ? formatDate(joinedAt) : '—'}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{invitedAt ? 'Invited' : 'Your place'}</dt>
              <dd className="tabular-nums">{invitedAt ? formatDate(invitedAt) : position !== null ? `#${position}` : '—'}</dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Join the waiting list and we’ll let you in as soon as a place is free.</p>
          <Button
            className="justify-self-start"
            loading={join.isPending}
            onClick={() => join.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(getErrorMessage(error)) })}
          >
            {!join.isPending && <ListPlus aria-hidden="true" />}
            Join the waiting list
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * Shown while the beta gate is on and the account is not let in yet. When access arrives the
 * same page says so, and continuing records that the user has seen it (which lifts the gate).
 */
export function BetaAccessNotice({ user, onContinue }: { user: User; onContinue: () => void }) {
  const status = useBetaStatus();
  const seen = useMarkBetaAccessSeen();
  const logout = useLogout();

  if (status.isPending) return <div className={card}><Skeleton className="h-32" /></div>;
  const granted = !status.data?.beta_access_enabled || status.data.has_access;

  if (granted) {
    return (
      <div className={card}>
        <span className="grid size-11 place-items-center rounded-xl bg-success-soft text-success-text">
          <CheckCircle2 className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-2">
          <h1 className="text-[22px] font-semibold tracking-tight">You’re in</h1>
          <p className="text-sm leading-relaxed text-muted-foreground">Your beta access is active. Welcome to Folio.</p>
        </div>
        <Button
          size="lg"
          loading={seen.isPending}
          onClick={() => seen.mutate(undefined, { onSuccess: onContinue, onError: (error) => toast.error(getErrorMessage(error)) })}
        >
          Continue to Folio
        </Button>
      </div>
    );
  }

  return (
    <div className={card}>
      <span className="grid size-11 place-items-center rounded-xl bg-warning-soft text-warning-text">
        <Hourglass className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 className="text-[22px] font-semibold tracking-tight">Your access is on its way</h1>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Folio is in private beta and lets new accounts in a few at a time. Your account is ready; we’ll write to{' '}
          <strong className="font-medium text-foreground">{user.email}</strong> as soon as it is switched on.
        </p>
      </div>
      <WaitingListPlace />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" className="sm:flex-1" loading={status.isFetching} onClick={() => void status.refetch()}>
          {!status.isFetching && <RefreshCw aria-hidden="true" />}
          Check again
        </Button>
        <Button variant="ghost" className="sm:flex-1" loading={logout.isPending} onClick={() => logout.mutate()}>
          {!logout.isPending && <LogOut aria-hidden="true" />}
          Log out
        </Button>
      </div>
    </div>
  );
}
