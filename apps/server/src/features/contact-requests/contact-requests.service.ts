import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { contactFormInput } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { pageOf } from '../../platform/pagination';
import { notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AuthQueries } from '../auth/auth.queries';
import type { NotificationService } from '../notifications/notifications.service';
import { websites } from '../websites/websites.tables';
import { contactRequests } from './contact-requests.tables';

export type ContactOutcome = 'sent' | 'error' | 'rate-limited';
export type ContactStatus = 'new' | 'read' | 'archived' | 'spam';

type Row = typeof contactRequests.$inferSelect;
const present = (row: Row & { website_name: string | null }) => ({
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

/** What visitors send through a site: stored for its owner, who is told at once; bots and floods turned away. */
export function createContactRequestService(deps: { db: Database; limiter: RateLimiter; notifications: NotificationService; authQueries: AuthQueries }) {
  const { db, limiter, notifications, authQueries } = deps;

  async function owned(userId: number, id: number) {
    const [row] = await db.select().from(contactRequests).where(and(eq(contactRequests.id, id), eq(contactRequests.user_id, userId)));
    if (!row) throw notFound('Contact request not found.');
    return row;
  }

  return {
    async submit(site: { websiteId: number; userId: number }, body: unknown, ip: string, userAgent: string | undefined): Promise<ContactOutcome> {
      const parsed = contactFormInput.safeParse(body);
      if (!parsed.success) return 'error';
      // A bot that filled the hidden field is told it worked, so it learns nothing.
      if (parsed.data.website !== '') return 'sent';
      const [perVisitor, perSite] = await Promise.all([limiter.hit(`contact:${site.websiteId}:${ip}`, 3600), limiter.hit(`contact:${site.websiteId}`, 3600)]);
      if (perVisitor.count > 5 || perSite.count > 100) return 'rate-limited';
      await db.insert(contactRequests).values({
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

    /** The owner's inbox, newest first; spam and archived messages only when asked for. */
    async list(userId: number, filter: { status?: ContactStatus; page: number; perPage: number }) {
      const where: SQL | undefined = and(eq(contactRequests.user_id, userId), filter.status ? eq(contactRequests.status, filter.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({ request: contactRequests, website_name: websites.name })
          .from(contactRequests)
          .leftJoin(websites, eq(websites.id, contactRequests.website_id))
          .where(where)
          .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(contactRequests).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        data: rows.map((row) => present({ ...row.request, website_name: row.website_name })),
        pagination: pageOf(filter.page, filter.perPage, totalCount, rows.length),
      };
    },

    async setStatus(userId: number, id: number, status: ContactStatus) {
      const row = await owned(userId, id);
      const [updated] = await db
        .update(contactRequests)
        .set({ status, read_at: status === 'new' ? null : (row.read_at ?? new Date()) })
        .where(eq(contactRequests.id, row.id))
        .returning();
      return present({ ...updated!, website_name: null });
    },

    async remove(userId: number, id: number) {
      await db.delete(contactRequests).where(eq(contactRequests.id, (await owned(userId, id)).id));
    },
  };
}
export type ContactRequestService = ReturnType<typeof createContactRequestService>;
