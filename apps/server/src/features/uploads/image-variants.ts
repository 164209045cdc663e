import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { ResponsiveImage } from '@folio/templates';
import type { Database, Transaction } from '../../platform/db/client';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { imageVariants, type ImageVariant } from './uploads.tables';

/**
 * The widths of the smaller copies made of each picture (those under its own width): enough for a
 * portrait at 1x and 2x, a card in a grid and a full-width project picture on a phone or a laptop.
 * WebP only: measured in bench/og-image.ts, AVIF at effort 2 is no smaller than WebP for these
 * pictures and two to three times slower, and at sharp's default effort it takes seconds per copy;
 * it would also need <picture> around every image.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export interface MadeVariant {
  buffer: Buffer;
  width: number;
  format: ImageVariant['format'];
}

/** The copies of an image (already re-encoded by us) narrower than it, made with sharp. */
export async function makeVariants(image: { buffer: Buffer; width: number }): Promise<MadeVariant[]> {
  const widths = VARIANT_WIDTHS.filter((width) => width < image.width);
  return Promise.all(
    widths.map(async (width) => ({
      // Effort 2 encodes about three times faster than sharp's default 4 for the same size (bench/og-image.ts).
      buffer: await sharp(image.buffer).resize({ width }).webp({ quality: 78, effort: 2 }).toBuffer(),
      width,
      format: 'webp' as const,
    })),
  );
}

/** Makes an existing upload's copies: pictures uploaded before copies were made at upload. */
export const imageVariantsJob = defineJob('uploads.image-variants', z.object({ key: z.string().max(200), websiteId: z.number().int() }), { attempts: 3, delayMs: 5000 });

/** Picture folders whose files get copies (blog images keep their HTML as written). */
const withVariants = /^(pictures|projects)\//;

/** `onMade`: the website whose page asked for the copies, so its cached pages go and it shows them. */
export function createImageVariants({ db, storage, jobs, onMade }: { db: Database; storage: Storage; jobs: Jobs; onMade?: (websiteId: number) => Promise<void> }) {
  /** Stores the copies beside the original and records them, in the caller's transaction. */
  async function store(tx: Transaction, key: string, image: { width: number; height: number }, made: MadeVariant[]) {
    const variants: ImageVariant[] = [];
    for (const variant of made) variants.push({ key: await storage.put(key.slice(0, key.indexOf('/')), variant.buffer, variant.format), width: variant.width, format: variant.format });
    await tx.insert(imageVariants).values({ key, width: image.width, height: image.height, variants }).onConflictDoNothing();
  }

  jobs.register(imageVariantsJob, async ({ key, websiteId }) => {
    if (!withVariants.test(key)) return;
    const [known] = await db.select({ key: imageVariants.key }).from(imageVariants).where(eq(imageVariants.key, key));
    if (known) return;
    const bytes = await storage.read(key).catch(() => undefined);
    if (!bytes) return;
    const { width, height } = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!width || !height) return;
    const made = await makeVariants({ buffer: bytes, width });
    await db.transaction((tx) => store(tx, key, { width, height }, made));
    await onMade?.(websiteId);
  });

  return {
    store,

    /**
     * The responsive form of each picture URL that has one, by URL. Uploads without a record get
     * their copies made by a job; until then they render as the original alone.
     */
    async lookup(urls: Iterable<string>, websiteId: number): Promise<Record<string, ResponsiveImage>> {
      const keys = new Map<string, string>();
      for (const url of urls) {
        const key = storage.keyOf(url);
        if (key && withVariants.test(key)) keys.set(key, url);
      }
      if (keys.size === 0) return {};
      const rows = await db.select().from(imageVariants).where(inArray(imageVariants.key, [...keys.keys()]));
      const found: Record<string, ResponsiveImage> = {};
      for (const row of rows) {
        found[keys.get(row.key)!] = {
          width: row.width,
          height: row.height,
          variants: row.variants.map((variant) => ({ url: storage.url(variant.key), width: variant.width, type: `image/${variant.format}` as const })).sort((a, b) => a.width - b.width),
        };
      }
      for (const key of keys.keys()) if (!rows.some((row) => row.key === key)) await jobs.enqueue(imageVariantsJob, { key, websiteId }, `image-variants:${key}`);
      return found;
    },

    /** Every copy of these pictures: a zip of the site takes them along. */
    async variantKeys(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db.select({ variants: imageVariants.variants }).from(imageVariants).where(inArray(imageVariants.key, keys));
      return rows.flatMap((row) => row.variants.map((variant) => variant.key));
    },
  };
}
export type ImageVariants = ReturnType<typeof createImageVariants>;

/**
 * Storage whose `release` of a picture also releases its copies once the picture itself is gone:
 * every path that lets go of a file (removing a picture, deleting an account) cleans up after it.
 */
export function withVariantRelease(storage: Storage, db: Database): Storage {
  return {
    ...storage,
    async release(key) {
      const released = await storage.release(key);
      if (!released) return false;
      const [row] = await db.delete(imageVariants).where(eq(imageVariants.key, key)).returning();
      for (const variant of row?.variants ?? []) await storage.release(variant.key).catch(() => false);
      return true;
    },
  };
}
