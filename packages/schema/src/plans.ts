import type { PlanName } from './common';
import type { SnapshotRetention } from './website-history';

/**
 * A feature a plan can include beyond its limits: what plan lists call it, and where it lives.
 * A feature joins `planFeatures` in the commit that makes it work end to end, never before:
 * tests fail when a listed feature's API routes or screens are missing, and when a screen, an
 * e-mail, a legal page or a server message names a plan feature that is not listed here.
 */
export interface PlanFeature {
  /** Its name in every list of what a plan includes ("Blog"). */
  label: string;
  /** The API routes it needs, as "METHOD /api/path" with Fastify's `:param`s. */
  routes: readonly string[];
  /** Where the owner uses it: an app path ("/settings") or a builder section ("builder:blog"). */
  screens: readonly string[];
}

/** Every plan feature that works today. */
export const planFeatures = {
  blog: {
    label: 'A blog: rich text posts with SEO and tags',
    routes: ['GET /api/websites/:id/blog-posts', 'POST /api/websites/:id/blog-posts', 'PUT /api/blog-posts/:id', 'DELETE /api/blog-posts/:id', 'POST /api/blog-posts/reorder', 'POST /api/websites/:id/blog-images'],
    screens: ['builder:blog'],
  },
  // The builder's preview shows the site as it will be published, credit or not, from the user's plan.
  remove_branding: { label: 'No Folio branding on your site', routes: ['GET /api/user'], screens: ['builder:template'] },
  analytics: { label: 'Visitor analytics: views and visitors per day', routes: ['GET /api/websites/:id/analytics'], screens: ['builder:analytics', '/dashboard'] },
  advanced_analytics: { label: 'Advanced analytics: top pages, referrers, countries and devices', routes: ['GET /api/websites/:id/analytics'], screens: ['builder:analytics'] },
  custom_analytics_code: { label: 'Custom analytics code', routes: ['PUT /api/websites/:id/analytics'], screens: ['builder:analytics'] },
  custom_domains: {
    label: 'Custom domains with automatic HTTPS',
    routes: ['GET /api/websites/:id/custom-domains', 'POST /api/websites/:id/custom-domains', 'POST /api/custom-domains/:id/verify', 'DELETE /api/custom-domains/:id'],
    screens: ['builder:custom-domain'],
  },
  // Anyone may write from /support; a premium user's tickets are marked priority and come first in the admin's inbox.
  priority_support: {
    label: 'Priority support',
    routes: ['POST /api/support', 'GET /api/support/tickets', 'GET /api/support/tickets/:id', 'GET /api/admin/support', 'POST /api/admin/support/:id/reply'],
    screens: ['/support', '/support/tickets/:id'],
  },
  // Tokens are made on /settings; the routes that take one declare it (config.token on the server).
  api_access: {
    label: 'API access with personal access tokens',
    routes: ['GET /api/tokens', 'POST /api/tokens', 'DELETE /api/tokens/:id', 'GET /api/websites/:id', 'PUT /api/websites/:id'],
    screens: ['/settings'],
  },
  // Every plan has it; how long a plan keeps versions is its snapshot_retention below.
  version_history: {
    label: 'Version history',
    routes: ['GET /api/websites/:id/snapshots', 'GET /api/websites/:id/snapshots/:snapshot_id', 'POST /api/websites/:id/snapshots/:snapshot_id/restore'],
    screens: ['builder:history'],
  },
} satisfies Record<string, PlanFeature>;
export type PlanFeatureKey = keyof typeof planFeatures;

function labelOf(feature: PlanFeatureKey, plan?: PlanDefinition): string {
  // The plan's own number of custom domains, where the plan is known.
  if (feature === 'custom_domains' && plan) {
    const count = plan.limits.custom_domains;
    return count === -1 ? 'Unlimited custom domains with automatic HTTPS' : `${count} custom domain${count === 1 ? '' : 's'} with automatic HTTPS`;
  }
  // How long the plan keeps versions, where the plan is known.
  if (feature === 'version_history' && plan) {
    const rule = plan.snapshot_retention;
    return rule.kind === 'count' ? `Version history: your last ${rule.count} versions` : `Version history: ${rule.days === 365 ? 'a year' : `${rule.days} days`} of versions`;
  }
  const listed: Record<string, PlanFeature> = planFeatures;
  return listed[feature]?.label ?? feature;
}

