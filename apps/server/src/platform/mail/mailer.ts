import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/platform.tables';
import { defineJob, PermanentJobError, type Jobs } from '../jobs';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is for (verify_email, reset_password ...), for the admin preview. */
  kind: string;
}

export interface Mailer {
  /** Records the message as queued and hands it to the mail job; delivery happens off the request path. */
  send(message: MailMessage): Promise<void>;
  /** Queues again the messages a stopped process left queued (the embedded runner keeps jobs in memory). */
  resumeQueued(): Promise<void>;
  /** Queues a failed message again with fresh attempts; false when it is not (any more) failed. */
  resend(id: number): Promise<boolean>;
}


interface MailerOptions {
  db: Database;
  jobs: Jobs;
  from: string;
  /** SMTP when set; otherwise the embedded outbox writes each message as an .eml file. */
  smtpUrl?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Delivery attempts and the first back-off delay, doubled after each failure. */
  retry?: { attempts: number; delayMs: number };
}

/** SMTP replies 5xx for what no retry can fix (unknown mailbox, refused sender). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * Every message is a row of mail_outbox (queued, then sent, stored or failed, with its attempts
 * and last error) and a `mail.send` job that delivers it: over SMTP, retried with exponential
 * back-off, or, by default, written as an .eml file to the outbox directory.
 */
export function createMailer({ db, jobs, from, smtpUrl, outboxDir, log, retry = { attempts: 5, delayMs: 2000 } }: MailerOptions): Mailer {
  /** Its payload is the outbox row to deliver. */
  const mailJob = defineJob('mail.send', z.object({ id: z.number().int().positive() }), retry);
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function deliver(id: number) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row || row.status !== 'queued') return;
    const envelope = { from, to: row.to_address, subject: row.subject, html: row.html, text: row.text };
    const [counted] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id))
      .returning({ attempts: mailOutbox.attempts });
    const attempts = counted?.attempts ?? retry.attempts;
    try {
      if (!transport) {
        const eml = await new MailComposer(envelope).compile().build();
        await fs.mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${Date.now()}-${String(id).padStart(6, '0')}-${row.kind}.eml`);
        await fs.writeFile(file, eml);
        await db.update(mailOutbox).set({ status: 'stored', eml_path: file, error: null, sent_at: sql`now()` }).where(eq(mailOutbox.id, id));
        return;
      }
      await transport.sendMail(envelope);
      await db.update(mailOutbox).set({ status: 'sent', error: null, sent_at: sql`now()` }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = isPermanent(error) || attempts >= retry.attempts;
      await db
        .update(mailOutbox)
        .set({ status: final ? 'failed' : 'queued', error: message })
        .where(eq(mailOutbox.id, id));
      log[final ? 'error' : 'warn']({ err: error, mailId: id, attempts }, final ? 'mail delivery failed' : 'mail delivery failed, retrying');
      throw final ? new PermanentJobError(message) : error;
    }
  }

  jobs.register(mailJob, ({ id }) => deliver(id));

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, to_address: message.to, status: 'queued' })
        .returning({ id: mailOutbox.id });
      await jobs.enqueue(mailJob, { id: row!.id }, `mail:${row!.id}`);
    },
    async resend(id) {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: 0, error: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      // A key of its own: the failed job may still be kept under the first one.
      await jobs.enqueue(mailJob, { id }, `mail:${id}:resend:${Date.now()}`);
      return true;
    },
    async resumeQueued() {
      const queued = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
      for (const { id } of queued) await jobs.enqueue(mailJob, { id }, `mail:${id}`);
    },
  };
}
