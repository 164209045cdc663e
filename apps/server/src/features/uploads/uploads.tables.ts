import { jsonb, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One smaller copy of an uploaded picture, for srcset. */
export interface ImageVariant {
  key: string;
  width: number;
  format: 'webp' | 'avif';
}

/**
 * The size of each uploaded picture and the smaller copies made of it at upload (widths for
 * srcset), by the original's storage key. A picture uploaded before this table has no row: pages
 * show the original alone until a job makes its copies.
 */
export const imageVariants = pgTable('image_variants', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ImageVariantsRow = typeof imageVariants.$inferSelect;
