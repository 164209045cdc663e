import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { websites, type WebsiteRow } from '../websites/websites.tables';
import { websiteSnapshotBlobs, websiteSnapshots, type SnapshotBlobRow, type SnapshotRow } from './history.tables';

type Executor = Database | Transaction;

export function createHistoryQueries(db: Database) {
  return {
    transaction: <T>(run: (tx: Transaction) => Promise<T>) => db.transaction(run),

    /** The website and its owner's plan, locked until the transaction ends, so two snapshots of one website never interleave. */
    async lockWebsite(tx: Transaction, websiteId: number): Promise<{ website: WebsiteRow; plan: string } | undefined> {
      const [row] = await tx
        .select({ website: websites, plan: users.current_plan })
        .from(websites)
        .innerJoin(users, eq(users.id, websites.user_id))
        .where(eq(websites.id, websiteId))
        .for('update', { of: websites });
      return row;
    },

    /** How long the website has gone without a write, by the database's clock (the one that stamped updated_at). */
    async quietState(websiteId: number): Promise<{ updatedAt: number; quietMs: number } | undefined> {
      const [row] = await db
        .select({ updatedAt: sql<string>`(extract(epoch from ${websites.updated_at}) * 1000)::float8`, quietMs: sql<string>`(extract(epoch from now() - ${websites.updated_at}) * 1000)::float8` })
        .from(websites)
        .where(eq(websites.id, websiteId));
      return row ? { updatedAt: Number(row.updatedAt), quietMs: Number(row.quietMs) } : undefined;
    },

    async latest(websiteId: number, executor: Executor = db): Promise<SnapshotRow | undefined> {
      const [row] = await executor.select().from(websiteSnapshots).where(eq(websiteSnapshots.website_id, websiteId)).orderBy(desc(websiteSnapshots.created_at), desc(websiteSnapshots.id)).limit(1);
      return row;
    },

    list: (websiteId: number) => db.select().from(websiteSnapshots).where(eq(websiteSnapshots.website_id, websiteId)).orderBy(desc(websiteSnapshots.created_at), desc(websiteSnapshots.id)),

    async find(websiteId: number, snapshotId: number): Promise<SnapshotRow | undefined> {
      const [row] = await db.select().from(websiteSnapshots).where(and(eq(websiteSnapshots.id, snapshotId), eq(websiteSnapshots.website_id, websiteId)));
      return row;
    },

    async blob(id: number, executor: Executor = db): Promise<SnapshotBlobRow | undefined> {
      const [row] = await executor.select().from(websiteSnapshotBlobs).where(eq(websiteSnapshotBlobs.id, id));
      return row;
    },

    async blobByHash(websiteId: number, hash: string, executor: Executor): Promise<SnapshotBlobRow | undefined> {
      const [row] = await executor.select().from(websiteSnapshotBlobs).where(and(eq(websiteSnapshotBlobs.website_id, websiteId), eq(websiteSnapshotBlobs.hash, hash)));
      return row;
    },

    /** The website's newest blob: what the next one is a delta against. */
    async newestBlob(websiteId: number, executor: Executor): Promise<SnapshotBlobRow | undefined> {
      const [blob] = await executor.select().from(websiteSnapshotBlobs).where(eq(websiteSnapshotBlobs.website_id, websiteId)).orderBy(desc(websiteSnapshotBlobs.id)).limit(1);
      return blob;
    },

    async insertBlob(tx: Transaction, values: typeof websiteSnapshotBlobs.$inferInsert): Promise<SnapshotBlobRow> {
      const [row] = await tx.insert(websiteSnapshotBlobs).values(values).returning();
      return row!;
    },

    async insertSnapshot(tx: Transaction, values: typeof websiteSnapshots.$inferInsert): Promise<SnapshotRow> {
      const [row] = await tx.insert(websiteSnapshots).values(values).returning();
      return row!;
    },

    ages: (websiteId: number, executor: Executor) => executor.select({ id: websiteSnapshots.id, created_at: websiteSnapshots.created_at }).from(websiteSnapshots).where(eq(websiteSnapshots.website_id, websiteId)),

    /** Deletes the snapshots, then every blob of the website nothing needs any more (a base goes once its deltas have). */
    async deleteSnapshots(tx: Transaction, websiteId: number, ids: number[]) {
      if (ids.length === 0) return;
      await tx.delete(websiteSnapshots).where(and(eq(websiteSnapshots.website_id, websiteId), inArray(websiteSnapshots.id, ids)));
      const b = websiteSnapshotBlobs;
      // The end of each chain first, until nothing is left that no snapshot and no kept delta needs.
      for (;;) {
        const deleted = await tx
          .delete(b)
          .where(
            and(
              eq(b.website_id, websiteId),
              sql`not exists (select 1 from ${websiteSnapshots} s where s.blob_id = ${b.id})`,
              sql`not exists (select 1 from ${websiteSnapshots} s where s.after_blob_id = ${b.id})`,
              sql`not exists (select 1 from ${b} d where d.base_id = ${b.id})`,
            ),
          )
          .returning({ id: b.id });
        if (deleted.length === 0) break;
      }
    },

    /** Websites that can have snapshots past their retention: more than `minimum` of them. */
    async websitesOverMinimum(minimum: number): Promise<number[]> {
      const rows = await db
        .select({ id: websiteSnapshots.website_id })
        .from(websiteSnapshots)
        .groupBy(websiteSnapshots.website_id)
        .having(gt(count(), minimum));
      return rows.map((row) => row.id);
    },

    /** Websites written in the last day since their newest snapshot (a restart lost their timer, or a race between instances did). */
    async unsnapshotted(): Promise<number[]> {
      const rows = await db
        .select({ id: websites.id })
        .from(websites)
        .where(
          sql`${websites.updated_at} > now() - interval '1 day'
            and ${websites.version} > coalesce((select max(s.version) from ${websiteSnapshots} s where s.website_id = ${websites.id}), 0)`,
        );
      return rows.map((row) => row.id);
    },

    /** Bytes of snapshot storage a website takes (the blobs' data), for the bench and the tests. */
    async storedBytes(websiteId: number): Promise<{ bytes: number; blobs: number; snapshots: number }> {
      const [blobs] = await db
        .select({ bytes: sql<string>`coalesce(sum(octet_length(${websiteSnapshotBlobs.data})), 0)::bigint`, blobs: count() })
        .from(websiteSnapshotBlobs)
        .where(eq(websiteSnapshotBlobs.website_id, websiteId));
      const [snapshots] = await db.select({ value: count() }).from(websiteSnapshots).where(eq(websiteSnapshots.website_id, websiteId));
      return { bytes: Number(blobs?.bytes ?? 0), blobs: blobs?.blobs ?? 0, snapshots: snapshots?.value ?? 0 };
    },
  };
}
export type HistoryQueries = ReturnType<typeof createHistoryQueries>;
