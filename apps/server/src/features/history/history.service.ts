import { snapshotDocument, type SnapshotDocument, type SnapshotKind, type WebsiteSnapshot, type WebsiteWithSections } from '@folio/schema';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import type { HistoryQueries } from './history.queries';
import type { SnapshotBlobRow, SnapshotRow } from './history.tables';
import { MINIMUM_KEPT, retentionOf, retentionText, snapshotsPastRetention } from './retention';
import { decodeSnapshot, encodeSnapshot, filesOf, hashOf } from './snapshot-codec';
import { describeChanges, summarize } from './snapshot-diff';

/** What the history takes of the websites feature (services.ts passes the websites service). */
export interface HistoryWebsites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  get(user: UserRow, id: number): Promise<WebsiteWithSections>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction, website: WebsiteRow) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
  snapshotDocument(tx: Transaction, row: WebsiteRow): Promise<SnapshotDocument>;
  fromSnapshot(current: WebsiteWithSections, document: SnapshotDocument): WebsiteWithSections;
  restoreSnapshot(user: UserRow, tx: Transaction, row: WebsiteRow, document: SnapshotDocument): Promise<WebsiteRow>;
  templateName(slug: string): string;
}

/** A website's quiet check: `seen` is the write time the job that queued it saw, when a job queued it. */
export const snapshotJob = defineJob('history.snapshot', z.object({ websiteId: z.number().int(), seen: z.number().optional() }), { attempts: 3, delayMs: 5000 });
/** The periodic clean-up: retention for every website (a downgrade applies the smaller one), and writes a lost timer left without a snapshot. */
export const cleanUpJob = defineJob('history.clean-up', z.object({ slot: z.number().int() }), { attempts: 2, delayMs: 60_000 });

export const DEFAULT_QUIET_MS = 120_000;
export const CLEAN_UP_EVERY_MS = 3_600_000;

interface Deps {
  queries: HistoryQueries;
  jobs: Jobs;
  websites: HistoryWebsites;
  log: FastifyBaseLogger;
  /** How long a website goes without a write before its burst of edits is a snapshot. */
  quietMs: number;
  /** The clock snapshots are dated by (shifted in tests: SNAPSHOT_CLOCK_OFFSET_MS). */
  now: () => Date;
}

