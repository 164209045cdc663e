import { createHmac, timingSafeEqual } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import { slugify } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { storedFilesOf } from '../../platform/file-references.queries';
import { publishEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { Payments } from '../../platform/payments';
import type { Storage } from '../../platform/storage';
import type { UserRow } from '../auth/auth.tables';
import { accountDeletedEmail, dataExportReadyEmail } from './account-data.emails';
import { createAccountDataQueries } from './account-data.queries';
import type { DataExportRow } from './account-data.tables';

/** How long an export's link works, how many exports a day, and how long a deleted account's subdomains are held back. */
export const EXPORT_LINK_DAYS = 7;
export const EXPORTS_PER_DAY = 3;
export const SUBDOMAIN_GRACE_DAYS = 30;
const DAY_MS = 86_400_000;

export const dataExportJob = defineJob('account-data.export', z.object({ exportId: z.number().int() }), { attempts: 2, delayMs: 5000 });
/** Files a deletion could not remove at once (written in the last minute: kept then, in case another upload shares them). */
export const releaseFilesJob = defineJob('account-data.release-files', z.object({ keys: z.array(z.string().max(200)).max(100_000) }), { attempts: 3, delayMs: 65_000 });

/** What the account data feature takes of the websites feature (services.ts passes it). */
export interface WebsiteExports {
  exportsOf(userId: number): Promise<{ id: number; name: string; folio: object; jsonResume: object }[]>;
}

/** The export's file name: the same slug the website's name gives everywhere. */
const slug = (text: string) => slugify(text).slice(0, 40).replace(/-+$/, '') || 'website';
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The account as its owner may read it: no password hash, nor any token or secret a later column may add. */
const accountOf = (user: UserRow) => Object.fromEntries(Object.entries(user).filter(([key]) => !/password|token|secret|hash/i.test(key)));

export function createAccountDataService(deps: {
  db: Database;
  storage: Storage;
  payments: Payments;
  mailer: Mailer;
  jobs: Jobs;
  events: EventBus;
  websites: WebsiteExports;
  /** The auth feature's deletion of the user row: its cascade, the subscription history closed, the waiting list left. */
  deleteUser: (userId: number) => Promise<void>;
  secret: string;
  appUrl: string;
}) {
  const { db, storage, payments, mailer, jobs, events, websites, deleteUser, secret, appUrl } = deps;
  const queries = createAccountDataQueries(db);

  const sign = (row: Pick<DataExportRow, 'id' | 'user_id'>, expires: number) => createHmac('sha256', secret).update(`data-export:${row.id}:${row.user_id}:${expires}`).digest('base64url');
  const linkOf = (row: DataExportRow) => {
    const expires = row.expires_at!.getTime();
    return `${appUrl}/api/account/data-exports/${row.id}/download?expires=${expires}&token=${sign(row, expires)}`;
  };
  const present = (row: DataExportRow) => ({
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step,
    size_bytes: row.size_bytes,
    error: row.error,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    expired: row.status === 'ready' && row.expires_at !== null && row.expires_at.getTime() <= Date.now(),
  });

  /** Builds the zip, saying how far it is as it goes; an export that fails says why and keeps nothing half-made. */
  async function prepare(exportId: number) {
    const row = await queries.exportById(exportId);
    if (!row || row.status === 'ready' || row.status === 'failed') return;
    const user = await queries.user(row.user_id);
    if (!user) return;
    const step = (progress: number, text: string) => queries.updateExport(row.id, { status: 'running', progress, step: text });
    try {
      await step(5, 'Collecting your account');
      const files: Zippable = {};
      files['account.json'] = json({ account: accountOf(user), subscriptions: await queries.subscriptionsOf(user.id) });
      files['contact-requests.json'] = json(await queries.contactRequestsOf(user.id));
      files['notifications.json'] = json(await queries.notificationsOf(user.id));

      const exports = await websites.exportsOf(user.id);
      for (const [index, website] of exports.entries()) {
        await step(10 + Math.round((40 * index) / Math.max(1, exports.length)), `Exporting ${website.name}`);
        const folder = `websites/${website.id}-${slug(website.name)}`;
        files[`${folder}/website.folio.json`] = json(website.folio);
        files[`${folder}/website.json-resume.json`] = json(website.jsonResume);
      }

      const keys = (await storedFilesOf(db, user.id, (url) => storage.keyOf(url))).filter((key) => !key.startsWith('exports/'));
      for (const [index, key] of keys.entries()) {
        if (index % 5 === 0) await step(50 + Math.round((40 * index) / Math.max(1, keys.length)), `Adding your files (${index + 1} of ${keys.length})`);
        const bytes = await storage.read(key).catch(() => undefined);
        if (bytes) files[`files/${key}`] = [new Uint8Array(bytes), { level: /\.(webp|png|jpe?g|mp4|webm|pdf|docx)$/.test(key) ? 0 : 6 }];
      }
      files['README.txt'] = strToU8(
        `Your Folio data, exported ${new Date().toISOString().slice(0, 10)} for ${user.email}\n\n` +
          'account.json              your account, settings and subscriptions\n' +
          'websites/*/website.folio.json        each website, to import into Folio again (Create website > Import)\n' +
          'websites/*/website.json-resume.json  each website as a JSON Resume (jsonresume.org)\n' +
          'files/                    the CVs, pictures and images you uploaded\n' +
          'contact-requests.json     the messages visitors sent through your sites\n' +
          'notifications.json        your notifications\n',
      );
      await step(92, 'Compressing');
      const zip = Buffer.from(zipSync(files, { mtime: new Date() }));
      const key = await storage.put('exports', zip, 'zip');
      const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * DAY_MS);
      await queries.updateExport(row.id, { status: 'ready', progress: 100, step: 'Ready', storage_key: key, size_bytes: zip.length, expires_at: expiresAt });
      const ready = (await queries.exportById(row.id))!;
      await mailer.send(dataExportReadyEmail(user, linkOf(ready), zip.length, expiresAt));
    } catch (error) {
      await queries.updateExport(row.id, { status: 'failed', step: 'Failed', error: 'Your data could not be exported. Please try again.' });
      throw error;
    }
  }
  jobs.register(dataExportJob, ({ exportId }) => prepare(exportId));
  jobs.register(releaseFilesJob, async ({ keys }) => {
    for (const key of keys) await storage.release(key);
  });

  /** Removes the zips of exports past their date. */
  async function sweepExpired() {
    for (const row of await queries.expiredExports()) {
      if (row.storage_key) await storage.release(row.storage_key);
      await queries.updateExport(row.id, { storage_key: null });
    }
    await queries.releaseRetiredSubdomains();
  }

  async function fileOf(row: DataExportRow | undefined) {
    if (!row || row.status !== 'ready' || !row.storage_key) throw notFound('This export was not found.');
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw new AppError(410, 'export_expired', 'This download link has expired. Prepare a new export on your settings page.');
    const bytes = await storage.read(row.storage_key).catch(() => undefined);
    if (!bytes) throw new AppError(410, 'export_expired', 'This download link has expired. Prepare a new export on your settings page.');
    return { bytes, filename: `folio-data-${row.created_at.toISOString().slice(0, 10)}.zip` };
  }

  return {
    /** Starts an export, or answers the one already on its way. */
    async start(user: UserRow) {
      await sweepExpired();
      const latest = await queries.latestExport(user.id);
      if (latest && (latest.status === 'queued' || latest.status === 'running')) return present(latest);
      if ((await queries.countSince(user.id, new Date(Date.now() - DAY_MS))) >= EXPORTS_PER_DAY) {
        throw new AppError(429, 'too_many_exports', `You can prepare ${EXPORTS_PER_DAY} exports a day. Please try again tomorrow.`);
      }
      const row = await queries.insertExport(user.id);
      await jobs.enqueue(dataExportJob, { exportId: row.id }, `data-export:${row.id}`);
      return present(row);
    },

    latest: async (user: UserRow) => {
      const row = await queries.latestExport(user.id);
      return row ? present(row) : null;
    },

    /** The owner's download, signed in. */
    download: async (user: UserRow, id: number) => fileOf(await queries.findExport(user.id, id)),

    /** The e-mailed link: the export's id, its expiry and a signature over both and the owner. */
    async downloadByLink(id: number, expires: number, token: string) {
      const row = await queries.exportById(id);
      const expected = row ? Buffer.from(sign(row, expires)) : undefined;
      const given = Buffer.from(token);
      if (!row || !expected || expected.length !== given.length || !timingSafeEqual(expected, given) || row.expires_at?.getTime() !== expires) throw notFound('This download link is not valid.');
      return fileOf(row);
    },

    /**
     * Deletes the account and everything in it: the subscription is cancelled at the provider first (if
     * that fails, nothing is deleted), the subdomains are held back for a grace period, the rows go by
     * cascade, every file the user's rows referred to is removed (unless another account's rows share it),
     * and a last e-mail says so. The owner deletes it on /settings, or an administrator on /admin/users.
     */
    async deleteAccount(user: UserRow, by: 'owner' | 'admin' = 'owner') {
      const active = await queries.activeSubscriptionIds(user.id);
      try {
        for (const subscription of active) await payments.cancelNow(subscription.id!);
      } catch {
        throw new AppError(502, 'subscription_not_cancelled', 'Your subscription could not be cancelled with the payment provider, so your account was not deleted. Please try again in a few minutes.');
      }
      const keys = await storedFilesOf(db, user.id, (url) => storage.keyOf(url));
      const sites = await queries.websitesOf(user.id);
      const subdomains = sites.flatMap((website) => (website.subdomain ? [website.subdomain] : []));
      await queries.retireSubdomains(subdomains, new Date(Date.now() + SUBDOMAIN_GRACE_DAYS * DAY_MS));
      await deleteUser(user.id);
      // Every instance's site host forgets the sites at once: they answer 404 from now on.
      for (const site of sites) await publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId: site.id, subdomain: site.subdomain });
      await queries.deleteMailTo(user.email);
      const kept: string[] = [];
      // Not released: shared with another account, or written in the last minute (tried again later by the job).
      for (const key of keys) if (!(await storage.release(key).catch(() => false))) kept.push(key);
      if (kept.length > 0) await jobs.enqueue(releaseFilesJob, { keys: kept }, `release-files:${user.id}`, { delayMs: 65_000 });
      await mailer.send(accountDeletedEmail(user, { by, websites: sites.length, files: keys.length, cancelled: active.length > 0, graceDays: SUBDOMAIN_GRACE_DAYS }));
      return { websites: sites.length, filesDeleted: keys.length - kept.length, filesKept: kept.length };
    },

    sweepExpired,

    /** After a restart: exports that were on their way are started again. */
    async resumeInterrupted() {
      for (const row of await queries.unfinishedExports()) await jobs.enqueue(dataExportJob, { exportId: row.id }, `data-export:${row.id}`);
      await sweepExpired();
    },

  };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
