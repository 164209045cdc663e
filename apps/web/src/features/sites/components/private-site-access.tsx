import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useHasToken } from '@/lib/auth';
import { useCreateAccessTicket } from '@/api/create-access-ticket';

/**
 * /site-access?site=&path=: where a private site sends visitors. Signed in, they go straight back
 * with a ticket; otherwise they are told the site is private and asked to sign in.
 */
export function PrivateSiteAccess({ site, path }: { site: string; path: string }) {
  const signedIn = useHasToken();
  const ticket = useCreateAccessTicket();
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn || !site || started.current) return;
    started.current = true;
    ticket.mutate({ purpose: 'view', site, path }, { onSuccess: ({ url }) => window.location.replace(url) });
  }, [signedIn, site, path, ticket]);

  const here = `/site-access?${new URLSearchParams({ site, path }).toString()}`;
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 rounded-2xl border bg-card p-8 text-center shadow-md">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-primary-soft text-primary-text" aria-hidden="true">
        <Lock className="size-5" />
      </span>
      {ticket.isError ? (
        <div className="grid gap-2">
          <h1 className="text-xl font-semibold">This site is not available</h1>
          <p className="text-sm text-muted-foreground">
            {isApiError(ticket.error, 404) ? 'There is no portfolio to show at this address.' : getErrorMessage(ticket.error)}
          </p>
        </div>
      ) : signedIn ? (
        <div className="grid justify-items-center gap-3" role="status">
          <Spinner />
          <p className="text-sm text-muted-foreground">Opening the portfolio…</p>
        </div>
      ) : (
        <>
          <div className="grid gap-2">
            <h1 className="text-xl font-semibold">This portfolio is private</h1>
            <p className="text-sm text-muted-foreground">Its owner shares it with people signed in to Folio. Sign in to view it.</p>
          </div>
          <Button asChild size="lg">
            <Link to={paths.auth.login.getHref({ redirect: here })}>Sign in to view</Link>
          </Button>
        </>
      )}
    </div>
  );
}
