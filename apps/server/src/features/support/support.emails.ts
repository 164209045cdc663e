import { supportReference } from '@folio/schema';
import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';

interface Ticket {
  id: number;
  name: string;
  email: string;
  subject: string;
}

/** To a guest: we have the request, and its reference. */
export function supportReceivedEmail(ticket: Ticket): MailMessage {
  const reference = supportReference(ticket.id);
  return {
    to: ticket.email,
    kind: 'support_received',
    subject: `We received your support request ${reference}`,
    ...renderEmail({
      preheader: `Your reference is ${reference}.`,
      heading: 'We received your request',
      paragraphs: [
        `Hi ${ticket.name}, thank you for writing to Folio support about "${ticket.subject}".`,
        `Your reference is ${reference}. We answer by e-mail to this address.`,
      ],
      notes: ['If you did not write to us, you can ignore this email.'],
    }),
  };
}

/** An admin's answer: its text, and for a signed-in owner a link to the ticket. */
export function supportReplyEmail(ticket: Ticket, reply: string, ticketUrl: string | null): MailMessage {
  const reference = supportReference(ticket.id);
  return {
    to: ticket.email,
    kind: 'support_reply',
    subject: `Re: ${ticket.subject} [${reference}]`,
    ...renderEmail({
      preheader: reply.length > 100 ? `${reply.slice(0, 100)}…` : reply,
      heading: `An answer to your request ${reference}`,
      paragraphs: [`Hi ${ticket.name},`, ...reply.split(/\n{2,}/)],
      ...(ticketUrl ? { action: { label: 'View the conversation', url: ticketUrl } } : {}),
      notes: ['To write more, send a new request from the Support page.'],
    }),
  };
}

/** These e-mails with sample data, for the admin's e-mail preview. */
export function supportMailPreviews(appUrl: string, to: { name: string; email: string }): MailPreview[] {
  const ticket = { id: 42, name: to.name, email: to.email, subject: 'My site does not show my photo' };
  return [
    { kind: 'support_received', label: 'Support request received (to a guest)', message: supportReceivedEmail(ticket) },
    {
      kind: 'support_reply',
      label: 'Answer to a support request',
      message: supportReplyEmail(ticket, 'Thank you for writing. Upload the photo again from the builder, then publish: it shows at once.\n\nBest wishes, Folio support', `${appUrl}/support/tickets/42`),
    },
  ];
}
