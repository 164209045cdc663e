import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';

type Recipient = { name: string; email: string };

const notYou = 'If this was not you, reset your password at once and contact support: someone may have access to your account.';

export function twoFactorEnabledEmail(to: Recipient, settingsUrl: string): MailMessage {
  return {
    to: to.email,
    kind: 'two_factor_enabled',
    subject: 'Two-factor sign-in is on for your Folio account',
    ...renderEmail({
      preheader: 'Signing in now asks for a code from your authenticator app.',
      heading: 'Two-factor sign-in is on',
      paragraphs: [
        `Hi ${to.name}, two-factor sign-in was just turned on for your Folio account. From now on, signing in asks for a code from your authenticator app after your password.`,
        'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
      ],
      action: { label: 'Open your security settings', url: settingsUrl },
      notes: [notYou],
    }),
  };
}

export function twoFactorDisabledEmail(to: Recipient, settingsUrl: string): MailMessage {
  return {
    to: to.email,
    kind: 'two_factor_disabled',
    subject: 'Two-factor sign-in is off for your Folio account',
    ...renderEmail({
      preheader: 'Signing in now asks for your password only.',
      heading: 'Two-factor sign-in is off',
      paragraphs: [`Hi ${to.name}, two-factor sign-in was just turned off for your Folio account. Signing in now asks for your password only.`],
      action: { label: 'Open your security settings', url: settingsUrl },
      notes: [notYou],
    }),
  };
}

export function recoveryCodeUsedEmail(to: Recipient, settingsUrl: string, left: number): MailMessage {
  return {
    to: to.email,
    kind: 'two_factor_recovery_code_used',
    subject: 'A recovery code was used to sign in to Folio',
    ...renderEmail({
      preheader: 'One of your recovery codes was just used.',
      heading: 'A recovery code was used',
      paragraphs: [
        `Hi ${to.name}, someone just signed in to your Folio account with one of your recovery codes. That code no longer works.`,
        left === 1 ? 'You have 1 recovery code left.' : `You have ${left} recovery codes left.`,
        'You can make a new set of codes in your security settings.',
      ],
      action: { label: 'Open your security settings', url: settingsUrl },
      notes: [notYou],
    }),
  };
}

/** These e-mails with sample data, for the admin's e-mail preview. */
export function twoFactorMailPreviews(appUrl: string, to: Recipient): MailPreview[] {
  const url = `${appUrl}/settings#security`;
  return [
    { kind: 'two_factor_enabled', label: 'Two-factor sign-in turned on', message: twoFactorEnabledEmail(to, url) },
    { kind: 'two_factor_disabled', label: 'Two-factor sign-in turned off', message: twoFactorDisabledEmail(to, url) },
    { kind: 'two_factor_recovery_code_used', label: 'Recovery code used', message: recoveryCodeUsedEmail(to, url, 9) },
  ];
}