/**
 * The one table of what each plan allows. The server enforces it everywhere,
 * GET /api/subscription/current returns its limits, and every list a person reads of what a plan
 * includes (landing pricing, /subscription/plans, the upgrade dialogs, the server's
 * upgrade_benefits) is made from it by `planHighlights` and `upgradeBenefits`. -1 means unlimited.
 */
export interface PlanDefinition {
  name: PlanName;
  display_name: string;
  price_monthly_usd: number;
  price_yearly_usd: number;
  /** custom_domains: how many domains the owner's websites may have together (-1 unlimited). */
  limits: { portfolio_count: number; custom_domains: number };
  template_tiers: readonly PlanName[];
  features: readonly PlanFeatureKey[];
  /** How long the version history keeps a website's snapshots (a downgrade applies the smaller one). */
  snapshot_retention: SnapshotRetention;
}

export const plans: Record<PlanName, PlanDefinition> = {
  free: {
    name: 'free',
    display_name: 'Free',
    price_monthly_usd: 0,
    price_yearly_usd: 0,
    limits: { portfolio_count: 1, custom_domains: 0 },
    template_tiers: ['free'],
    features: ['version_history'],
    snapshot_retention: { kind: 'count', count: 10 },
  },
  pro: {
    name: 'pro',
    display_name: 'Pro',
    price_monthly_usd: 5,
    price_yearly_usd: 50,
    limits: { portfolio_count: 3, custom_domains: 1 },
    template_tiers: ['free', 'pro'],
    features: ['blog', 'remove_branding', 'analytics', 'custom_analytics_code', 'custom_domains', 'version_history'],
    snapshot_retention: { kind: 'days', days: 30 },
  },
  premium: {
    name: 'premium',
    display_name: 'Premium',
    price_monthly_usd: 12,
    price_yearly_usd: 120,
    limits: { portfolio_count: 10, custom_domains: -1 },
    template_tiers: ['free', 'pro', 'premium'],
    features: ['blog', 'remove_branding', 'analytics', 'advanced_analytics', 'custom_analytics_code', 'custom_domains', 'priority_support', 'api_access', 'version_history'],
    snapshot_retention: { kind: 'days', days: 365 },
  },
};

/** Unknown plans get what free gets (builder.md section 4). */
export function getPlan(name: string | null | undefined): PlanDefinition {
  return name === 'pro' || name === 'premium' ? plans[name] : plans.free;
}

export function canUseTemplateTier(plan: string | null | undefined, tier: PlanName): boolean {
  return getPlan(plan).template_tiers.includes(tier);
}

export function planIncludes(plan: PlanDefinition, feature: PlanFeatureKey): boolean {
  return plan.features.includes(feature);
}

const websites = (count: number) => (count === -1 ? 'Unlimited portfolio websites' : `${count} portfolio website${count === 1 ? '' : 's'}`);

const templateLine = (plan: PlanDefinition) =>
  plan.template_tiers.length === 1 ? 'Free templates' : plan.template_tiers.length === 2 ? 'Free and Pro templates' : 'Every template';

/** What a plan includes, in the order plan cards list it. */
export function planHighlights(plan: PlanDefinition): string[] {
  return [
    websites(plan.limits.portfolio_count),
    templateLine(plan),
    'Hosting on your own subdomain',
    'A contact form with an inbox',
    ...plan.features.map((feature) => labelOf(feature, plan)),
  ];
}

/**
 * What upgrading to a plan brings, for the upgrade dialogs and the limit error's upgrade_benefits.
 * With the number of templates the plan opens, the templates line counts them.
 */
export function upgradeBenefits(plan: PlanDefinition, options: { templates?: number } = {}): string[] {
  const count = plan.limits.portfolio_count;
  return [
    count === -1 ? 'Unlimited portfolio websites' : `Up to ${count} portfolio websites`,
    options.templates === undefined ? `${plan.display_name} templates` : `All ${options.templates} templates available to ${plan.display_name}`,
    ...plan.features.map((feature) => labelOf(feature, plan)),
  ];
}
