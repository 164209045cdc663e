import { eq, sql } from 'drizzle-orm';
import type { Picture } from '@folio/schema';
import type { Database, Transaction } from '../../platform/db/client';
import { projects } from '../sections/sections.tables';
import { websites } from '../websites/websites.tables';

export function createUploadQueries(db: Database) {
  return {
    /** The project, if it belongs to one of the user's websites. */
    async findOwnedProject(userId: number, projectId: number) {
      const [row] = await db
        .select({ project: projects })
        .from(projects)
        .innerJoin(websites, eq(websites.id, projects.website_id))
        .where(sql`${projects.id} = ${projectId} and ${websites.user_id} = ${userId}`);
      return row?.project;
    },

    async setPicture(tx: Transaction, websiteId: number, url: string | null) {
      const [row] = await tx.update(websites).set({ flat_picture: url }).where(eq(websites.id, websiteId)).returning();
      return row!;
    },

    /** Appends in SQL and re-checks the cap there, so two uploads at once cannot pass it; undefined when full. */
    async appendProjectPicture(tx: Transaction, projectId: number, picture: Picture, cap: number) {
      const [row] = await tx
        .update(projects)
        .set({ pictures: sql`${projects.pictures} || ${JSON.stringify([picture])}::jsonb`, updated_at: sql`now()` })
        .where(sql`${projects.id} = ${projectId} and jsonb_array_length(${projects.pictures}) < ${cap}`)
        .returning();
      return row;
    },

    setProjectPictures: (tx: Transaction, projectId: number, pictures: Picture[]) =>
      tx.update(projects).set({ pictures, updated_at: sql`now()` }).where(eq(projects.id, projectId)),
  };
}
