import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';

type Recipient = { name: string; email: string };

const notYou = 'If this was not you, remove the passkey in your security settings, reset your password at once and contact support: someone may have access to your account.';

export function passkeyAddedEmail(to: Recipient, passkeyName: string, settingsUrl: string): MailMessage {
  return {
    to: to.email,
    kind: 'passkey_added',
    subject: 'A passkey was added to your Folio account',
    ...renderEmail({
      preheader: `“${passkeyName}” can now sign in to your account.`,
      heading: 'A passkey was added',
      paragraphs: [
        `Hi ${to.name}, a passkey named “${passkeyName}” was just added to your Folio account. It signs in on its own, without your password or a code from your authenticator app.`,
      ],
      action: { label: 'Open your security settings', url: settingsUrl },
      notes: [notYou],
    }),
  };
}

export function passkeyRemovedEmail(to: Recipient, passkeyName: string, settingsUrl: string): MailMessage {
  return {
    to: to.email,
    kind: 'passkey_removed',
    subject: 'A passkey was removed from your Folio account',
    ...renderEmail({
      preheader: `“${passkeyName}” can no longer sign in to your account.`,
      heading: 'A passkey was removed',
      paragraphs: [
        `Hi ${to.name}, the passkey named “${passkeyName}” was just removed from your Folio account. It can no longer be used to sign in.`,
        'Your password managers or devices may still show it: you can delete it there too.',
      ],
      action: { label: 'Open your security settings', url: settingsUrl },
      notes: [
        'If this was not you, reset your password at once and contact support: someone may have access to your account.',
      ],
    }),
  };
}

/** These e-mails with sample data, for the admin's e-mail preview. */
export function passkeyMailPreviews(appUrl: string, to: Recipient): MailPreview[] {
  const url = `${appUrl}/settings#security`;
  return [
    { kind: 'passkey_added', label: 'Passkey added', message: passkeyAddedEmail(to, 'iCloud Keychain', url) },
    { kind: 'passkey_removed', label: 'Passkey removed', message: passkeyRemovedEmail(to, 'iCloud Keychain', url) },
  ];
}
