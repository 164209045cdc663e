/**
 * Times the PDF CV (pdfkit, no browser) for a two-page CV in each design, beside a reference measured
 * in the same run: rendering the same website's home page to HTML with the templates (what the site
 * host does on a cache miss). The first PDF of the process, which reads the fonts, is shown apart.
 * Prints p50/p95 and the page count; never fails on timing. Run: npx tsx bench/cv-pdf.ts [--runs=40]
 */
import { cvPdfDesigns, type WebsiteWithSections } from '@folio/schema';
import { renderSitePage } from '@folio/templates/server';
import { renderCvPdf } from '../apps/server/src/features/websites/cv-pdf/cv-pdf';
import { richWebsites } from '../apps/server/src/features/websites/cv-pdf/rich-websites';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 40);
const base = richWebsites[0]!;
// Two pages in every design: the rich CV with its roles listed twice over.
const website: WebsiteWithSections = { ...base, experiences: [...base.experiences, ...base.experiences.map((item) => ({ ...item, id: item.id + 100 }))] };

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
const row = (label: string, values: number[], extra = '') =>
  console.log(`  ${label.padEnd(34)} p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms  (n=${values.length})${extra}`);
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function timed(work: () => unknown) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const first = await timed(() => renderCvPdf(website, { design: 'classic', paper: 'a4', siteUrl: null, includePhone: true }));
console.log(`PDF CV of a two-page CV (${website.experiences.length} roles), ${runs} runs each`);
console.log(`  first PDF of the process (reads and unwraps the fonts): ${first.toFixed(0)} ms`);
for (const design of cvPdfDesigns) {
  const times: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const pdf = await renderCvPdf(website, { design, paper: 'a4', siteUrl: 'https://zoe.folio.site/', includePhone: true });
    times.push(performance.now() - started);
    pages = pagesOf(pdf);
    bytes = pdf.length;
  }
  row(`pdf ${design}`, times, `  ${pages} pages, ${(bytes / 1024).toFixed(0)} KB`);
}
const html: number[] = [];
const context = { baseUrl: 'https://zoe.folio.site', assetBase: '/_assets', contactAction: '/contact', showBranding: false, noindex: false };
for (let i = 0; i < runs; i++) html.push(await timed(() => renderSitePage(website, { kind: 'home' }, context)));
row('reference: site home page to HTML', html);
