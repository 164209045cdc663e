import { getPlan, planIncludes, type ApiToken } from '@folio/schema';
import { ExternalLink, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { UpgradeCard } from '@/components/upgrade-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { CreateTokenDialog, scopeLabels } from './create-token-dialog';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const title = 'API access';

/**
 * Personal access tokens on /settings: premium owners make, see once and revoke them; other plans
 * get the upgrade card, and still see (and can revoke) tokens kept from a premium plan.
 */
export function ApiTokens() {
  const { data: user } = useUser();
  if (!user) return null;
  const plan = user.role === 'admin' ? 'premium' : user.current_plan;
  return planIncludes(getPlan(plan), 'api_access') ? <TokensCard /> : <TokensUpgrade />;
}

function TokensCard() {
  const [creating, setCreating] = useState(false);
  return (
    <Card role="region" aria-labelledby="api-access-title">
      <CardHeader className="flex flex-col items-start justify-between gap-3 sm:flex-row">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <CardTitle id="api-access-title">{title}</CardTitle>
          <CardDescription>
            Personal access tokens let your own scripts and tools read and update your websites through the Folio API. Each one
            works only on your websites, and can be revoked at any time.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create token
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TokenList emptyText="No tokens yet. Create one to use the API from your own scripts." />
        <p className="text-[13px] text-muted-foreground">
          Send a token as <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">Authorization: Bearer folio_pat_…</code>; each one may
          make 60 requests a minute.{' '}
          <a href="/api/docs" target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary-text underline-offset-4 hover:underline">
            API reference
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </CardContent>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}

function TokensUpgrade() {
  return (
    <UpgradeCard
      title={title}
      plan="premium"
      description="Personal access tokens let your own scripts and tools read and update your websites through the Folio API."
      action="Upgrade to Premium"
      href={paths.app.subscriptionPlans.getHref({ plan: 'premium', billing: 'monthly' })}
    >
      <KeptTokens />
    </UpgradeCard>
  );
}

/** Tokens made on premium stay after a downgrade, refused until the plan has them again; the owner can still revoke them. */
function KeptTokens() {
  const tokens = useApiTokens();
  if (!tokens.data?.length) return null;
  return (
    <div className="grid gap-2 border-t pt-5">
      <p className="text-sm font-medium">Your tokens</p>
      <p className="text-[13px] text-muted-foreground">Kept for you, but refused until your plan includes API access again.</p>
      <TokenList emptyText="" />
    </div>
  );
}

function TokenList({ emptyText }: { emptyText: string }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  // The token stays named while its dialog closes.
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (token: ApiToken) => {
    setConfirming(token);
    setOpen(true);
  };

  const confirm = () => {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
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

  if (tokens.isPending) return <Skeleton className="h-16 w-full" />;
  if (tokens.isError) {
    return (
      <LoadError title="Your tokens could not be loaded" onRetry={() => void tokens.refetch()}>
        {getErrorMessage(tokens.error)}
      </LoadError>
    );
  }
  if (tokens.data.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <KeyRound className="size-5 shrink-0" aria-hidden="true" />
        {emptyText}
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Access tokens" className="divide-y rounded-lg border">
        {tokens.data.map((token) => {
          const titleId = `api-token-${token.id}`;
          return (
            <li key={token.id} aria-labelledby={titleId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span id={titleId} className="break-all">
                    {token.name}
                  </span>
                  <Badge variant={token.scope === 'write' ? 'warning' : 'neutral'}>{scopeLabels[token.scope].title}</Badge>
                </p>
                <p className="text-[13px] text-muted-foreground">
                  <span className="font-mono">{token.hint}</span> · Created {dateTime.format(new Date(token.created_at))} ·{' '}
                  {token.last_used_at ? `Last used ${dateTime.format(new Date(token.last_used_at))}` : 'Never used'}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => ask(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        type="danger"
        title={`Revoke “${confirming?.name ?? ''}”?`}
        description="Anything using this token is refused from its next request. This cannot be undone."
        confirmLabel="Revoke token"
        loading={revoke.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
