/**
 * Gzipped HTML+CSS of each template's home page (its one document, the stylesheet inline), for the
 * demo and for real content: a dense CV, an Arabic and a Chinese one (which add system-font faces)
 * and a Polish name (which adds the Latin Extended faces). The budget is 60 KB; fonts and images
 * are not counted (they are separate requests). Also the bytes of font files a page may load.
 *   npx tsx scripts/page-weight.ts
 */
import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite, templates } from '../src/index';
import { assetFiles, renderSitePage } from '../src/server/index';
import { arabicWebsite, chineseWebsite, denseWebsite } from '../src/testing/content-sites';

const ctx = { baseUrl: 'https://demo.example.com', assetBase: '/_assets', contactAction: '/contact', showBranding: true, noindex: false };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(7);
const weigh = (site: WebsiteWithSections) => gzipSync(renderSitePage(site, { kind: 'home' }, ctx).html, { level: 9 }).length;

const variants: [string, (slug: string) => WebsiteWithSections][] = [
  ['demo', (slug) => getDemoWebsite(slug)],
  ['dense', denseWebsite],
  ['polish', (slug) => ({ ...denseWebsite(slug), name: 'Łucja Żółkiewska-Wróblewska' })],
  ['arabic', arabicWebsite],
  ['chinese', chineseWebsite],
];

process.stdout.write(`HTML+CSS gzipped, KB (budget 60)\ntemplate             ${variants.map(([name]) => name.padStart(8)).join('')}\n`);
let worst = 0;
for (const template of templates) {
  const sizes = variants.map(([, make]) => weigh(make(template.slug)));
  worst = Math.max(worst, ...sizes);
  process.stdout.write(`${template.slug.padEnd(21)}${sizes.map((size) => ` ${kb(size)}`).join('')}\n`);
}
process.stdout.write(`largest: ${kb(worst).trim()} KB\n\n`);

// What a page's fonts weigh when its text needs each subset (downloaded only then, by unicode-range).
process.stdout.write('font files (woff2), KB: latin | each extra subset\n');
for (const template of templates) {
  const faces = [...new Map([template.fonts.head, template.fonts.body, ...(template.fonts.extra ?? [])].map((font) => [font.file, font])).values()];
  const parts = faces.map((font) => {
    const extra = Object.keys(assetFiles)
      .filter((key) => key.startsWith('fonts/') && key !== `fonts/${font.file}` && key.replace(/-(latin-ext|vietnamese|greek-ext|greek|cyrillic-ext|cyrillic)-/, '-latin-') === `fonts/${font.file}`)
      .map((key) => `${/-(latin-ext|vietnamese|greek-ext|greek|cyrillic-ext|cyrillic)-/.exec(key)?.[1]} ${kb(statSync(assetFiles[key]!).size).trim()}`);
    return `${font.family} ${kb(statSync(assetFiles[`fonts/${font.file}`]!).size).trim()}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
  });
  process.stdout.write(`${template.slug.padEnd(21)}${parts.join('; ')}\n`);
}
