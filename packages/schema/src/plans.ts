import type { PlanName } from './common';

/**
 * The one table of what each plan allows. The server enforces it everywhere and
 * GET /api/subscription/current returns it; the client only mirrors it for display.
 * -1 means unlimited.
 */
export interface PlanDefinition {
  name: PlanName;
  display_name: string;
  price_monthly_usd: number;
  price_yearly_usd: number;
  limits: { portfolio_count: number; custom_domains: number };
  features: {
    blog: boolean;
    remove_branding: boolean;
    analytics: 'none' | 'basic' | 'advanced';
    custom_analytics_code: boolean;
    custom_domains: boolean;
    priority_support: boolean;
    api_access: boolean;
  };
  template_tiers: readonly PlanName[];
}

export const plans: Record<PlanName, PlanDefinition> = {
  free: {
    name: 'free',
    display_name: 'Free',
    price_monthly_usd: 0,
    price_yearly_usd: 0,
    limits: { portfolio_count: 1, custom_domains: 0 },
    features: {
      blog: false,
      remove_branding: false,
      analytics: 'none',
      custom_analytics_code: false,
      custom_domains: false,
      priority_support: false,
      api_access: false,
    },
    template_tiers: ['free'],
  },
  pro: {
    name: 'pro',
    display_name: 'Pro',
    price_monthly_usd: 5,
    price_yearly_usd: 50,
    limits: { portfolio_count: 3, custom_domains: 1 },
    features: {
      blog: true,
      remove_branding: true,
      analytics: 'basic',
      custom_analytics_code: true,
      custom_domains: true,
      priority_support: false,
      api_access: false,
    },
    template_tiers: ['free', 'pro'],
  },
  premium: {
    name: 'premium',
    display_name: 'Premium',
    price_monthly_usd: 12,
    price_yearly_usd: 120,
    limits: { portfolio_count: 10, custom_domains: -1 },
    features: {
      blog: true,
      remove_branding: true,
      analytics: 'advanced',
      custom_analytics_code: true,
      custom_domains: true,
      priority_support: true,
      api_access: true,
    },
    template_tiers: ['free', 'pro', 'premium'],
  },
};

/** Unknown plans get what free gets (builder.md section 4). */
export function getPlan(name: string | null | undefined): PlanDefinition {
  return name === 'pro' || name === 'premium' ? plans[name] : plans.free;
}

export function canUseTemplateTier(plan: string | null | undefined, tier: PlanName): boolean {
  return getPlan(plan).template_tiers.includes(tier);
}
