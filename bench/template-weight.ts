/**
 * Page weight of every template's demo home page under the owner's design choices: gzipped HTML+CSS
 * (fonts and images aside), for the template's defaults (the reference, measured in the same run),
 * the "match visitor's system" theme (both palettes in the stylesheet), and a full set of choices
 * (system theme, an accent, a pairing, a reordered and a hidden section). Target (issue 20): at
 * most 60 KB each. Usage: npx tsx bench/template-weight.ts
 */
import { gzipSync } from 'node:zlib';
import { websiteDesign, type WebsiteDesignInput, type WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite, templates } from '@folio/templates';
import { renderSitePage } from '@folio/templates/server';

const budget = 60 * 1024;
const ctx = { baseUrl: 'https://jane.example.com', assetBase: '/_assets', contactAction: '/contact', showBranding: true, noindex: false };

function weight(site: WebsiteWithSections, design: WebsiteDesignInput = {}): { page: number; css: number } {
  const { html } = renderSitePage({ ...site, design: websiteDesign.parse(design) }, { kind: 'home' }, ctx);
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return { page: gzipSync(html).length, css: gzipSync(css).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
let worst = 0;
for (const template of templates) {
  const demo = getDemoWebsite(template.slug);
  const own = weight(demo);
  const system = weight(demo, { theme: 'system' });
  const sections = [...template.sections].reverse();
  const full = weight(demo, { theme: 'system', accent_color: '#e4572e', font_pairing: 'editorial', section_order: sections, hidden_sections: [sections[1]!] });
  worst = Math.max(worst, own.page, system.page, full.page);
  rows.push([template.slug, kb(own.page), kb(own.css), kb(system.page), `+${system.page - own.page} B`, kb(full.page)]);
}
const head = ['template', 'defaults', '(css)', 'system theme', 'vs defaults', 'all choices'];
const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
console.log(line(head));
for (const row of rows) console.log(line(row));
console.log(`\nHTML+CSS gzipped, demo home page; heaviest ${kb(worst)} against a budget of ${kb(budget)}: ${worst <= budget ? 'within' : 'OVER'} budget.`);
