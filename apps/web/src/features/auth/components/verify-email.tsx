import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { signIn, useHasToken, useUser } from '@/lib/auth';
import { clearPendingRegistration, getPendingRegistration } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthIcon, textLinkClass } from './auth-card';
import { ResendVerificationForm } from './resend-verification-form';
import { useCountdown } from './use-countdown';

// Redirect countdown after verification (platform.md section 9).
const redirectSeconds = 3;

/** Where a freshly verified user goes (platform.md section 4), read from the pending registration. */
function verifiedTarget(): string {
  const pending = getPendingRegistration();
  if (!pending?.selectedPlan || pending.selectedPlan === 'free') return paths.app.onboarding.getHref();
  return paths.app.checkout.getHref({ plan: pending.selectedPlan, billing: pending.billingCycle ?? 'monthly', flow: 'trial' });
}

function Countdown({ target, seconds }: { target: string; seconds: number }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Taking you onwards in {seconds} second{seconds === 1 ? '' : 's'}…
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={target}>Continue now</Link>
      </Button>
    </div>
  );
}

/** The five states of platform.md section 4: pending, verifying, success, error, already-verified. */
export function VerifyEmail({ id, hash }: { id: number | null; hash: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const hasToken = useHasToken();
  const user = useUser();
  const [target, setTarget] = useState<string | null>(null);
  const started = useRef(false);
  const hasLink = id !== null && hash !== null;

  useEffect(() => {
    if (!hasLink || started.current) return;
    started.current = true;
    verify.mutate(
      { id, hash },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          if (answer.already_verified) {
            setTarget(hasToken ? paths.app.dashboard.getHref() : paths.auth.login.getHref());
            return;
          }
          if ('requires_sign_in' in answer) {
            setTarget(hasToken ? paths.app.dashboard.getHref() : paths.auth.login.getHref());
            return;
          }
          setTarget(verifiedTarget());
          signIn(queryClient, answer.data.token, answer.data.user);
        },
        onError: () => toast.error(messages.verificationFailedToast),
      },
    );
  }, [hasLink, id, hash, verify, hasToken, queryClient]);

  const signedInVerified = !hasLink && Boolean(user.data?.email_verified_at);
  const state = hasLink
    ? verify.isError
      ? 'error'
      : verify.data
        ? verify.data.already_verified
          ? 'already-verified'
          : 'requires_sign_in' in verify.data
            ? 'verified-sign-in'
            : 'success'
        : 'verifying'
    : signedInVerified
      ? 'already-verified'
      : 'pending';

  const redirectTo = target ?? paths.app.dashboard.getHref();
  const countingDown = state === 'success' || state === 'already-verified' || state === 'verified-sign-in';
  const secondsLeft = useCountdown(countingDown, redirectSeconds, () => {
    clearPendingRegistration();
    void navigate(redirectTo, { replace: true });
  });

  switch (state) {
    case 'verifying':
      return (
        <AuthCard title="Verifying your email" icon={<AuthIcon><Spinner /></AuthIcon>}>
          <div className="grid gap-3" role="status" aria-label="Verifying">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </AuthCard>
      );
    case 'success':
      return (
        <AuthCard
          title="Your email is verified"
          description="Your account is ready. Next, let’s turn your CV into a website."
          icon={<AuthIcon tone="success"><CheckCircle2 /></AuthIcon>}
        >
          <Countdown target={redirectTo} seconds={secondsLeft} />
        </AuthCard>
      );
    case 'verified-sign-in':
      return (
        <AuthCard title="Your email is verified" description="Two-factor sign-in is on for this account: sign in with your password and a code to continue." icon={<AuthIcon tone="success"><CheckCircle2 /></AuthIcon>}>
          <Countdown target={redirectTo} seconds={secondsLeft} />
        </AuthCard>
      );
    case 'already-verified':
      return (
        <AuthCard
          title="Already verified"
          description="Your email address is already verified. There is nothing more to do here."
          icon={<AuthIcon tone="success"><CheckCircle2 /></AuthIcon>}
        >
          <Countdown target={redirectTo} seconds={secondsLeft} />
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard
          title={messages.verificationFailed}
          description={getErrorMessage(verify.error, messages.verificationLinkInvalid)}
          icon={<AuthIcon tone="danger"><AlertCircle /></AuthIcon>}
          footer={<LinksHome />}
        >
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">Links expire and work once. Ask for a new one:</p>
            <ResendVerificationForm email={user.data?.email ?? getPendingRegistration()?.email ?? null} />
          </div>
        </AuthCard>
      );
    case 'pending': {
      if (hasToken && user.isPending) return <AuthCard title="Verify your email"><Skeleton className="h-24" /></AuthCard>;
      const email = user.data?.email ?? getPendingRegistration()?.email ?? null;
      return (
        <AuthCard
          title="Check your inbox"
          description={
            email ? (
              <>
                We sent a verification link to <strong className="font-medium text-foreground">{email}</strong>. Click it to
                activate your account.
              </>
            ) : (
              'We sent you a verification link. Click it to activate your account.'
            )
          }
          icon={<AuthIcon><MailCheck /></AuthIcon>}
          footer={<LinksHome />}
        >
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Nothing yet? It can take a minute. Check your spam or junk folder, or send a new link.
            </p>
            <ResendVerificationForm email={email} />
          </div>
        </AuthCard>
      );
    }
  }
}

function LinksHome() {
  return (
    <p className="flex justify-center gap-4">
      <Link to={paths.auth.login.getHref()} className={textLinkClass}>
        Back to sign in
      </Link>
      <Link to={paths.home.getHref()} className={textLinkClass}>
        Home
      </Link>
    </p>
  );
}
