/**
 * The catalogue's preview images: each template's demo page in Chromium at 1280x800,
 * scaled to 640x400 WebP under previews/{slug}.webp (committed; served via previewImagePath).
 *   npx tsx scripts/previews.ts [slug...]
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { getDemoWebsite, templates } from '../src/index';
import { previewImagePath } from '../src/server/index';
import { launchChromium } from '../src/testing/browser';
import { startSiteServer } from '../src/testing/site-server';

const wanted = process.argv.slice(2);
const chosen = templates.filter((t) => wanted.length === 0 || wanted.includes(t.slug));
mkdirSync(join(import.meta.dirname, '..', 'previews'), { recursive: true });
const server = await startSiteServer(new Map(chosen.map((t) => [t.slug, getDemoWebsite(t.slug)] as const)));
const browser = await launchChromium();
try {
  for (const template of chosen) {
    // Reduced motion: each picture shows the page as it settles (a drawn line drawn, a fade faded in), not a frame of its motion.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(server.urlOf(template.slug), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    const file = previewImagePath(template.slug);
    await sharp(png).resize(640, 400).webp({ quality: 82, effort: 6 }).toFile(file);
    process.stdout.write(`${template.slug.padEnd(22)} ${(statSync(file).size / 1024).toFixed(1)} KB\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
