/**
 * Times the link preview images (1200×630 PNG: the site's card with the owner's picture, a post's
 * card) for every template, beside a reference measured in the same run: a plain sharp resize of
 * the same picture to 1200 px WebP. Then the smaller copies made at upload (WebP at 320/640/1280,
 * and AVIF at two efforts, which Folio does not make: the figures say why). The first image of the
 * process, which reads and unwraps the fonts, is shown apart. Prints p50/p95; never fails on timing.
 * Run: npx tsx bench/og-image.ts [--runs=20]
 */
import sharp from 'sharp';
import { getDemoWebsite, templates } from '@folio/templates';
import { linkPreviewSpec, renderLinkPreview } from '@folio/templates/server';
import { makeVariants } from '../apps/server/src/features/uploads/image-variants';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 20);

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
const row = (label: string, values: number[], extra = '') =>
  console.log(`  ${label.padEnd(40)} p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms  (n=${values.length})${extra}`);
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * A photo-like upload: a portrait drawn at 1600×1600, with grain, as the profile picture upload
 * stores it (WebP, at most 800 px) and as a project picture (at most 1600 px).
 */
const drawn = await sharp(Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600"><defs><radialGradient id="g" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#d9c2a5"/><stop offset="1" stop-color="#3b4a5a"/></radialGradient></defs><rect width="1600" height="1600" fill="url(#g)"/><circle cx="800" cy="640" r="300" fill="#e8b899"/><path d="M300 1600c60-380 260-560 500-560s440 180 500 560z" fill="#2c5d7c"/></svg>`,
)).png().toBuffer();
const grain = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).png().toBuffer();
const photoLike = await sharp(drawn).composite([{ input: grain, blend: 'overlay' }]).png().toBuffer();
const portrait = await sharp(photoLike).resize(800, 800).webp({ quality: 82 }).toBuffer();
const projectShot = await sharp(photoLike).resize(1600, 1000, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();

const origin = 'https://maya-chen.folio.site';
const first = await timed(() => renderLinkPreview(linkPreviewSpec(getDemoWebsite('modern'), origin), portrait));
console.log(`Link preview images, ${runs} runs each (machine shared; figures vary with its load)`);
console.log(`  first image of the process (reads and unwraps the fonts): ${first.toFixed(0)} ms`);
const site: number[] = [];
const post: number[] = [];
let bytes = 0;
for (const template of templates) {
  const website = getDemoWebsite(template.slug);
  // Each template's fonts are read once, as a long-running process would have them.
  await renderLinkPreview(linkPreviewSpec(website, origin), portrait);
  await renderLinkPreview(linkPreviewSpec(website, origin, { title: 'x' }));
  for (let i = 0; i < runs; i++) {
    site.push(await timed(async () => (bytes = (await renderLinkPreview(linkPreviewSpec({ ...website, name: `${website.name} ${i}` }, origin), portrait)).length)));
    post.push(await timed(() => renderLinkPreview(linkPreviewSpec(website, origin, { title: `What ${i + 2} years of design systems taught me about saying no` }), portrait)));
  }
}
row(`site card, ${templates.length} templates`, site, `  ~${(bytes / 1024).toFixed(0)} KB`);
row(`post card, ${templates.length} templates`, post);
const resize: number[] = [];
for (let i = 0; i < runs * 4; i++) resize.push(await timed(() => sharp(projectShot).resize({ width: 1200 }).webp({ quality: 78 }).toBuffer()));
row('reference: sharp resize to 1200 px WebP', resize);

console.log('\nCopies made at upload (a 1600×1000 project picture)');
const copies: number[] = [];
for (let i = 0; i < runs; i++) copies.push(await timed(() => makeVariants({ buffer: projectShot, width: 1600 })));
row('all three WebP copies, as the upload makes them', copies);
for (const width of [320, 640, 1280]) {
  let webpBytes = 0;
  let avifBytes = 0;
  const webp: number[] = [];
  const avif2: number[] = [];
  const avif4: number[] = [];
  // AVIF at sharp's default effort takes seconds at 640 px and up: three runs are enough to say so.
  for (let i = 0; i < 3; i++) {
    webp.push(await timed(async () => (webpBytes = (await sharp(projectShot).resize({ width }).webp({ quality: 78, effort: 2 }).toBuffer()).length)));
    avif2.push(await timed(async () => (avifBytes = (await sharp(projectShot).resize({ width }).avif({ quality: 55, effort: 2 }).toBuffer()).length)));
    avif4.push(await timed(() => sharp(projectShot).resize({ width }).avif({ quality: 55, effort: 4 }).toBuffer()));
  }
  row(`WebP ${width}, effort 2 (what Folio makes)`, webp, `  ${(webpBytes / 1024).toFixed(1)} KB`);
  row(`AVIF ${width}, effort 2`, avif2, `  ${(avifBytes / 1024).toFixed(1)} KB`);
  row(`AVIF ${width}, effort 4 (sharp's default)`, avif4);
}
