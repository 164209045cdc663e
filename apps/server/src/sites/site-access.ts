import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createSealer } from '../platform/sealed';

/**
 * The site origin never sees the app's token. The app hands a signed-in user a short-lived
 * ticket for one website; the site host exchanges it for a cookie of its own origin.
 * `view` lets any signed-in user see a private site; `preview` lets the owner see any state.
 */
const grant = z.object({ w: z.number().int(), s: z.enum(['view', 'preview']), u: z.number().int(), n: z.string().optional() });
export type SiteGrant = z.infer<typeof grant>;

export const TICKET_SECONDS = 60;
export const COOKIE_SECONDS = 12 * 3600;
export const COOKIE_NAME = 'folio_site_access';

export function createSiteAccess(secret: string) {
  const sealer = createSealer(secret, 'site-access');
  return {
    /** A one-minute ticket; its nonce makes it single-use at the site host. */
    ticket: (websiteId: number, scope: SiteGrant['s'], userId: number) =>
      sealer.seal({ w: websiteId, s: scope, u: userId, n: randomBytes(12).toString('base64url') }, TICKET_SECONDS),
    /** The cookie that replaces a redeemed ticket, for this website only. */
    cookie: (ticket: SiteGrant) => sealer.seal({ w: ticket.w, s: ticket.s, u: ticket.u }, COOKIE_SECONDS),
    open: (token: string | undefined) => sealer.open(token, grant),
  };
}
export type SiteAccess = ReturnType<typeof createSiteAccess>;
