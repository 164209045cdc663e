import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** To an account that was waiting: it can come in now (the link opens the page that says so, once). */
export function betaAccessGrantedEmail(to: { name: string; email: string }, url: string): MailMessage {
  return {
    to: to.email,
    kind: 'beta_access_granted',
    subject: 'Your Folio beta access is ready',
    ...renderEmail({
      preheader: 'Your account is switched on: start building your portfolio.',
      heading: `You’re in, ${to.name}`,
      paragraphs: ['Thank you for waiting. Your Folio account now has beta access: sign in and turn your CV into a portfolio website.'],
      action: { label: 'Open Folio', url },
      notes: ['If you did not create a Folio account, you can ignore this email.'],
    }),
  };
}

/** To an address with no account yet: the invitation to register, which lets it straight in. */
export function betaInvitationEmail(to: string, url: string): MailMessage {
  return {
    to,
    kind: 'beta_invitation',
    subject: "You're invited to the Folio beta",
    ...renderEmail({
      preheader: 'Create your account: your beta access is waiting.',
      heading: 'You’re invited to Folio',
      paragraphs: [
        'Folio turns your CV into a portfolio website. You have a place in the private beta.',
        `Create your account with this address (${to}) and you can start straight away.`,
      ],
      action: { label: 'Create your account', url },
      notes: ['If you did not ask to join Folio, you can ignore this email.'],
    }),
  };
}
