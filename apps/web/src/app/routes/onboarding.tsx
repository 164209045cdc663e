import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';

/** /onboarding and /cv-builder/onboarding?session_id= (onboarding.md section 2). */
export function Component() {
  return <OnboardingFlow />;
}