export function createHistoryService({ queries, jobs, websites, log, quietMs, now }: Deps) {
  const present = (row: SnapshotRow): WebsiteSnapshot => ({
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    version: row.version,
    changes: row.changes,
    summary: summarize(row.changes),
    restored_from: row.restored_from?.toISOString() ?? null,
  });

  /** The blob's content, and how many deltas lead to it: its chain read back to the whole blob, then each delta applied on the way forward. */
  async function readChain(blob: SnapshotBlobRow, executor?: Transaction): Promise<{ document: Record<string, unknown>; depth: number }> {
    const chain = [blob];
    for (let link = blob; link.base_id !== null; ) {
      const base = await queries.blob(link.base_id, executor);
      if (!base) throw new Error(`snapshot blob ${link.id} lost its base ${link.base_id}`);
      chain.push(base);
      link = base;
    }
    const depth = chain.length - 1;
    let document = decodeSnapshot(chain.pop()!.data);
    for (const delta of chain.reverse()) document = decodeSnapshot(delta.data, document);
    return { document, depth };
  }

  async function documentOf(blob: SnapshotBlobRow, executor?: Transaction): Promise<SnapshotDocument> {
    return snapshotDocument.parse((await readChain(blob, executor)).document);
  }

  async function blobDocument(blobId: number, executor?: Transaction) {
    const blob = await queries.blob(blobId, executor);
    if (!blob) throw new Error(`snapshot blob ${blobId} is missing`);
    return { blob, document: await documentOf(blob, executor) };
  }

  /** The blob of a document: the website's existing one with the same content, or a new one (a delta where that is smaller). */
  async function storeBlob(tx: Transaction, websiteId: number, document: SnapshotDocument, hash = hashOf(document)): Promise<SnapshotBlobRow> {
    const existing = await queries.blobByHash(websiteId, hash, tx);
    if (existing) return existing;
    const previous = await queries.newestBlob(websiteId, tx);
    const encoded = encodeSnapshot(document, previous ? { id: previous.id, ...(await readChain(previous, tx)) } : undefined);
    return queries.insertBlob(tx, { website_id: websiteId, hash, base_id: encoded.baseId, data: encoded.data, files: filesOf(document) });
  }

  async function trim(tx: Transaction, websiteId: number, plan: string) {
    const past = snapshotsPastRetention(await queries.ages(websiteId, tx), retentionOf(plan), now());
    await queries.deleteSnapshots(tx, websiteId, past);
  }

  /**
   * Writes a history entry in `tx` (which holds the website's row): the document, what changed since
   * the entry before (compared with the content that entry left in place), then the plan's retention.
   * An `edited` entry is written only when the content differs from that.
   */
  async function recordIn(
    tx: Transaction,
    entry: { website: WebsiteRow; plan: string; kind: SnapshotKind; document: SnapshotDocument; version?: number; after?: SnapshotDocument; restoredFrom?: Date },
  ): Promise<SnapshotRow | null> {
    const websiteId = entry.website.id;
    const hash = hashOf(entry.document);
    const latest = await queries.latest(websiteId, tx);
    const previous = latest ? await blobDocument(latest.after_blob_id ?? latest.blob_id, tx) : null;
    if (entry.kind === 'edited' && previous?.blob.hash === hash) return null;
    const blob = await storeBlob(tx, websiteId, entry.document, hash);
    const after = entry.after ? await storeBlob(tx, websiteId, entry.after) : null;
    const row = await queries.insertSnapshot(tx, {
      website_id: websiteId,
      kind: entry.kind,
      version: entry.version ?? entry.website.version,
      blob_id: blob.id,
      after_blob_id: after && after.id !== blob.id ? after.id : null,
      changes: describeChanges(previous?.document ?? null, entry.document, (slug) => websites.templateName(slug)),
      restored_from: entry.restoredFrom ?? null,
      created_at: now(),
    });
    await trim(tx, websiteId, entry.plan);
    return row;
  }

  /** A snapshot of the website as it is now; `edited` only if it changed since the last one. */
  async function take(websiteId: number, kind: 'published' | 'edited'): Promise<SnapshotRow | null> {
    return queries.transaction(async (tx) => {
      const locked = await queries.lockWebsite(tx, websiteId);
      if (!locked) return null;
      const document = await websites.snapshotDocument(tx, locked.website);
      return recordIn(tx, { website: locked.website, plan: locked.plan, kind, document });
    });
  }

  /**
   * Each write queues a quiet check due when the website would have been quiet for `quietMs`. The
   * key is the write's time slot, so a burst queues about one job per slot, and a write made while a
   * check runs (BullMQ keeps a running job's key) falls in a later slot and queues its own.
   */
  async function queueCheck(websiteId: number, delayMs: number, key: string, seen?: number) {
    await jobs.enqueue(snapshotJob, { websiteId, ...(seen === undefined ? {} : { seen }) }, key, { delayMs: Math.max(0, Math.ceil(delayMs)) });
  }

  /** A quiet check: snapshot if the website has been quiet long enough, else check again when it will have been. */
  async function check(websiteId: number, seen?: number) {
    const state = await queries.quietState(websiteId);
    if (!state) return;
    // The same write as the job that queued this one saw, after its wait: quiet, even if a timer fired a little early.
    if (state.quietMs < quietMs && state.updatedAt !== seen) {
      await queueCheck(websiteId, quietMs - state.quietMs, `history:${websiteId}:after:${state.updatedAt}`, state.updatedAt);
      return;
    }
    await take(websiteId, 'edited');
  }

  async function cleanUp() {
    for (const websiteId of await queries.websitesOverMinimum(MINIMUM_KEPT)) {
      await queries.transaction(async (tx) => {
        const locked = await queries.lockWebsite(tx, websiteId);
        if (locked) await trim(tx, websiteId, locked.plan);
      });
    }
    for (const websiteId of await queries.unsnapshotted()) await queueCheck(websiteId, 0, `history:${websiteId}:sweep:${Math.floor(Date.now() / CLEAN_UP_EVERY_MS)}`);
  }

  /** The next clean-up, keyed by its hour: every instance queues the same one. */
  const queueCleanUp = () => {
    const slot = Math.floor(Date.now() / CLEAN_UP_EVERY_MS) + 1;
    return jobs.enqueue(cleanUpJob, { slot }, `history:clean-up:${slot}`, { delayMs: slot * CLEAN_UP_EVERY_MS - Date.now() });
  };

  jobs.register(snapshotJob, ({ websiteId, seen }) => check(websiteId, seen));
  jobs.register(cleanUpJob, async () => {
    try {
      await cleanUp();
    } finally {
      await queueCleanUp();
    }
  });

  async function ownedSnapshot(user: UserRow, websiteId: number, snapshotId: number) {
    await websites.owned(user, websiteId);
    const row = await queries.find(websiteId, snapshotId);
    if (!row) throw notFound('This version was not found.');
    return row;
  }

  return {
    /** The websites feature's hooks. Neither fails the write: it happened, and a lost check is caught by the clean-up's sweep. */
    hooks: {
      async written(websiteId: number) {
        try {
          await queueCheck(websiteId, quietMs, `history:${websiteId}:${Math.floor(Date.now() / quietMs)}`);
        } catch (error) {
          log.error({ err: error, websiteId }, 'could not queue the snapshot check');
        }
      },
      async published(websiteId: number) {
        try {
          await take(websiteId, 'published');
        } catch (error) {
          log.error({ err: error, websiteId }, 'could not take the publish snapshot');
        }
      },
    },

    async list(user: UserRow, websiteId: number) {
      await websites.owned(user, websiteId);
      const rows = await queries.list(websiteId);
      return { snapshots: rows.map(present), retention: { rule: retentionOf(user.current_plan), text: retentionText(user.current_plan) } };
    },

    /** A snapshot as the website it was, for the builder's preview. */
    async get(user: UserRow, websiteId: number, snapshotId: number) {
      const row = await ownedSnapshot(user, websiteId, snapshotId);
      const { document } = await blobDocument(row.blob_id);
      return { snapshot: present(row), website: websites.fromSnapshot(await websites.get(user, websiteId), document) };
    },

    /**
     * Puts a snapshot's content back as a new version of the website, through the same versioned
     * write as any edit (a stale version answers 409). The content just before is kept first, as a
     * `restored` entry, in the same transaction.
     */
    async restore(user: UserRow, websiteId: number, snapshotId: number, version: number) {
      const row = await ownedSnapshot(user, websiteId, snapshotId);
      const { document: target } = await blobDocument(row.blob_id);
      const { result: before } = await websites.write(user, websiteId, version, async (tx, website) => {
        const current = await websites.snapshotDocument(tx, website);
        const restored = await websites.restoreSnapshot(user, tx, website, target);
        const after = await websites.snapshotDocument(tx, restored);
        return recordIn(tx, { website, plan: user.current_plan, kind: 'restored', document: current, version: website.version - 1, after, restoredFrom: row.created_at });
      });
      return { website: await websites.get(user, websiteId), before: present(before!) };
    },

    /** After a start: the next clean-up is queued, and writes whose check a restart lost are checked. */
    async resume() {
      await queueCleanUp();
      for (const websiteId of await queries.unsnapshotted()) await queueCheck(websiteId, 0, `history:${websiteId}:resume:${Date.now()}`);
    },

    cleanUp,
    storedBytes: (websiteId: number) => queries.storedBytes(websiteId),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
