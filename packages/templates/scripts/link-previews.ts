// Draws every template's link preview images (the site's and a post's) from its demo data into
// .output/link-previews/, for a person to look at: `npx tsx scripts/link-previews.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { getDemoWebsite, templates } from '../src/index';
import { assetFiles, linkPreviewSpec, renderLinkPreview } from '../src/server/index';

const out = path.join(import.meta.dirname, '..', '.output', 'link-previews');
fs.mkdirSync(out, { recursive: true });
const origin = 'https://jane-doe.folio.page';
for (const template of templates) {
  const site = getDemoWebsite(template.slug);
  const spec = linkPreviewSpec(site, origin);
  const file = spec.photo ? assetFiles[spec.photo.replace('/_assets/', '')] : undefined;
  const photo = file ? fs.readFileSync(file) : undefined;
  const post = linkPreviewSpec(site, origin, { title: site.blog_posts[0]?.title ?? 'What eight years of design systems taught me about saying no' });
  fs.writeFileSync(path.join(out, `${template.slug}.png`), await renderLinkPreview(spec, photo));
  fs.writeFileSync(path.join(out, `${template.slug}-post.png`), await renderLinkPreview(post, photo));
  process.stdout.write(`${template.slug}: ${path.join(out, `${template.slug}.png`)}\n`);
}
