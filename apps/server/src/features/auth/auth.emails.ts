import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';

export function verificationEmail(to: { name: string; email: string }, url: string, hours: number): MailMessage {
  return {
    to: to.email,
    kind: 'verify_email',
    subject: 'Verify your email address for Folio',
    ...renderEmail({
      preheader: 'Confirm your address to start building your portfolio.',
      heading: `Welcome to Folio, ${to.name}`,
      paragraphs: ['Please confirm that this is your email address, so we can keep your account and your portfolio safe.'],
      action: { label: 'Verify email address', url },
      notes: [
        `This link expires in ${hours} hours and works once.`,
        'If you did not create a Folio account, you can ignore this email.',
      ],
    }),
  };
}

export function passwordResetEmail(to: { name: string; email: string }, url: string, minutes: number): MailMessage {
  return {
    to: to.email,
    kind: 'reset_password',
    subject: 'Reset your Folio password',
    ...renderEmail({
      preheader: 'A link to choose a new password.',
      heading: 'Reset your password',
      paragraphs: [`Hi ${to.name}, someone asked to reset the password of your Folio account. Choose a new one with the button below.`],
      action: { label: 'Choose a new password', url },
      notes: [
        `This link expires in ${minutes} minutes and works once. Resetting signs you out everywhere.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    }),
  };
}

/** These e-mails with sample data, for the admin's e-mail preview. */
export function authMailPreviews(appUrl: string, to: { name: string; email: string }): MailPreview[] {
  return [
    { kind: 'verify_email', label: 'Verify your e-mail address', message: verificationEmail(to, `${appUrl}/email/verify?id=1&hash=sample&expires=0&signature=sample`, 24) },
    { kind: 'reset_password', label: 'Reset your password', message: passwordResetEmail(to, `${appUrl}/reset-password?token=sample&email=${encodeURIComponent(to.email)}`, 60) },
  ];
}
