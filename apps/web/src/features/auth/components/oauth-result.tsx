import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths, safeRedirect } from '@/config/paths';
import { api } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { messages } from '@/lib/error-messages';
import type { User } from '@folio/schema';
import { AuthCard, AuthIcon } from './auth-card';

// platform.md section 9: the sign-in is stored after 1.5 s and the redirect follows at about 2.5 s.
const storeAfterMs = 1500;
const redirectAfterMs = 2500;

interface SocialUser {
  id: number;
  email: string;
  name?: string;
  avatar?: string | null;
}

export type OAuthOutcome = { ok: true; token: string; user: SocialUser; returnUrl: string } | { ok: false; message: string };

/** Reads the result screen's query (platform.md sections 2, 5, 8): token, user, return_url, error, message. */
export function readOAuthResult(params: URLSearchParams): OAuthOutcome {
  if (params.has('error')) return { ok: false, message: params.get('message') || messages.oauthFailed };
  const token = params.get('token');
  const encoded = params.get('user');
  if (!token || !encoded) return { ok: false, message: messages.oauthMissing };
  let user: Partial<SocialUser>;
  try {
    const json = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    user = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)))) as Partial<SocialUser>;
  } catch {
    return { ok: false, message: messages.oauthInvalid };
  }
  if (typeof user.id !== 'number' || typeof user.email !== 'string') return { ok: false, message: messages.oauthIncomplete };
  return { ok: true, token, user: user as SocialUser, returnUrl: safeRedirect(params.get('return_url')) ?? paths.app.onboarding.getHref() };
}

/** The social sign-in result screen: loading, success with the person's avatar, or failure. */
export function OAuthResult({ outcome }: { outcome: OAuthOutcome }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'loading' | 'success' | 'error'>(outcome.ok ? 'loading' : 'error');
  const [error, setError] = useState(outcome.ok ? '' : outcome.message);

  useEffect(() => {
    if (!outcome.ok) return;
    let cancelled = false;
    const timers: number[] = [];
    // The full user, with the token just received, before anything is stored.
    api
      .get<{ user: User }>('/user', { sessionExpiry: false, token: outcome.token })
      .then(({ user }) => {
        if (cancelled) return;
        setState('success');
        timers.push(window.setTimeout(() => signIn(queryClient, outcome.token, user), storeAfterMs));
        timers.push(window.setTimeout(() => void navigate(outcome.returnUrl, { replace: true }), redirectAfterMs));
      })
      .catch(() => {
        if (cancelled) return;
        setError(messages.oauthUnexpected);
        setState('error');
      });
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [outcome, navigate, queryClient]);

  if (state === 'error') {
    return (
      <AuthCard title="Sign-in did not work" description={error} icon={<AuthIcon tone="danger"><AlertCircle /></AuthIcon>}>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.login.getHref()}>Try Again</Link>
        </Button>
      </AuthCard>
    );
  }
  if (state === 'loading' || !outcome.ok) {
    return (
      <AuthCard title="Signing you in" icon={<AuthIcon><Spinner /></AuthIcon>}>
        <p className="text-sm text-muted-foreground" role="status">
          Checking your account…
        </p>
      </AuthCard>
    );
  }
  const { user } = outcome;
  const initial = (user.name ?? user.email).trim().charAt(0).toUpperCase();
  return (
    <AuthCard title="You are signed in" icon={<AuthIcon tone="success"><CheckCircle2 /></AuthIcon>}>
      <div className="flex items-center gap-4" role="status">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-12 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span className="grid size-12 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="min-w-0">
          {user.name && <p className="truncate font-medium">{user.name}</p>}
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <p className="mt-5 text-sm text-muted-foreground">Taking you onwards…</p>
    </AuthCard>
  );
}
