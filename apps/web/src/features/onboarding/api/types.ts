import type { OnboardingSession } from '@folio/schema';

/** Shapes of the onboarding answers (onboarding-api.md); the session itself is @folio/schema's. */

export interface SessionAnswer {
  success: true;
  session_id: string;
  session: OnboardingSession;
}

export interface CreatedWebsite {
  id: number;
  name: string;
  subdomain: string | null;
  template: { slug: string };
}

export interface CreateWebsiteAnswer {
  success: true;
  message: string;
  website: CreatedWebsite;
}

/** data of a 403 subscription_limit_exceeded (platform.md section 3). */
export interface PlanLimitData {
  current_plan: string;
  current_count: number;
  limit: number;
  suggested_plan: 'pro' | 'premium' | null;
  current_plan_display: string;
  checkout_url: string;
  is_on_trial: boolean;
  upgrade_benefits: string[];
}

/** Details of a 403 template_locked. */
export interface TemplateLockedData {
  required_plan: 'pro' | 'premium';
  current_plan: string;
  template: string;
}

export type OnboardingPathName = NonNullable<OnboardingSession['path']>;
