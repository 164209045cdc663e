/**
 * Median cache-miss render time per template (renderSitePage of the demo home page, nothing
 * cached between calls). Run with NODE_ENV=production, as the site host does:
 *   NODE_ENV=production npx tsx scripts/render-timing.ts
 */
import { gzipSync } from 'node:zlib';
import { getDemoWebsite, templates } from '../src/index';
import { renderSitePage } from '../src/server/index';

const ctx = { baseUrl: 'https://demo.example.com', assetBase: '/_assets', contactAction: '/contact', showBranding: true, noindex: false };
const runs = 60;
process.stdout.write(`NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; ${runs} renders per template after warm-up\n`);
process.stdout.write('template               median    p95   html   gzip\n');
// Warm the JIT on every template first, so the first one measured does not pay for it.
for (const template of templates) for (let i = 0; i < 20; i += 1) renderSitePage(getDemoWebsite(template.slug), { kind: 'home' }, ctx);
for (const template of templates) {
  const site = getDemoWebsite(template.slug);
  for (let i = 0; i < 10; i += 1) renderSitePage(site, { kind: 'home' }, ctx);
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < runs; i += 1) {
    // A fresh copy each time: nothing from the previous render can be reused.
    const copy = structuredClone(site);
    const start = performance.now();
    html = renderSitePage(copy, { kind: 'home' }, ctx).html;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  process.stdout.write(
    `${template.slug.padEnd(22)} ${median.toFixed(2).padStart(6)} ms ${p95.toFixed(2).padStart(6)} ${(html.length / 1024).toFixed(1).padStart(5)}K ${(gzipSync(html).length / 1024).toFixed(1).padStart(5)}K\n`,
  );
}
