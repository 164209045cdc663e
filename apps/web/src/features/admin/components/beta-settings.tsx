import { FlaskConical, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useBetaSettings, useSetBetaGate } from '../api/beta';

/** /admin/beta-settings: the beta gate's switch (each change is in the audit log), and the waiting list at a glance. */
export function BetaSettings() {
  const settings = useBetaSettings();
  const gate = useSetBetaGate();
  if (settings.isError) {
    return (
      <LoadError title="We couldn't load the beta settings" onRetry={() => void settings.refetch()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (!settings.data) return <Skeleton className="h-40 rounded-xl" role="status" aria-label="Loading the beta settings" />;
  const { beta_access_enabled: enabled, waiting, invited } = settings.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card className="grid gap-5 p-6">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
            <FlaskConical className="size-5" aria-hidden="true" />
          </span>
          <div className="grid flex-1 gap-1.5">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor="beta-gate" className="text-base font-semibold">
                Beta access
              </label>
              <Switch
                id="beta-gate"
                checked={enabled}
                disabled={gate.isPending}
                aria-describedby="beta-gate-text"
                onCheckedChange={(next) =>
                  gate.mutate(next, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(getErrorMessage(error)) })
                }
              />
            </div>
            <p id="beta-gate-text" className="text-sm text-muted-foreground">
              {enabled
                ? 'On: new accounts wait on the beta access page until you invite them. Visitors can join the waiting list from the landing page.'
                : 'Off: anyone can create an account and use Folio straight away.'}
            </p>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">Accounts that already have access keep it when you switch the gate on. Every change is recorded in the audit log.</p>
      </Card>
      <Card className="grid content-start gap-3 p-6">
        <h3 className="flex items-center gap-2 font-semibold">
          <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
          Waiting list
        </h3>
        <dl className="grid grid-cols-2 gap-3">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Waiting</dt>
            <dd className="text-2xl font-semibold tabular-nums">{waiting}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Invited</dt>
            <dd className="text-2xl font-semibold tabular-nums">{invited}</dd>
          </div>
        </dl>
        <Link to={paths.admin.waitingList.getHref()} className="text-sm font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
          Open the waiting list
        </Link>
      </Card>
    </div>
  );
}
