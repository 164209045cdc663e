import { z } from 'zod';
import { statsPeriod } from './admin';

/** GET /api/admin/analytics?period=: the same periods, and buckets, as the admin dashboard. */
export const adminAnalyticsQuery = z.object({ period: statsPeriod.default('30d') });

/**
 * Where an onboarding session began: the kind of CV it was given (a file, pasted text, a LinkedIn
 * export, a JSON Resume), else the path chosen without one (the template demo, the form), else
 * `none` (no path chosen, or upload chosen and nothing sent).
 */
export const onboardingSources = ['file', 'text', 'linkedin', 'json_resume', 'demo', 'form', 'none'] as const;
export const onboardingSourceName = z.enum(onboardingSources);
export type OnboardingSourceName = z.infer<typeof onboardingSourceName>;
export const onboardingSourceLabels: Record<OnboardingSourceName, string> = {
  file: 'File upload',
  text: 'Pasted text',
  linkedin: 'LinkedIn export',
  json_resume: 'JSON Resume',
  demo: 'Template demo',
  form: 'Form',
  none: 'Nothing sent yet',
};

export const funnelSteps = ['started', 'cv_given', 'parsed', 'website_created', 'published'] as const;
export const funnelStep = z.enum(funnelSteps);
export type FunnelStep = z.infer<typeof funnelStep>;
export const funnelStepLabels: Record<FunnelStep, string> = {
  started: 'Onboarding started',
  cv_given: 'CV uploaded or pasted',
  parsed: 'CV parsed',
  website_created: 'Website created',
  published: 'Published',
};

const count = z.number().int();
const rate = z.number().nullable();

export const adminAnalytics = z.object({
  period: statsPeriod,
  /** Buckets are days, or months for 12 months; each `bucket` is its first day (YYYY-MM-DD, UTC). */
  bucket: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  /** Page views of every site, and visitors (each unique on one site for one day, added up), per bucket. */
  traffic: z.object({
    views: count,
    visitors: count,
    sites_viewed: count,
    series: z.array(z.object({ bucket: z.string(), views: count, visitors: count })),
  }),
  /** The ten most viewed sites of the period. */
  top_sites: z.array(
    z.object({
      website_id: count,
      name: z.string(),
      subdomain: z.string().nullable(),
      status: z.enum(['draft', 'private', 'published']),
      template_slug: z.string(),
      owner: z.object({ id: count, name: z.string(), email: z.string() }),
      views: count,
      visitors: count,
    }),
  ),
  /** Every template with websites or views, and every template of the catalogue: websites now (all, published) and the period's views. */
  templates: z.array(z.object({ slug: z.string(), name: z.string(), websites: count, published: count, views: count })),
  /**
   * Onboarding sessions started in the period. A session keeps the website it made (from the CV or
   * the template demo); the form does not, so a form session counts a website of the same user
   * created after the session began.
   */
  funnel: z.object({
    steps: z.array(z.object({ step: funnelStep, count, /** Of the step before (the first: null). */ rate })),
    by_source: z.array(z.object({ source: onboardingSourceName, started: count, parsed: count, websites: count, published: count })),
  }),
  /** CVs sent for parsing in the period, by format (pasted text is `text`): a failure is a parse that ended failed without a result. */
  parse_failures: z.object({
    by_format: z.array(z.object({ format: z.string(), uploads: count, parsed: count, failed: count, failure_rate: rate })),
    latest: z.array(
      z.object({
        session_id: z.string(),
        user: z.object({ id: count, email: z.string() }),
        format: z.string(),
        file_name: z.string().nullable(),
        error: z.string().nullable(),
        failed_at: z.string(),
      }),
    ),
  }),
  /** Blog posts visitors can read (published, or scheduled and due): published in the period, and in all. */
  blog: z.object({ published_in_period: count, published_total: count }),
  /** Custom domains serving a site with a certificate now, and those verified in the period. */
  domains: z.object({ active_now: count, verified_in_period: count, total: count }),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
export const adminAnalyticsResponse = z.object({ success: z.literal(true), data: adminAnalytics });
