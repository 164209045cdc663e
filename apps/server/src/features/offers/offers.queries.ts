import { and, count, desc, eq, gt, isNotNull, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOffersQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { users } from '../auth/auth.tables';
import { checkoutSessions } from '../billing/billing.tables';
import { offers, type OfferRow } from './offers.tables';

type NewOffer = typeof offers.$inferInsert;


/** Accepted now: switched on, not past its end, not used up. */
const isLive = (at: Date) =>
  and(
    eq(offers.active, true),
    or(isNull(offers.expires_at), gt(offers.expires_at, at)),
    or(isNull(offers.max_redemptions), lt(offers.redemptions, offers.max_redemptions)),
  );

/** The states of the admin filter, as the service names them (stateOf in offers.service.ts). */
function stateWhere(state: AdminOffersQuery['state'], at: Date): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'live':
      return isLive(at);
    case 'ended':
      return eq(offers.active, false);
    case 'expired':
      return and(eq(offers.active, true), isNotNull(offers.expires_at), lte(offers.expires_at, at));
    case 'redeemed':
      return and(eq(offers.active, true), or(isNull(offers.expires_at), gt(offers.expires_at, at)), isNotNull(offers.max_redemptions), sql`${offers.redemptions} >= ${offers.max_redemptions}`);
  }
}

/** Special Offers' SQL: the admin's list and writes, the code lookups of the checkout, and redemptions. */
export function createOfferQueries(db: Database) {
  return {
    async list(query: AdminOffersQuery, limit: number, offset: number, at: Date) {
      const search = query.search?.trim();
      const where = and(
        search ? or(like(offers.code, containing(search.toUpperCase())), like(sql`lower(${offers.description})`, containing(search.toLowerCase()))) : undefined,
        stateWhere(query.state, at),
      );
      const rows = await db.select().from(offers).where(where).orderBy(desc(offers.created_at), desc(offers.id)).limit(limit).offset(offset);
      const [total] = await db.select({ value: count() }).from(offers).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async find(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row;
    },

    async byCode(code: string): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.code, code));
      return row;
    },

    /** The newest live offer the admin chose to show on the landing page. */
    async forLanding(at: Date): Promise<OfferRow | undefined> {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.show_on_landing, true), isLive(at)))
        .orderBy(desc(offers.created_at))
        .limit(1);
      return row;
    },

    /** Inserts an offer; undefined when the code is taken. */
    async insert(values: NewOffer): Promise<OfferRow | undefined> {
      const [row] = await db.insert(offers).values(values).onConflictDoNothing({ target: offers.code }).returning();
      return row;
    },

    async update(id: number, values: Partial<NewOffer>): Promise<OfferRow | undefined> {
      const [row] = await db
        .update(offers)
        .set({ ...values, updated_at: new Date() })
        .where(eq(offers.id, id))
        .returning();
      return row;
    },

    /** Deletes an offer nobody has redeemed; false when it had redemptions (or was not there). */
    async deleteUnused(id: number): Promise<boolean> {
      const deleted = await db
        .delete(offers)
        .where(and(eq(offers.id, id), eq(offers.redemptions, 0)))
        .returning({ id: offers.id });
      return deleted.length > 0;
    },

    /** Whether the user completed a checkout with this offer before. */
    async usedBy(offerId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.offer_id, offerId), eq(checkoutSessions.user_id, userId), eq(checkoutSessions.status, 'completed')))
        .limit(1);
      return row !== undefined;
    },

    /** The latest completed checkouts that used the offer, with who paid. */
    redemptions: (offerId: number, limit: number) =>
      db
        .select({
          checkout_id: checkoutSessions.id,
          user_id: checkoutSessions.user_id,
          email: users.email,
          plan: checkoutSessions.plan,
          billing_cycle: checkoutSessions.billing_cycle,
          discount_cents: checkoutSessions.discount_cents,
          completed_at: checkoutSessions.completed_at,
        })
        .from(checkoutSessions)
        .leftJoin(users, eq(users.id, checkoutSessions.user_id))
        .where(and(eq(checkoutSessions.offer_id, offerId), eq(checkoutSessions.status, 'completed')))
        .orderBy(desc(checkoutSessions.completed_at))
        .limit(limit),
  };
}
export type OfferQueries = ReturnType<typeof createOfferQueries>;
