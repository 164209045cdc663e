import { billingCycle, getPlan, planName } from '@folio/schema';
import { Sparkles } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, textLinkClass } from '@/features/auth/components/auth-card';
import { RegisterForm, type PlanChoice } from '@/features/auth/components/register-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import type { RegisterAnswer } from '@/features/auth/api/register';
import { paths } from '@/config/paths';
import { AuthPage } from './auth-page';

/** Where a registration goes when no verification is needed (platform.md section 4, registration outcome). */
function outcomeWithoutVerification(choice: PlanChoice): string {
  if (choice.plan === 'free') return paths.app.onboarding.getHref();
  return paths.app.checkout.getHref({ plan: choice.plan ?? 'pro', billing: choice.billing ?? 'monthly', flow: 'trial' });
}

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = planName.safeParse(params.get('plan')).data ?? null;
  const billing = billingCycle.safeParse(params.get('billing')).data ?? null;
  const flow = params.get('flow');
  const source = params.get('source');
  const choice: PlanChoice = { plan, billing, checkout: Boolean(plan) && (flow !== null || source === 'pricing') };
  const chosenPlan = plan ? getPlan(plan) : null;
  const returnUrl = plan
    ? paths.app.checkout.getHref({ plan, billing: billing ?? 'monthly', flow: flow ?? 'trial' })
    : paths.app.dashboard.getHref();

  const onRegistered = (answer: RegisterAnswer) => {
    void navigate(answer.requires_verification ? paths.auth.verifyEmail.getHref() : outcomeWithoutVerification(choice));
  };

  return (
    <AuthPage>
      <AuthCard
        title="Create your account"
        description="Your portfolio is a few minutes away."
        footer={
          <p>
            Already have an account?{' '}
            <Link to={paths.auth.login.getHref({ plan, billing, flow })} className={textLinkClass}>
              Sign in
            </Link>
          </p>
        }
      >
        <div className="grid gap-5">
          {chosenPlan && chosenPlan.name !== 'free' && (
            <p className="flex items-start gap-2.5 rounded-lg border border-primary/25 bg-primary-soft px-3.5 py-3 text-sm">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
              <span>
                You chose <strong className="font-semibold">{chosenPlan.display_name}</strong> at $
                {billing === 'yearly' ? `${chosenPlan.price_yearly_usd}/year` : `${chosenPlan.price_monthly_usd}/month`}. You can
                start your trial once your email is verified.
              </span>
            </p>
          )}
          <SocialButtons action="register" returnUrl={returnUrl} />
          <RegisterForm choice={choice} onRegistered={onRegistered} />
        </div>
      </AuthCard>
    </AuthPage>
  );
}
