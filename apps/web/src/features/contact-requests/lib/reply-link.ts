import type { ContactRequest } from '@folio/schema';

const quoteLimit = 1200;

/**
 * A mailto: link answering a visitor: "Re: ..." naming the website they wrote through, with their
 * message quoted below (shortened, since mail programs cap the length of such links).
 */
export function getReplyHref(request: Pick<ContactRequest, 'email' | 'name' | 'message' | 'website_name'>): string {
  const subject = `Re: Your message through ${request.website_name ?? 'my portfolio'}`;
  const message = request.message.length > quoteLimit ? `${request.message.slice(0, quoteLimit)}…` : request.message;
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hi ${request.name},\n\n\n\n${request.name} wrote:\n${quoted}`;
  const address = encodeURIComponent(request.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
