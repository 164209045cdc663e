import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { contactFormInput, type ContactRequestStatus } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { pageOf } from '../../platform/pagination';
import { notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AuthQueries } from '../auth/auth.queries';
import type { NotificationService } from '../notifications/notifications.service';
import { websites } from '../websites/websites.tables';
import { contactRequests } from './contact-requests.tables';

export type ContactOutcome = 'sent' | 'error' | 'rate-limited';
export type ContactStatus = ContactRequestStatus;

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

    /**
     * The owner's inbox, newest first. Without a status it is the inbox proper (new and read);
     * spam and archived messages only when asked for. `counts` tells each folder's size.
     */
    async list(userId: number, filter: { status?: ContactStatus; page: number; perPage: number }) {
      const where: SQL | undefined = and(
        eq(contactRequests.user_id, userId),
        filter.status ? eq(contactRequests.status, filter.status) : inArray(contactRequests.status, ['new', 'read']),
      );
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select({ request: contactRequests, website_name: websites.name })
          .from(contactRequests)
          .leftJoin(websites, eq(websites.id, contactRequests.website_id))
          .where(where)
          .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(contactRequests).where(where),
        db
          .select({ status: contactRequests.status, value: count() })
          .from(contactRequests)
          .where(eq(contactRequests.user_id, userId))
          .groupBy(contactRequests.status),
      ]);
      const totalCount = total?.value ?? 0;
      const counts: Record<ContactStatus, number> = { new: 0, read: 0, archived: 0, spam: 0 };
      for (const row of byStatus) counts[row.status] = row.value;
      return {
        data: rows.map((row) => present({ ...row.request, website_name: row.website_name })),
        pagination: pageOf(filter.page, filter.perPage, totalCount, rows.length),
        counts,
      };
    },

    async setStatus(userId: number, id: number, status: ContactStatus) {
      const row = await owned(userId, id);
      const [updated] = await db
        .update(contactRequests)
        .set({ status, read_at: status === 'new' ? null : (row.read_at ?? new Date()) })
        .where(eq(contactRequests.id, row.id))
        .returning();
      const [site] = await db.select({ name: websites.name }).from(websites).where(eq(websites.id, row.website_id));
      return present({ ...updated!, website_name: site?.name ?? null });
    },

    async remove(userId: number, id: number) {
      await db.delete(contactRequests).where(eq(contactRequests.id, (await owned(userId, id)).id));
    },
  };
}
export type ContactRequestService = ReturnType<typeof createContactRequestService>;
