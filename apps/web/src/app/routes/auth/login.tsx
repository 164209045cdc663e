import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { paths } from '@/config/paths';
import { signedInTarget } from '../../guards/guest-guard';
import { AuthPage } from './auth-page';

export function Component() {
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const [params] = useSearchParams();
  const planQuery = { plan: params.get('plan'), billing: params.get('billing'), flow: params.get('flow') };
  // A social sign-in of an account with two-factor sign-in on comes here with its second step's challenge.
  const handed = state && typeof state === 'object' && 'twoFactorChallenge' in state && typeof state.twoFactorChallenge === 'string' ? state.twoFactorChallenge : null;
  const target = signedInTarget(pathname, params);

  return (
    <AuthPage>
      <AuthCard
        title="Welcome back"
        description="Sign in to continue building your portfolio."
        footer={
          <div className="grid gap-4">
            <p>
              New to Folio?{' '}
              <Link to={paths.auth.register.getHref(planQuery)} className={textLinkClass}>
                Create an account
              </Link>
            </p>
            <Link
              to={paths.home.getHref()}
              className="inline-flex items-center justify-center gap-1.5 justify-self-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ArrowLeft className="size-3.5" aria-hidden="true" />
              Back to home
            </Link>
          </div>
        }
      >
        <div className="grid gap-5">
          <SocialButtons action="login" returnUrl={target} />
          <LoginForm challenge={handed} onSignedIn={() => void navigate(target, { replace: true })} />
        </div>
      </AuthCard>
    </AuthPage>
  );
}
