/**
 * Screenshots of templates under the owner's design choices, for a designer's eye:
 * `tsx scripts/design-shots.ts [slug...] [--width=1280]` writes .output/design/{slug}-{variant}.png for
 * the template's own look, the other theme, and an owner's accent and pairing in each theme.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { websiteDesign, type WebsiteDesignInput } from '@folio/schema';
import { getDemoWebsite, templates } from '../src/index';
import { launchChromium } from '../src/testing/browser';
import { startSiteServer } from '../src/testing/site-server';

const outDir = join(import.meta.dirname, '..', '.output', 'design');
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const width = Number(/--width=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 1280);
const chosen = templates.filter((template) => wanted.length === 0 || wanted.includes(template.slug));
const variants: Record<string, WebsiteDesignInput> = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
  'accent-light': { theme: 'light', accent_color: '#e4572e', font_pairing: 'editorial' },
  'accent-dark': { theme: 'dark', accent_color: '#1d4ed8', font_pairing: 'technical' },
};
const sites = new Map(
  chosen.flatMap((t) => Object.entries(variants).map(([name, design]) => [`${t.slug}-${name}`, { ...getDemoWebsite(t.slug), design: websiteDesign.parse(design) }] as const)),
);
const server = await startSiteServer(sites, { csp: true });
const browser = await launchChromium();
try {
  for (const label of sites.keys()) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') process.stdout.write(`  console error on ${label}: ${message.text()}\n`);
    });
    await page.goto(server.urlOf(label), { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(Array.from(document.images).map((image) => (image.complete ? Promise.resolve() : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))));
    });
    await page.screenshot({ path: join(outDir, `${label}-${width}.png`), fullPage: true });
    await page.close();
  }
  process.stdout.write(`wrote ${sites.size} screenshots to ${outDir}\n`);
} finally {
  await browser.close();
  await server.close();
}
