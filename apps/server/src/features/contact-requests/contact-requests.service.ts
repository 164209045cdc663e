import { contactFormInput, type ContactRequestStatus } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { pageOf } from '../../platform/pagination';
import { notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import type { UserRow } from '../auth/auth.tables';
import type { Notifier } from '../../platform/notify';
import { createContactRequestQueries, type ContactRequestRow } from './contact-requests.queries';

const HOUR = 3600;
/** Messages a site accepts an hour: from one visitor (address), and in all. */
export const contactLimits = { perVisitor: 5, perSite: 100 };

export type ContactOutcome = 'sent' | 'error' | 'rate-limited';
export type ContactStatus = ContactRequestStatus;

const present = (row: ContactRequestRow & { website_name: string | null }) => ({
  id: row.id,
  website_id: row.website_id,
  website_name: row.website_name,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/** The site owners, from the auth feature's queries (services.ts passes them). */
export interface Owners {
  findUserById(id: number): Promise<UserRow | undefined>;
}

/** What visitors send through a site: stored for its owner, who is told at once; bots and floods turned away. */
export function createContactRequestService(deps: { db: Database; limiter: RateLimiter; notifications: Notifier; authQueries: Owners }) {
  const { limiter, notifications, authQueries } = deps;
  const queries = createContactRequestQueries(deps.db);

  async function owned(userId: number, id: number) {
    const row = await queries.findOwned(userId, id);
    if (!row) throw notFound('Contact request not found.');
    return row;
  }

  return {
    async submit(site: { websiteId: number; userId: number }, body: unknown, ip: string, userAgent: string | undefined): Promise<ContactOutcome> {
      const parsed = contactFormInput.safeParse(body);
      if (!parsed.success) return 'error';
      // A bot that filled the hidden field is told it worked, so it learns nothing.
      if (parsed.data.website !== '') return 'sent';
      // Each count is taken and checked in one atomic step. A visitor past their own limit is turned
      // away before the site's quota is touched: only messages that are accepted count toward it,
      // so one sender cannot close the form for everyone else.
      if ((await limiter.hit(`contact:${site.websiteId}:${ip}`, HOUR)).count > contactLimits.perVisitor) return 'rate-limited';
      if ((await limiter.hit(`contact:${site.websiteId}`, HOUR)).count > contactLimits.perSite) return 'rate-limited';
      await queries.insert({
        website_id: site.websiteId,
        user_id: site.userId,
        name: parsed.data.name,
        email: parsed.data.email,
        message: parsed.data.message,
        user_agent: userAgent?.slice(0, 300),
      });
      const owner = await authQueries.findUserById(site.userId);
      if (owner) {
        await notifications.notify(owner.id, {
          type: 'contact_request',
          title: `New message from ${parsed.data.name}`,
          message: parsed.data.message.length > 140 ? `${parsed.data.message.slice(0, 140)}…` : parsed.data.message,
          action_url: '/contact-requests',
          email: { to: owner.email, subject: `New message from ${parsed.data.name} through your portfolio`, action: 'Read the message' },
        });
      }
      return 'sent';
    },

    /**
     * The owner's inbox, newest first. Without a status it is the inbox proper (new and read);
     * spam and archived messages only when asked for. `counts` tells each folder's size.
     */
    async list(userId: number, filter: { status?: ContactStatus; page: number; perPage: number }) {
      const { rows, total, byStatus } = await queries.page(userId, filter);
      const counts: Record<ContactStatus, number> = { new: 0, read: 0, archived: 0, spam: 0 };
      for (const row of byStatus) counts[row.status] = row.value;
      return {
        data: rows.map((row) => present({ ...row.request, website_name: row.website_name })),
        pagination: pageOf(filter.page, filter.perPage, total, rows.length),
        counts,
      };
    },

    async setStatus(userId: number, id: number, status: ContactStatus) {
      const row = await owned(userId, id);
      const updated = await queries.update(row.id, { status, read_at: status === 'new' ? null : (row.read_at ?? new Date()) });
      return present({ ...updated, website_name: await queries.websiteName(row.website_id) });
    },

    async remove(userId: number, id: number) {
      await queries.remove((await owned(userId, id)).id);
    },
  };
}
export type ContactRequestService = ReturnType<typeof createContactRequestService>;
