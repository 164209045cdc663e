import { createHash } from 'node:crypto';
import { gaIdPattern } from '@folio/schema';

interface AnalyticsSettings {
  analytics_enabled: boolean;
  google_analytics_id: string | null;
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
 * a valid id is set. It runs only on the site's origin, never on the app's. The owner's own
 * code is not a plan feature yet (packages/schema plans.ts), so it is never added.
 */
export function buildAnalyticsHead(settings: AnalyticsSettings): AnalyticsHead {
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
  return head;
}
