import { createHash } from 'node:crypto';
import { gaIdPattern, getPlan, planIncludes } from '@folio/schema';
import { Parser } from 'htmlparser2';

interface AnalyticsSettings {
  analytics_enabled: boolean;
  google_analytics_id: string | null;
  custom_analytics_code?: string | null;
  analytics_config?: { google_analytics_demographics: boolean };
}

export interface AnalyticsHead {
  html: string;
  /** CSP additions: hashes of the inline scripts and the hosts they load from. */
  scriptSources: string[];
  connectSources: string[];
  imageSources: string[];
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Attributes a tracking <script> keeps; anything else (event handlers, nonce, integrity of another page) is dropped. */
const keptAttribute = (name: string) => ['src', 'async', 'defer', 'id', 'crossorigin', 'referrerpolicy', 'type'].includes(name) || /^data-[a-z0-9-]+$/.test(name);
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The https origin of a URL, or null for anything else (http would be mixed content on a site served over TLS). */
function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** https URLs written in a script's text: the hosts a tracker loads more code, pixels and beacons from. */
function urlsInScript(text: string): string[] {
  const found = text.match(/(?:https:)?\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?/gi) ?? [];
  return found.map(httpsOrigin).filter((origin): origin is string => origin !== null);
}

interface ParsedScript {
  attributes: Array<[string, string]>;
  src: string | null;
  text: string;
}

/**
 * The <script> elements of the owner's code, read with an HTML parser; plain JavaScript (the spec's
 * "script tags are added automatically") is one inline script. Everything that is not a script
 * (markup, <noscript> pixels, comments) is dropped, so the head stays well-formed.
 */
export function parseCustomCode(code: string): ParsedScript[] {
  const scripts: ParsedScript[] = [];
  let current: ParsedScript | null = null;
  let sawTag = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        sawTag = true;
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        const kept = Object.entries(attributes).filter(([key]) => keptAttribute(key));
        current = scriptTypes.has(type) ? { attributes: kept, src: attributes.src?.trim() || null, text: '' } : null;
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && current) {
          scripts.push(current);
          current = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(code);
  parser.end();
  if (!sawTag && code.trim() !== '') return [{ attributes: [], src: null, text: code.trim() }];
  return scripts;
}

/** The owner's code as it is injected, with the CSP sources it needs and no more. */
export function customCodeHead(code: string): AnalyticsHead {
  const head: AnalyticsHead = { html: '', scriptSources: [], connectSources: [], imageSources: [] };
  for (const script of parseCustomCode(code)) {
    if (script.src) {
      const origin = httpsOrigin(script.src);
      // A script from anywhere but https is left out rather than allowed.
      if (!origin) continue;
      head.scriptSources.push(origin);
      const attributes = script.attributes.map(([key, value]) => (value === '' && key !== 'src' ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`)).join('');
      head.html += `<script${attributes}></script>`;
      continue;
    }
    const text = script.text.trim();
    if (text === '') continue;
    const attributes = script.attributes.filter(([key]) => key !== 'async' && key !== 'defer');
    head.html += `<script${attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')}>${text}</script>`;
    head.scriptSources.push(hashOf(text));
    for (const origin of urlsInScript(text)) {
      head.scriptSources.push(origin);
      head.connectSources.push(origin);
      head.imageSources.push(origin);
    }
  }
  const unique = (list: string[]) => [...new Set(list)];
  return { html: head.html, scriptSources: unique(head.scriptSources), connectSources: unique(head.connectSources), imageSources: unique(head.imageSources) };
}

/**
 * The <head> snippet for a site's analytics (builder.md "Analytics"): Google Analytics 4 when a
 * valid id is set, then the owner's custom code when their plan includes it. It runs only on the
 * site's origin, never on the app's.
 */
export function buildAnalyticsHead(settings: AnalyticsSettings, ownerPlan?: string | null): AnalyticsHead {
  const head: AnalyticsHead = { html: '', scriptSources: [], connectSources: [], imageSources: [] };
  if (!settings.analytics_enabled) return head;
  const gaId = settings.google_analytics_id;
  if (gaId && gaIdPattern.test(gaId)) {
    // Demographics & Interests comes from Google signals; off, the site tells gtag not to collect them.
    const options = settings.analytics_config?.google_analytics_demographics ? '' : ',{allow_google_signals:false}';
    const inline = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gaId}'${options});`;
    head.html += `<script async src="https://www.googletagmanager.com/gtag/js?id=${gaId}"></script><script>${inline}</script>`;
    head.scriptSources.push('https://www.googletagmanager.com', hashOf(inline));
    head.connectSources.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    head.imageSources.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  const code = settings.custom_analytics_code;
  if (code && planIncludes(getPlan(ownerPlan), 'custom_analytics_code')) {
    const custom = customCodeHead(code);
    head.html += custom.html;
    head.scriptSources.push(...custom.scriptSources.filter((source) => !head.scriptSources.includes(source)));
    head.connectSources.push(...custom.connectSources.filter((source) => !head.connectSources.includes(source)));
    head.imageSources.push(...custom.imageSources.filter((source) => !head.imageSources.includes(source)));
  }
  return head;
}
