import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAnalyticsHead, customCodeHead } from './analytics-snippet';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('custom analytics code in the site head', () => {
  it('wraps plain JavaScript in a script tag and allows exactly its hash and the hosts it names', () => {
    const code = "(function(c,l,a,r,i,t,y){t=l.createElement(r);t.async=1;t.src='https://www.clarity.ms/tag/'+i;})(window,document,'clarity','script','abc');";
    const head = customCodeHead(code);
    expect(head.html).toBe(`<script>${code}</script>`);
    expect(head.scriptSources).toEqual([sha(code), 'https://www.clarity.ms']);
    expect(head.connectSources).toEqual(['https://www.clarity.ms']);
  });

  it('keeps script tags as written, external ones by their https origin, and drops markup, handlers and http', () => {
    const code = [
      '<!-- Hotjar -->',
      '<script async src="https://static.hotjar.com/c/hotjar-1.js?sv=6" onload="steal()"></script>',
      "<script>window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};</script>",
      '<noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1&ev=PageView"></noscript>',
      '<script src="http://insecure.example.com/x.js"></script>',
      '<div>not a script</div></head><body>',
      '<script type="text/plain">ignored()</script>',
    ].join('\n');
    const head = customCodeHead(code);
    expect(head.html).toBe(
      '<script async src="https://static.hotjar.com/c/hotjar-1.js?sv=6"></script><script>window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};</script>',
    );
    expect(head.scriptSources).toEqual(['https://static.hotjar.com', sha('window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};')]);
    expect(head.imageSources).toEqual([]);
  });

  it('runs only when analytics is on and the owner’s plan includes custom code', () => {
    const settings = { analytics_enabled: true, google_analytics_id: null, custom_analytics_code: "console.log('hi')" };
    expect(buildAnalyticsHead(settings, 'pro').html).toBe("<script>console.log('hi')</script>");
    expect(buildAnalyticsHead(settings, 'premium').scriptSources).toEqual([sha("console.log('hi')")]);
    expect(buildAnalyticsHead(settings, 'free').html).toBe('');
    expect(buildAnalyticsHead({ ...settings, analytics_enabled: false }, 'pro').html).toBe('');
  });
});

describe('Google Analytics 4 in the site head', () => {
  it('collects demographics (Google signals) only when Demographics & Interests is on, and allows its inline script by hash', () => {
    const base = { analytics_enabled: true, google_analytics_id: 'G-ABCDE12345' };
    const off = buildAnalyticsHead({ ...base, analytics_config: { google_analytics_demographics: false } });
    expect(off.html).toContain("gtag('config','G-ABCDE12345',{allow_google_signals:false});");
    const on = buildAnalyticsHead({ ...base, analytics_config: { google_analytics_demographics: true } });
    expect(on.html).toContain("gtag('config','G-ABCDE12345');");
    const inline = /<script>(.*?)<\/script>/.exec(on.html)![1]!;
    expect(on.scriptSources).toContain(sha(inline));
  });
});
