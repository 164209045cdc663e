import { z } from 'zod';
import { MAX_INT, str } from './common';
import { analyticsConfig } from './website';

/** Google Analytics 4 measurement id (builder.md section 5). */
export const gaIdPattern = /^G-[A-Z0-9]{10}$/;
export const gaIdMessage = 'Invalid format. Expected: G-XXXXXXXXXX';

/** What the site host injects into a page's <head>; an id is 12 characters, so 40 only bounds the request. */
export const GA_ID_MAX = 40;

/** Custom analytics code (pro and premium): tracking snippets are a few KB; 20,000 bounds the page head. */
export const CUSTOM_ANALYTICS_CODE_MAX = 20_000;
export const unsafeCodeMessage = 'Code contains potentially unsafe patterns';

/** builder.md section 5: document.write, eval and an innerHTML assignment are refused. */
const unsafePatterns = [/\bdocument\s*\.\s*write(?:ln)?\s*\(/, /\beval\s*\(/, /\.\s*innerHTML\s*(?:\+?=)(?!=)/];
export const hasUnsafeCode = (code: string) => unsafePatterns.some((pattern) => pattern.test(code));

/** The builder's Analytics and Tracking form, as PUT /api/websites/{id}/analytics takes it. */
export const analyticsSettingsInput = z.object({
  version: z.number().int().positive().max(MAX_INT),
  analytics_enabled: z.boolean(),
  /** Empty clears it. */
  google_analytics_id: str(GA_ID_MAX)
    .trim()
    .refine((value) => value === '' || gaIdPattern.test(value), gaIdMessage)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  /** JavaScript or <script> tags; empty clears it; left out keeps what is stored. */
  custom_analytics_code: str(CUSTOM_ANALYTICS_CODE_MAX)
    .trim()
    .refine((value) => !hasUnsafeCode(value), unsafeCodeMessage)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  analytics_config: analyticsConfig.default({
    custom_code_enabled: false,
    google_analytics_enhanced_ecommerce: false,
    google_analytics_demographics: false,
  }),
});
export type AnalyticsSettingsInput = z.input<typeof analyticsSettingsInput>;

/** A website's analytics settings as stored. */
export const analyticsSettings = z.object({
  analytics_enabled: z.boolean(),
  google_analytics_id: z.string().nullable(),
  custom_analytics_code: z.string().nullable(),
  analytics_config: analyticsConfig,
});
export type AnalyticsSettings = z.infer<typeof analyticsSettings>;

/** The saved settings, the website's new version and the snippet its pages now carry. */
export const analyticsSettingsSaved = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: analyticsSettings,
  website_version: z.number().int(),
  preview: z.string(),
});
export type AnalyticsSettingsSaved = z.infer<typeof analyticsSettingsSaved>;

/** GET /api/websites/{id}/analytics/preview: the <head> snippet of the saved settings ('' when none). */
export const analyticsPreview = z.object({ success: z.literal(true), preview: z.string() });
export type AnalyticsPreview = z.infer<typeof analyticsPreview>;
