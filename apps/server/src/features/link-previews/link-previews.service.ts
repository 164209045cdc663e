import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { getPlan, planIncludes, type WebsiteWithSections } from '@folio/schema';
import type { LinkPreviewImage } from '@folio/templates';
import { assetFiles, LINK_PREVIEW_SIZE, linkPreviewAlt, linkPreviewKey, linkPreviewSpec, renderLinkPreview, type LinkPreviewSpec } from '@folio/templates/server';
import { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { DOMAIN_CHANGED, domainChanged, publishEvent, subscribeEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import type { WebsiteRow } from '../websites/websites.tables';
import { createLinkPreviewQueries } from './link-previews.queries';

/** Draws the images of a published website whose inputs changed: after its edits settle, off the request path. */
export const linkPreviewJob = defineJob('link-previews.refresh', z.object({ websiteId: z.number().int() }), { attempts: 3, delayMs: 2000 });

/** Edits come in bursts (the builder saves as the owner types): one refresh after they settle. */
const SETTLE_MS = 3000;

/** A post is drawn once it is out (published) or due to be (scheduled): its page may be shared the moment it shows. */
const isOut = (post: WebsiteWithSections['blog_posts'][number]) => post.status === 'published' || post.status === 'scheduled';

interface Deps {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  events: EventBus;
  log: FastifyBaseLogger;
  websites: { withSections(website: WebsiteRow): Promise<WebsiteWithSections> };
  /** The site's public address (its own domain when Folio serves one): shown on the image. */
  originOf: (website: WebsiteRow) => Promise<string>;
}

/**
 * Link preview images (og:image): one per published site and one per post, made at publish and
 * again when what they show changes, stored through Storage under a hash of their inputs.
 */
export function createLinkPreviewService({ db, storage, jobs, events, log, websites, originOf }: Deps) {
  const queries = createLinkPreviewQueries(db);

  /** The owner's picture's bytes: an upload, or a demo picture shipped with the templates; never fetched from elsewhere. */
  async function photoOf(url: string | null): Promise<Buffer | undefined> {
    if (!url) return undefined;
    const key = storage.keyOf(url);
    if (key) return storage.read(key).catch(() => undefined);
    const asset = url.startsWith('/_assets/') ? assetFiles[url.slice('/_assets/'.length)] : undefined;
    return asset ? fs.readFile(asset).catch(() => undefined) : undefined;
  }

  /**
   * Makes the images a published website lacks: each is drawn only when no stored image has its
   * inputs' hash, so a refresh after an edit that changed nothing they show costs one read.
   * Returns whether any image changed.
   */
  /**
   * One refresh of a website at a time in this process: the publish call's and the job's would
   * otherwise both draw the same image and both announce it. (Across processes they only repeat
   * each other's work: the image's name is its inputs, and saving it again changes nothing.)
   */
  const running = new Map<number, Promise<boolean>>();
  function refresh(websiteId: number): Promise<boolean> {
    const next = (running.get(websiteId) ?? Promise.resolve(false)).catch(() => false).then(() => draw(websiteId));
    running.set(websiteId, next);
    void next.finally(() => running.get(websiteId) === next && running.delete(websiteId)).catch(() => undefined);
    return next;
  }

  async function draw(websiteId: number): Promise<boolean> {
    const found = await queries.website(websiteId);
    if (!found || found.website.status !== 'published' || found.website.suspended_at || !found.website.subdomain) return false;
    const site = await websites.withSections(found.website);
    const origin = await originOf(found.website);
    const posts = planIncludes(getPlan(found.plan), 'blog') ? site.blog_posts.filter(isOut) : [];
    const wanted: { subject: string; postId: number | null; spec: LinkPreviewSpec }[] = [
      { subject: 'site', postId: null, spec: linkPreviewSpec(site, origin) },
      ...posts.map((post) => ({ subject: `post:${post.id}`, postId: post.id, spec: linkPreviewSpec(site, origin, { title: post.title }) })),
    ];
    const existing = new Map((await queries.list(websiteId)).map((row) => [row.subject, row.key]));
    const released: string[] = [];
    let photo: Promise<Buffer | undefined> | undefined;
    for (const { subject, postId, spec } of wanted) {
      const key = `og/${linkPreviewKey(spec)}.png`;
      const before = existing.get(subject);
      if (before === key) continue;
      photo ??= photoOf(spec.photo);
      await storage.putAt(key, await renderLinkPreview(spec, await photo));
      await queries.save({ website_id: websiteId, subject, post_id: postId, key });
      if (before) released.push(before);
    }
    const gone = [...existing.keys()].filter((subject) => !wanted.some((item) => item.subject === subject));
    await queries.remove(websiteId, gone);
    released.push(...gone.map((subject) => existing.get(subject)!));
    // Another site drawn from the same inputs shares the file: release deletes it only when nothing refers to it.
    for (const key of new Set(released)) await storage.release(key).catch(() => false);
    const changed = released.length > 0 || wanted.some(({ subject }) => !existing.has(subject));
    // The pages name the new image: every instance drops what it cached.
    if (changed) await publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId, subdomain: found.website.subdomain, reason: 'media' });
    return changed;
  }

  jobs.register(linkPreviewJob, async ({ websiteId }) => void (await refresh(websiteId)));
  const schedule = (websiteId: number) => jobs.enqueue(linkPreviewJob, { websiteId }, `link-preview:${websiteId}`, { delayMs: SETTLE_MS });
  const later = (websiteId: number) => void schedule(websiteId).catch((error: unknown) => log.warn({ err: error, websiteId }, 'link preview refresh not queued'));
  const unsubscribeWebsites = subscribeEvent(events, WEBSITE_CHANGED, websiteChanged, ({ websiteId, reason }) => reason !== 'media' && later(websiteId));
  // A custom domain verified or removed changes the address the image shows.
  const unsubscribeDomains = subscribeEvent(events, DOMAIN_CHANGED, domainChanged, ({ websiteId }) => later(websiteId));

  return {
    refresh,

    /**
     * At publish: the images are made before the publish call answers, so a link shared the moment
     * the site is live shows them. A failure does not fail the publish: the job tries again.
     */
    async published(websiteId: number) {
      try {
        await refresh(websiteId);
      } catch (error) {
        log.error({ err: error, websiteId }, 'link preview failed at publish');
        await schedule(websiteId);
      }
    },

    /** The stored image of each subject ('site', 'post:{id}') of a website, by subject. */
    async imagesOf(websiteId: number): Promise<Map<string, string>> {
      return new Map((await queries.list(websiteId)).map((row) => [row.subject, row.key]));
    },

    /** What a page's head says of its image. */
    describe(site: WebsiteWithSections, origin: string, key: string, post?: { title: string }): LinkPreviewImage {
      return { url: `${origin}${storage.url(key)}`, ...LINK_PREVIEW_SIZE, alt: linkPreviewAlt(linkPreviewSpec(site, origin, post)) };
    },

    close() {
      unsubscribeWebsites();
      unsubscribeDomains();
    },
  };
}
export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
