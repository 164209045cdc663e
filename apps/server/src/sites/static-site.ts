import fs from 'node:fs/promises';
import path from 'node:path';
import { assetFiles } from '@folio/templates/server';
import type { SitePageKind } from '@folio/templates';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Storage } from '../platform/storage';
import type { SiteService } from './site-service';

/** Where each page lives in the copy: folders with an index.html, linked to by that file's name so they open from disk too. */
function fileOf(kind: SitePageKind): string {
  if (kind.kind === 'blog') return 'blog/index.html';
  if (kind.kind === 'post') return `blog/${kind.slug}/index.html`;
  return 'index.html';
}

/**
 * A root-relative URL of the site as a path relative to a page `depth` folders down, or undefined for
 * one the copy does not hold. Collects the assets and uploads the pages use.
 */
function relativeUrl(url: string, depth: number, used: { assets: Set<string>; uploads: Set<string> }, storage: Storage): string | undefined {
  const up = '../'.repeat(depth);
  const [pathPart, hash] = url.split('#', 2) as [string, string | undefined];
  const anchor = hash === undefined ? '' : `#${hash}`;
  if (pathPart.startsWith('/_assets/')) {
    const asset = decodeURIComponent(pathPart.slice('/_assets/'.length));
    if (!assetFiles[asset]) return undefined;
    used.assets.add(asset);
    return `${up}assets/${pathPart.slice('/_assets/'.length)}`;
  }
  if (pathPart.startsWith('/uploads/')) {
    const key = storage.keyOf(pathPart);
    if (!key) return undefined;
    used.uploads.add(key);
    return `${up}images/${path.basename(key)}`;
  }
  if (pathPart === '/' || pathPart === '') return `${up}index.html${anchor}`;
  if (pathPart === '/blog') return `${up}blog/index.html${anchor}`;
  if (pathPart.startsWith('/blog/')) return `${up}blog/${pathPart.slice('/blog/'.length)}/index.html${anchor}`;
  if (['/cv.pdf', '/feed.xml', '/sitemap.xml'].includes(pathPart)) return `${up}${pathPart.slice(1)}`;
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites every root-relative link, source and CSS url() of a page to a relative one, and the feed's
 * discovery link (absolute on the host) to the copy's own feed.xml. The canonical link and the social
 * preview tags keep the site's public address: they name it, they load nothing.
 */
export function relativePage(html: string, depth: number, used: { assets: Set<string>; uploads: Set<string> }, storage: Storage, origin: string): string {
  const rewrite = (url: string) => relativeUrl(url.replaceAll('&amp;', '&'), depth, used, storage) ?? url;
  const feedLink = new RegExp(`(<link\\s[^>]*rel="alternate"[^>]*\\shref=")${escapeRegExp(origin)}(/feed\\.xml)"`, 'g');
  return html
    .replace(feedLink, (_, start: string, feed: string) => `${start}${feed}"`)
    .replace(/(\s(?:href|src|poster)=")(\/(?!\/)[^"]*)"/g, (_, attribute: string, url: string) => `${attribute}${rewrite(url)}"`)
    // A picture's smaller copies: each candidate of the srcset is one of the copy's images too.
    .replace(/(\ssrcset=")([^"]*)"/gi, (_, attribute: string, set: string) => `${attribute}${set.split(/,\s*/).map((candidate) => candidate.replace(/^\/(?!\/)\S*/, (url) => rewrite(url))).join(', ')}"`)
    .replace(/url\((['"]?)(\/(?!\/)[^'")]+)\1\)/g, (_, quote: string, url: string) => `url(${quote}${rewrite(url)}${quote})`);
}

const readme = (name: string, origin: string, published: boolean) => `${name}: a static copy of your Folio website
${'='.repeat(name.length + 32)}

Made ${new Date().toISOString().slice(0, 10)} from ${origin}/

Every page is a plain HTML file that links to the others by relative paths, with its fonts, images,
sitemap.xml and robots.txt beside it. Open index.html in a browser, or put the folder on any static
host (nginx, Apache, GitHub Pages, Netlify, an S3 bucket): it needs no server code and no database.

${
  published
    ? `The contact form sends messages to Folio (${origin}/contact), where they reach you as before, for as
long as the site stays published on Folio. It is the only part of the copy that needs Folio.`
    : `The site was not published when this copy was made, so its pages have no contact form: a form needs
Folio to receive the messages. Publish the site on Folio and export it again to have one.`
}

sitemap.xml, robots.txt, each page's canonical link and its link preview image (og:image, which must
be a full address; the image itself is in images/) name ${origin}. If you host the copy at another
address, change them to the new one.
`;

/** Already compressed: stored as they are. */
const storedAsIs = /\.(woff2?|png|jpe?g|webp|gif|avif|pdf)$/i;

/**
 * The website's static copy as a zip: every page (home, blog, posts), the fonts and images they use,
 * sitemap.xml, robots.txt, the feed and the CV PDF when the site has them, and a README.
 */
export async function buildStaticSite(sites: Pick<SiteService, 'staticCopy'>, storage: Storage, websiteId: number): Promise<{ bytes: Uint8Array; files: string[] } | null> {
  const copy = await sites.staticCopy(websiteId);
  if (!copy) return null;
  const used = { assets: new Set<string>(), uploads: new Set<string>() };
  const files: Zippable = {};
  for (const page of copy.pages) {
    const file = fileOf(page.kind);
    files[file] = strToU8(relativePage(page.html, file.split('/').length - 1, used, storage, copy.record.origin));
  }
  for (const asset of used.assets) files[`assets/${asset}`] = new Uint8Array(await fs.readFile(assetFiles[asset]!));
  // The link preview images: the pages name them at the site's public address (og:image must be absolute), and the copy keeps them beside the pictures.
  for (const key of copy.linkPreviews) used.uploads.add(key);
  for (const key of used.uploads) {
    // A picture whose file is gone shows as missing here as it does on the site; the copy is still made.
    const bytes = await storage.read(key).catch(() => undefined);
    if (bytes) files[`images/${path.basename(key)}`] = new Uint8Array(bytes);
  }
  const text = (value: string | Buffer) => (typeof value === 'string' ? strToU8(value) : new Uint8Array(value));
  if (copy.sitemap) files['sitemap.xml'] = text(copy.sitemap);
  if (copy.feed) files['feed.xml'] = text(copy.feed);
  if (copy.cvPdf) files['cv.pdf'] = new Uint8Array(copy.cvPdf);
  files['robots.txt'] = strToU8(copy.robots);
  files['README.txt'] = strToU8(readme(copy.name || copy.record.subdomain, copy.record.origin, copy.published));
  const zippable: Zippable = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data as Uint8Array, { level: storedAsIs.test(name) ? 0 : 6 }]]));
  return { bytes: zipSync(zippable, { mtime: new Date() }), files: Object.keys(files).sort() };
}
