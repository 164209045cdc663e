/** @jsxRuntime automatic */
import { telHref } from '@folio/schema';
import type { RenderContext, SiteView } from '../types';
import { mailtoHref } from '../lib/links';
import { Paragraphs } from './section';

export const statusText = {
  sent: 'Thank you, your message has been sent.',
  error: 'Your message could not be sent. Please check the fields and try again.',
  'rate-limited': 'Too many messages were sent from your connection. Please try again later.',
} as const;

/** Email, phone (when its owner shows it), location and availability; nothing when none is known. */
export function ContactDetails({ view }: { view: SiteView }) {
  const { contact } = view.site;
  const mailto = view.email ? mailtoHref(view.email) : null;
  if (!mailto && !view.phone && !contact.location && !contact.available_for_freelance) return null;
  return (
    <ul className="contact-details" role="list">
      {mailto && view.email ? (
        <li className="cd-email">
          <span className="cd-label">Email</span>
          <a href={mailto}>{view.email}</a>
        </li>
      ) : null}
      {view.phone ? (
        <li className="cd-phone">
          <span className="cd-label">Phone</span>
          <a href={telHref(view.phone)}>{view.phone}</a>
        </li>
      ) : null}
      {contact.location ? (
        <li className="cd-location">
          <span className="cd-label">Location</span>
          <span>{contact.location}</span>
        </li>
      ) : null}
      {contact.available_for_freelance ? (
        <li className="cd-available">
          <span className="cd-label">Availability</span>
          <span>Available for freelance work</span>
        </li>
      ) : null}
    </ul>
  );
}

export function ContactIntro({ view }: { view: SiteView }) {
  return <Paragraphs text={view.site.contact.description} className="contact-intro" />;
}

/**
 * A plain POST form, so it works without JavaScript. The `website` field is a honeypot:
 * hidden from people and assistive tech, so only bots fill it in.
 */
export function ContactForm({ ctx, submitLabel = 'Send message' }: { ctx: RenderContext; submitLabel?: string }) {
  const status = ctx.contactStatus;
  return (
    <form className="cf" method="post" action={ctx.contactAction ?? undefined}>
      {status ? (
        <p className={`cf-status cf-${status}`} role={status === 'sent' ? 'status' : 'alert'}>
          {statusText[status]}
        </p>
      ) : null}
      {ctx.contactKey ? <input type="hidden" name="form_key" value={ctx.contactKey} /> : null}
      <div className="hp" aria-hidden="true">
        <label htmlFor="cf-website">Leave this field empty</label>
        <input id="cf-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="cf-row">
        <div className="cf-field">
          <label htmlFor="cf-name">Name</label>
          <input id="cf-name" name="name" type="text" required maxLength={100} autoComplete="name" />
        </div>
        <div className="cf-field">
          <label htmlFor="cf-email">Email</label>
          <input id="cf-email" name="email" type="email" required maxLength={255} autoComplete="email" />
        </div>
      </div>
      <div className="cf-field">
        <label htmlFor="cf-message">Message</label>
        <textarea id="cf-message" name="message" required maxLength={5000} rows={5} />
      </div>
      <button className="cf-submit" type="submit" dir="auto">
        {submitLabel}
      </button>
    </form>
  );
}

export function Credit({ ctx }: { ctx: RenderContext }) {
  if (!ctx.showBranding) return null;
  return (
    <p className="credit">
      {ctx.brandingUrl ? <a href={ctx.brandingUrl}>Made with Folio</a> : <span>Made with Folio</span>}
    </p>
  );
}

/** The footer line: copyright, optional credit. */
export function FooterLine({ view, ctx }: { view: SiteView; ctx: RenderContext }) {
  return (
    <div className="foot-line">
      <p className="foot-copy">
        © {view.name}
      </p>
      <Credit ctx={ctx} />
    </div>
  );
}
