import { renderEmail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';
import type { NewNotification } from '../../platform/notify';

/** The e-mail of a notification that is also e-mailed (contact requests, subscription changes). */
export function notificationEmail(input: NewNotification & { email: NonNullable<NewNotification['email']> }, appUrl: string): MailMessage {
  return {
    to: input.email.to,
    subject: input.email.subject,
    kind: input.type,
    ...renderEmail({
      preheader: input.message,
      heading: input.title,
      paragraphs: [input.message],
      action: { label: input.email.action, url: `${appUrl}${input.action_url ?? '/notifications'}` },
    }),
  };
}

/** The notification e-mails with sample data (as the contact form and billing send them), for the admin's e-mail preview. */
export function notificationMailPreviews(appUrl: string, to: { name: string; email: string }): MailPreview[] {
  return [
    {
      kind: 'contact_request',
      label: 'New contact message (notification)',
      message: notificationEmail(
        {
          type: 'contact_request',
          title: 'New message from Charles Babbage',
          message: 'Hello Ada, I read your portfolio and would like to talk about the Analytical Engine project.',
          action_url: '/contact-requests',
          email: { to: to.email, subject: 'New message from Charles Babbage through your portfolio', action: 'Read the message' },
        },
        appUrl,
      ),
    },
    {
      kind: 'subscription_updated',
      label: 'Subscription change (notification)',
      message: notificationEmail(
        {
          type: 'subscription_updated',
          title: 'Welcome to Pro',
          message: 'Your Pro subscription is active. Everything in Pro is open to you now.',
          action_url: '/subscription',
          email: { to: to.email, subject: 'Welcome to Pro', action: 'Manage your subscription' },
        },
        appUrl,
      ),
    },
  ];
}
