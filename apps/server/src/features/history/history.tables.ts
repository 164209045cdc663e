import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SnapshotKind } from '@folio/schema';
import { websites } from '../websites/websites.tables';

/** Binary data: node-postgres answers a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A website's content as stored for its history, once per distinct content (its hash): brotli of
 * the JSON, either whole (`base_id` null) or as the changes against a whole one of the same website
 * (see snapshot-codec.ts), so a thousand edits of a site take a few hundred kilobytes, not megabytes.
 * A blob is kept while a snapshot or a delta on it needs it. `files`: the uploads it shows, so no
 * clean-up deletes a picture a snapshot could restore (platform/file-references.queries.ts).
 */
export const websiteSnapshotBlobs = pgTable(
  'website_snapshot_blobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    base_id: integer('base_id').references((): AnyPgColumn => websiteSnapshotBlobs.id),
    data: bytea('data').notNull(),
    files: text('files').array().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('website_snapshot_blobs_hash_idx').on(table.website_id, table.hash),
    index('website_snapshot_blobs_base_idx').on(table.base_id),
    index('website_snapshot_blobs_files_idx').using('gin', table.files),
  ],
);
export type SnapshotBlobRow = typeof websiteSnapshotBlobs.$inferSelect;

/**
 * One entry of a website's history: when, why (`kind`), the content then (`blob_id`), and what
 * changed since the entry before it. A restore's entry holds the content before the restore, and
 * `after_blob_id` the content the restore put in place, which the next entry is compared with.
 */
export const websiteSnapshots = pgTable(
  'website_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['published', 'edited', 'restored'] }).$type<SnapshotKind>().notNull(),
    version: integer('version').notNull(),
    blob_id: integer('blob_id')
      .notNull()
      .references(() => websiteSnapshotBlobs.id),
    after_blob_id: integer('after_blob_id').references(() => websiteSnapshotBlobs.id),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    restored_from: timestamp('restored_from', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('website_snapshots_website_idx').on(table.website_id, table.created_at),
    index('website_snapshots_blob_idx').on(table.blob_id),
    index('website_snapshots_after_blob_idx').on(table.after_blob_id),
  ],
);
export type SnapshotRow = typeof websiteSnapshots.$inferSelect;
