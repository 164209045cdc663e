import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths, safeRedirect } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { messages } from '@/lib/error-messages';
import { redeemSocialCode } from '../api/redeem-social-code';
import type { OAuthOutcome } from '../lib/oauth-result';
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

/** The social sign-in result screen: loading, success with the person's avatar, or failure. */
export function OAuthResult({ outcome }: { outcome: OAuthOutcome }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'loading' | 'success' | 'error'>(outcome.ok ? 'loading' : 'error');
  const [error, setError] = useState(outcome.ok ? '' : outcome.message);
  const [user, setUser] = useState<SocialUser | null>(null);

  useEffect(() => {
    if (!outcome.ok) return;
    let cancelled = false;
    const timers: number[] = [];
    // The code works once, and only in this browser (the one that started the sign-in).
    redeemSocialCode(outcome.code)
      .then((redeemed) => {
        if (cancelled) return;
        if ('requires_two_factor' in redeemed) {
          // Two-factor sign-in is on: the provider was the first step; /login asks for the code.
          void navigate(paths.auth.login.getHref({ redirect: safeRedirect(redeemed.return_url) ?? null }), { replace: true, state: { twoFactorChallenge: redeemed.challenge } });
          return;
        }
        const social = redeemed.social_user;
        if (typeof social.id !== 'number' || typeof social.email !== 'string') {
          setError(messages.oauthIncomplete);
          setState('error');
          return;
        }
        setUser(social);
        setState('success');
        const returnUrl = safeRedirect(redeemed.return_url) ?? paths.app.onboarding.getHref();
        timers.push(window.setTimeout(() => signIn(queryClient, redeemed.token, redeemed.user), storeAfterMs));
        timers.push(window.setTimeout(() => void navigate(returnUrl, { replace: true }), redirectAfterMs));
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setError(failure instanceof ApiError && failure.status === 400 ? messages.oauthInvalid : messages.oauthUnexpected);
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
  if (state === 'loading' || !user) {
    return (
      <AuthCard title="Signing you in" icon={<AuthIcon><Spinner /></AuthIcon>}>
        <p className="text-sm text-muted-foreground" role="status">
          Checking your account…
        </p>
      </AuthCard>
    );
  }
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
