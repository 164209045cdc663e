import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;
const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function dataExportReadyEmail(to: { name: string; email: string }, url: string, bytes: number, expiresAt: Date): MailMessage {
  return {
    to: to.email,
    kind: 'data_export_ready',
    subject: 'Your Folio data is ready to download',
    ...renderEmail({
      preheader: 'One zip with your account, websites, files and messages.',
      heading: 'Your data is ready',
      paragraphs: [
        `Hi ${to.name}, the export you asked for is ready: one zip (${megabytes(bytes)}) with your account, every website as Folio JSON and JSON Resume, the files you uploaded, your contact requests and your notifications.`,
      ],
      action: { label: 'Download your data', url },
      notes: [`This link works until ${day(expiresAt)} (UTC). After that, prepare a new export on your settings page.`, 'If you did not ask for this export, change your password.'],
    }),
  };
}

export function accountDeletedEmail(to: { name: string; email: string }, removed: { by: 'owner' | 'admin'; websites: number; files: number; cancelled: boolean; graceDays: number }): MailMessage {
  return {
    to: to.email,
    kind: 'account_deleted',
    subject: 'Your Folio account has been deleted',
    ...renderEmail({
      preheader: 'Your account, websites and files are gone.',
      heading: 'Your account has been deleted',
      paragraphs: [
        `Hi ${to.name}, your Folio account has been deleted ${removed.by === 'owner' ? 'as you asked' : 'by an administrator'}. Your ${removed.websites === 1 ? 'website is' : `${removed.websites} websites are`} no longer online, and your profile, sections, blog posts, contact requests, notifications and ${removed.files === 1 ? 'the file' : `the ${removed.files} files`} you uploaded have been removed.`,
        ...(removed.cancelled ? ['Your subscription has been cancelled: you will not be charged again.'] : []),
        `Your site addresses stay reserved for ${removed.graceDays} days, so no one else can take them at once.`,
      ],
      notes: [removed.by === 'owner' ? 'This is the last e-mail Folio sends you. If you did not delete your account, reply to this e-mail at once.' : 'This is the last e-mail Folio sends you. If you think this is a mistake, reply to this e-mail.'],
    }),
  };
}
