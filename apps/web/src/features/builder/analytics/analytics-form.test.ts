import { describe, expect, it } from 'vitest';
import { analyticsValues, isAnalyticsConfigured, sameAnalytics, validateAnalytics } from './analytics-form';

const config = { custom_code_enabled: false, google_analytics_enhanced_ecommerce: false, google_analytics_demographics: false };
const stored = { analytics_enabled: true, google_analytics_id: null, custom_analytics_code: null, analytics_config: config };

describe('the analytics form', () => {
  it("live-validates the tracking id with the spec's message and refuses unsafe custom code", () => {
    const values = analyticsValues(stored);
    expect(validateAnalytics({ ...values, google_analytics_id: 'G-ABCDE12345' })).toEqual({});
    expect(validateAnalytics({ ...values, google_analytics_id: 'g-abcde12345' })).toEqual({ google_analytics_id: 'Invalid format. Expected: G-XXXXXXXXXX' });
    expect(validateAnalytics({ ...values, custom_analytics_code: 'document.write("x")' })).toEqual({ custom_analytics_code: 'Code contains potentially unsafe patterns' });
    expect(validateAnalytics({ ...values, custom_analytics_code: "el.innerHTML = '<b>'" }).custom_analytics_code).toBe('Code contains potentially unsafe patterns');
    expect(validateAnalytics({ ...values, custom_analytics_code: 'if (el.innerHTML === "") track();' })).toEqual({});
  });

  it('counts only changes the server would store, and shows the preview only when something is injected', () => {
    const values = analyticsValues(stored);
    expect(sameAnalytics(values, { ...values, google_analytics_id: '  ' })).toBe(true);
    expect(sameAnalytics(values, { ...values, analytics_config: { ...config, google_analytics_demographics: true } })).toBe(false);
    expect(isAnalyticsConfigured(stored)).toBe(false);
    expect(isAnalyticsConfigured({ ...stored, google_analytics_id: 'G-ABCDE12345' })).toBe(true);
    expect(isAnalyticsConfigured({ ...stored, analytics_enabled: false, google_analytics_id: 'G-ABCDE12345' })).toBe(false);
  });
});
