import { useBetaStatus } from '@/features/beta-access/api/get-beta-status';
import { WaitingListSignup } from '@/features/beta-access/components/waiting-list-signup';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { ClosingCallToAction, HowItWorks } from '@/features/landing/components/how-it-works';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { TemplatesSection } from '@/features/landing/components/templates-section';

export function LandingRoute() {
  const beta = useBetaStatus();
  return (
    <>
      <Hero />
      {/* While the beta gate is on, visitors can join the waiting list. */}
      {beta.data?.beta_access_enabled && <WaitingListSignup />}
      <FeaturesSection />
      <TemplatesSection />
      <HowItWorks />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
