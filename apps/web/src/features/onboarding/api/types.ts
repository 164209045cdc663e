import type { ApiErrorDetails, OnboardingSession, SubscriptionLimitData } from '@folio/schema';

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

/** Details of a 403 subscription_limit_exceeded and of a 403 template_locked (@folio/schema api-error.ts). */
export type PlanLimitData = SubscriptionLimitData;
export type TemplateLockedData = ApiErrorDetails['template_locked'];

export type OnboardingPathName = NonNullable<OnboardingSession['path']>;
