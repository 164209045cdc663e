import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { MailStatus } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { mailOutbox } from '../../platform/db/platform.tables';

export type OutboxRow = Omit<typeof mailOutbox.$inferSelect, 'html' | 'text'>;

export function createAdminMailQueries(db: Database) {
  return {
    /** A page of messages, newest first, without their bodies. */
    async page(status: MailStatus | undefined, limit: number, offset: number) {
      const where = status ? eq(mailOutbox.status, status) : undefined;
      const { html: _html, text: _text, ...columns } = getTableColumns(mailOutbox);
      const rows = await db.select(columns).from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
      const [total] = await db.select({ value: count() }).from(mailOutbox).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}
export type AdminMailQueries = ReturnType<typeof createAdminMailQueries>;
