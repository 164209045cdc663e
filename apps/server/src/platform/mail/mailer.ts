import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/platform.tables';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is for (verify_email, reset_password ...), for the admin preview. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  db: Database;
  from: string;
  /** SMTP when set; otherwise the embedded outbox writes each message as an .eml file. */
  smtpUrl?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Every message is recorded in mail_outbox first, so nothing is lost if delivery fails.
 * The embedded default stops there and writes an .eml file; SMTP then delivers it.
 */
export function createMailer({ db, from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, to_address: message.to, status: 'queued' })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      const envelope = { from, to: message.to, subject: message.subject, html: message.html, text: message.text };
      if (!transport) {
        const eml = await new MailComposer(envelope).compile().build();
        await fs.mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${Date.now()}-${String(id).padStart(6, '0')}-${message.kind}.eml`);
        await fs.writeFile(file, eml);
        await db.update(mailOutbox).set({ status: 'stored', eml_path: file, sent_at: sql`now()` }).where(eq(mailOutbox.id, id));
        return;
      }
      try {
        await transport.sendMail(envelope);
        await db.update(mailOutbox).set({ status: 'sent', sent_at: sql`now()` }).where(eq(mailOutbox.id, id));
      } catch (error) {
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, id));
      }
    },
  };
}
