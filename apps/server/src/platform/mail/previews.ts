import type { MailMessage } from './mailer';

/** One e-mail Folio sends, rendered with sample data for the admin's e-mail preview. */
export interface MailPreview {
  /** The message's kind, as mail_outbox records it. */
  kind: string;
  /** What it is, in words. */
  label: string;
  message: MailMessage;
}

/** A sample address for the previews (example.com never receives mail). */
export const SAMPLE_RECIPIENT = { name: 'Ada Lovelace', email: 'ada@example.com' };
