import { z } from 'zod';
import { MAX_INT } from './common';
import { designDetails, readDesign } from './design';
import { websiteWithSections } from './website';

/**
 * Version history: the server keeps snapshots of a website's content. `published` is taken when the
 * site goes live, `edited` after a burst of editing (once the website has been quiet for a while),
 * `restored` just before a restore replaces the content (so a restore can itself be undone).
 */
export const snapshotKinds = ['published', 'edited', 'restored'] as const;
export const snapshotKind = z.enum(snapshotKinds);
export type SnapshotKind = z.infer<typeof snapshotKind>;

/**
 * What a snapshot holds: the website as the Folio JSON export has it, without the bookkeeping fields
 * (id, version, timestamps) and the visibility (publishing is an event of its own), and with the
 * template data of every form category rather than only the current template's, so a restore puts
 * back exactly what each template showed.
 */
export const snapshotDocument = websiteWithSections
  .omit({ id: true, version: true, created_at: true, updated_at: true, status: true, is_published: true, template_data: true })
  .extend({
    template_data_by_category: z.record(z.string(), z.record(z.string(), z.unknown())),
    // Read leniently: a snapshot taken before the design existed has none (the template's own, then).
    design: z.preprocess((raw) => readDesign(raw), designDetails),
  });
export type SnapshotDocument = z.infer<typeof snapshotDocument>;

/** A snapshot as the History panel lists it. */
export const websiteSnapshot = z.object({
  id: z.number().int(),
  kind: snapshotKind,
  created_at: z.string(),
  /** The website's version when it was taken. */
  version: z.number().int(),
  /** What changed since the snapshot before it, one phrase each ("changed the introduction"). */
  changes: z.array(z.string()),
  /** The same as one sentence: "Changed the introduction; added 1 experience; template Modern → Noir". */
  summary: z.string(),
  /** For a `restored` snapshot: when the version that was restored had been saved. */
  restored_from: z.string().nullable(),
});
export type WebsiteSnapshot = z.infer<typeof websiteSnapshot>;

/** How long a plan keeps snapshots: the newest `count`, or `days` back (and never fewer than free's count). */
export const snapshotRetention = z.discriminatedUnion('kind', [z.object({ kind: z.literal('count'), count: z.number().int() }), z.object({ kind: z.literal('days'), days: z.number().int() })]);
export type SnapshotRetention = z.infer<typeof snapshotRetention>;

/** GET /api/websites/{id}/snapshots */
export const snapshotList = z.object({
  success: z.literal(true),
  snapshots: z.array(websiteSnapshot),
  /** The owner's plan's retention, in words for the panel ("Your Free plan keeps the last 10 versions.") and as data. */
  retention: z.object({ rule: snapshotRetention, text: z.string() }),
});
export type SnapshotList = z.infer<typeof snapshotList>;

/** GET /api/websites/{id}/snapshots/{snapshotId}: the snapshot as a website the preview renders. */
export const snapshotPreview = z.object({ success: z.literal(true), snapshot: websiteSnapshot, website: websiteWithSections });
export type SnapshotPreview = z.infer<typeof snapshotPreview>;

/** POST /api/websites/{id}/snapshots/{snapshotId}/restore */
export const restoreSnapshotInput = z.object({ version: z.number().int().positive().max(MAX_INT) });
export const restoreSnapshotResult = z.object({
  success: z.literal(true),
  message: z.string(),
  website: websiteWithSections,
  /** The snapshot of the content as it was just before the restore. */
  before: websiteSnapshot,
});
export type RestoreSnapshotResult = z.infer<typeof restoreSnapshotResult>;
