import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/config/paths';
import { messages } from '@/lib/error-messages';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick something you haven’t used here before. Every other session is signed out."
      footer={
        <p>
          <Link to={paths.auth.login.getHref()} className={textLinkClass}>
            Back to sign in
          </Link>
        </p>
      }
    >
      {token && email ? (
        <ResetPasswordForm token={token} email={email} onReset={() => void navigate(paths.auth.login.getHref(), { replace: true })} />
      ) : (
        <Alert
          variant="danger"
          title={messages.resetLinkInvalid}
          action={
            <Link to={paths.auth.forgotPassword.getHref()} className={`text-sm ${textLinkClass}`}>
              Request a new link
            </Link>
          }
        />
      )}
    </AuthCard>
  );
}
