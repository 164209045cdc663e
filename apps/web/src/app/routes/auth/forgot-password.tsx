import { Link } from 'react-router';
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we’ll send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.auth.login.getHref()} className={textLinkClass}>
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
