import { CUSTOM_ANALYTICS_CODE_MAX, gaIdMessage, gaIdPattern, hasUnsafeCode, tooLongMessage, unsafeCodeMessage, type AnalyticsConfig, type AnalyticsSettings } from '@folio/schema';

/** What the Analytics and Tracking form edits, as typed. */
export interface AnalyticsValues {
  analytics_enabled: boolean;
  google_analytics_id: string;
  custom_analytics_code: string;
  analytics_config: AnalyticsConfig;
}

/** Analytics settings auto-save 2 s after a valid change (builder.md section 9). */
export const ANALYTICS_AUTOSAVE_MS = 2000;

export function analyticsValues(settings: AnalyticsSettings): AnalyticsValues {
  return {
    analytics_enabled: settings.analytics_enabled,
    google_analytics_id: settings.google_analytics_id ?? '',
    custom_analytics_code: settings.custom_analytics_code ?? '',
    analytics_config: { ...settings.analytics_config },
  };
}

/** The form's field errors; the tracking id is live-validated (builder.md section 5). */
export function validateAnalytics(values: AnalyticsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const id = values.google_analytics_id.trim();
  if (id !== '' && !gaIdPattern.test(id)) errors.google_analytics_id = gaIdMessage;
  const code = values.custom_analytics_code.trim();
  if (code.length > CUSTOM_ANALYTICS_CODE_MAX) errors.custom_analytics_code = tooLongMessage(CUSTOM_ANALYTICS_CODE_MAX);
  else if (hasUnsafeCode(code)) errors.custom_analytics_code = unsafeCodeMessage;
  return errors;
}

/** Whether two forms would save the same settings (the id compared as it is stored, trimmed). */
export function sameAnalytics(a: AnalyticsValues, b: AnalyticsValues): boolean {
  return (
    a.analytics_enabled === b.analytics_enabled &&
    a.google_analytics_id.trim() === b.google_analytics_id.trim() &&
    a.custom_analytics_code.trim() === b.custom_analytics_code.trim() &&
    a.analytics_config.custom_code_enabled === b.analytics_config.custom_code_enabled &&
    a.analytics_config.google_analytics_enhanced_ecommerce === b.analytics_config.google_analytics_enhanced_ecommerce &&
    a.analytics_config.google_analytics_demographics === b.analytics_config.google_analytics_demographics
  );
}

/** The Code Preview shows only when the saved settings inject something. */
export function isAnalyticsConfigured(settings: AnalyticsSettings): boolean {
  return settings.analytics_enabled && Boolean(settings.google_analytics_id || settings.custom_analytics_code);
}
