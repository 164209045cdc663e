import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { ClosingCallToAction, HowItWorks } from '@/features/landing/components/how-it-works';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { TemplatesSection } from '@/features/landing/components/templates-section';

export function LandingRoute() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <TemplatesSection />
      <HowItWorks />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
