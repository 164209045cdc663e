/**
 * Full-page screenshots of every template's demo (and name-only) site for a designer's eye:
 * `tsx scripts/shots.ts [slug...]` writes .output/screenshots/{slug}-{variant}-{width}.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeNameOnlyWebsite } from '../src/demo/make';
import { getDemoWebsite, templates } from '../src/index';
import { launchChromium } from '../src/testing/browser';
import { startSiteServer } from '../src/testing/site-server';

const outDir = join(import.meta.dirname, '..', '.output', 'screenshots');
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// --blog or --post shoot those pages instead of the home page.
const pageOf = (slug: string) => (process.argv.includes('--blog') ? '/blog' : process.argv.includes('--post') ? `/blog/${getDemoWebsite(slug).blog_posts[0]?.slug ?? ''}` : '/');
const suffix = process.argv.includes('--blog') ? '-blog' : process.argv.includes('--post') ? '-post' : '';
const widths = process.argv.includes('--all-widths') ? [375, 768, 1280] : [375, 1280];
const chosen = templates.filter((template) => wanted.length === 0 || wanted.includes(template.slug));

const sites = new Map(chosen.flatMap((t) => [[t.slug, getDemoWebsite(t.slug)] as const, [`${t.slug}-empty`, makeNameOnlyWebsite(t.slug)] as const]));
const server = await startSiteServer(sites, { csp: true });
const browser = await launchChromium();
try {
  for (const template of chosen) {
    for (const label of [template.slug, `${template.slug}-empty`]) {
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        page.on('console', (message) => {
          if (message.type() === 'error') process.stdout.write(`  console error on ${label}@${width}: ${message.text()}\n`);
        });
        await page.goto(server.urlOf(label, pageOf(template.slug)), { waitUntil: 'networkidle' });
        // Full-page shots do not scroll, so lazy images would stay empty.
        await page.evaluate(async () => {
          const images = Array.from(document.images);
          for (const image of images) image.loading = 'eager';
          await Promise.all(images.map((image) => (image.complete ? Promise.resolve() : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))));
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) process.stdout.write(`  horizontal overflow ${overflow}px on ${label}@${width}\n`);
        await page.screenshot({ path: join(outDir, `${label}${suffix}-${width}.png`), fullPage: true });
        await page.close();
      }
    }
    process.stdout.write(`shot ${template.slug}\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
