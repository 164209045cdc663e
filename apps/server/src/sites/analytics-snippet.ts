import { createHash } from 'node:crypto';

export const gaIdPattern = /^G-[A-Z0-9]{10}$/;

interface AnalyticsSettings {
  analytics_enabled: boolean;
  google_analytics_id: string | null;
  custom_analytics_code: string | null;
  analytics_config: { custom_code_enabled: boolean };
}

export interface AnalyticsHead {
  html: string;
  /** CSP additions: hashes of the inline scripts and the hosts they load from. */
  scriptSources: string[];
  connectSources: string[];
  imageSources: string[];
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The <head> snippet for a site's analytics (builder.md "Analytics"): Google Analytics 4 when
 * a valid id is set, and the owner's custom code when their plan allows it. It runs only on
 * the site's origin, never on the app's.
 */
export function buildAnalyticsHead(settings: AnalyticsSettings, allowCustomCode: boolean): AnalyticsHead {
  const head: AnalyticsHead = { html: '', scriptSources: [], connectSources: [], imageSources: [] };
  if (!settings.analytics_enabled) return head;
  const gaId = settings.google_analytics_id;
  if (gaId && gaIdPattern.test(gaId)) {
    const inline = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gaId}');`;
    head.html += `<script async src="https://www.googletagmanager.com/gtag/js?id=${gaId}"></script><script>${inline}</script>`;
    head.scriptSources.push('https://www.googletagmanager.com', hashOf(inline));
    head.connectSources.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    head.imageSources.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  const code = settings.custom_analytics_code?.trim();
  if (allowCustomCode && settings.analytics_config.custom_code_enabled && code) {
    // "Script tags are added automatically": the owner's code goes inside one; it must not close it early.
    const inline = code.replace(/<\/script/gi, '<\\/script');
    head.html += `<script>${inline}</script>`;
    // Tracking platforms load from hosts we cannot list in advance.
    head.scriptSources.push(hashOf(inline), 'https:');
    head.connectSources.push('https:');
    head.imageSources.push('https:');
  }
  return head;
}
