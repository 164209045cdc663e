import { describeOffer, discountCents, getPlan, type AdminOffer, type AdminOfferDetail, type AdminOffersQuery, type LiveOffer, type NewOffer, type OfferQuote, type OfferState, type OfferUpdate } from '@folio/schema';
import type { AdminCall, AuditLog } from '../../platform/audit';
import { AppError, ValidationError, notFound } from '../../platform/errors';
import { pageOf } from '../../platform/pagination';
import type { Payments } from '../../platform/payments';
import type { OfferQueries } from './offers.queries';
import type { OfferRow } from './offers.tables';

type Plan = 'pro' | 'premium';
type Cycle = 'monthly' | 'yearly';

const refused = (message: string) => new ValidationError({ offer_code: [message] });
const priceCents = (plan: Plan, cycle: Cycle) => Math.round((cycle === 'yearly' ? getPlan(plan).price_yearly_usd : getPlan(plan).price_monthly_usd) * 100);

/** An offer's discount as the API shows it: a percentage, or US dollars. */
const terms = (row: OfferRow) => ({
  kind: row.percent_off !== null ? ('percent' as const) : ('amount' as const),
  value: row.percent_off ?? (row.amount_off_cents ?? 0) / 100,
  plan: row.plan,
  billing_cycle: row.billing_cycle,
});

export function stateOf(row: OfferRow, now = new Date()): OfferState {
  if (!row.active) return 'ended';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return 'redeemed';
  return 'live';
}

function present(row: OfferRow, now = new Date()): AdminOffer {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    ...terms(row),
    expires_at: row.expires_at?.toISOString() ?? null,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    active: row.active,
    show_on_landing: row.show_on_landing,
    state: stateOf(row, now),
    terms: describeOffer(terms(row)),
    stripe_coupon_id: row.stripe_coupon_id,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Special Offers: the admin makes, changes and ends them (each change audited); the checkout asks
 * whether a code applies to a user, plan and cycle, and what it takes off the first payment.
 */
export function createOfferService({ queries, audit, payments }: { queries: OfferQueries; audit: AuditLog<'offer'>; payments: Pick<Payments, 'createCoupon'> }) {
  const record = (call: AdminCall, action: 'offer.create' | 'offer.update' | 'offer.delete', row: OfferRow, details: Record<string, unknown>) =>
    audit.record({ action, actor: { id: call.admin.id, email: call.admin.email }, target: { type: 'offer', id: row.id, label: row.code }, details, context: call.context });

  async function target(id: number) {
    const row = await queries.find(id);
    if (!row) throw notFound('Offer not found.');
    return row;
  }

  /** The offer a code names, if this user may use it on this plan and cycle now; a refusal says why, in words. */
  async function applicable(userId: number, code: string, plan: Plan, cycle: Cycle) {
    const row = await queries.byCode(code);
    if (!row || !row.active) throw refused('This offer code is not valid.');
    const state = stateOf(row);
    if (state === 'expired') throw refused('This offer code has expired.');
    if (state === 'redeemed') throw refused('This offer code has been fully redeemed.');
    if (row.plan && row.plan !== plan) throw refused(`This offer code is for the ${getPlan(row.plan).display_name} plan only.`);
    if (row.billing_cycle && row.billing_cycle !== cycle) throw refused(`This offer code is for ${row.billing_cycle} billing only.`);
    if (await queries.usedBy(row.id, userId)) throw refused('You have already used this offer code.');
    const price = priceCents(plan, cycle);
    return { row, priceCents: price, discountCents: discountCents(terms(row), price) };
  }

  return {
    async list(query: AdminOffersQuery) {
      const now = new Date();
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page, now);
      const data = rows.map((row) => present(row, now));
      return { data, pagination: pageOf(query.page, query.per_page, total, data.length) };
    },

    async detail(id: number): Promise<AdminOfferDetail> {
      const row = await target(id);
      const redemptions = await queries.redemptions(id, 50);
      return {
        ...present(row),
        recent_redemptions: redemptions.map((redemption) => ({
          checkout_id: redemption.checkout_id,
          user_id: redemption.user_id,
          email: redemption.email,
          plan: redemption.plan,
          billing_cycle: redemption.billing_cycle,
          discount_usd: redemption.discount_cents / 100,
          redeemed_at: redemption.completed_at?.toISOString() ?? null,
        })),
      };
    },

    async create(call: AdminCall, input: NewOffer) {
      const expires = input.expires_at ? new Date(input.expires_at) : null;
      if (expires && expires <= new Date()) throw new ValidationError({ expires_at: ['Choose an end in the future.'] });
      const row = await queries.insert({
        code: input.code,
        description: input.description,
        percent_off: input.kind === 'percent' ? input.value : null,
        amount_off_cents: input.kind === 'amount' ? Math.round(input.value * 100) : null,
        plan: input.plan,
        billing_cycle: input.billing_cycle,
        expires_at: expires,
        max_redemptions: input.max_redemptions,
        show_on_landing: input.show_on_landing,
        created_by: call.admin.id,
      });
      if (!row) throw new ValidationError({ code: ['An offer with this code already exists.'] });
      await record(call, 'offer.create', row, { terms: describeOffer(terms(row)) });
      return present(row);
    },

    /** Fields left out stay as they are (Drizzle skips undefined); the audit log keeps what the admin set. */
    async update(call: AdminCall, id: number, changes: OfferUpdate) {
      const { expires_at, ...rest } = changes;
      const row = await queries.update(id, { ...rest, expires_at: expires_at === undefined ? undefined : expires_at === null ? null : new Date(expires_at) });
      if (!row) throw notFound('Offer not found.');
      await record(call, 'offer.update', row, changes);
      return present(row);
    },

    /** An offer nobody redeemed goes; a redeemed one is kept with its history (it can be ended). */
    async remove(call: AdminCall, id: number) {
      const row = await target(id);
      if (!(await queries.deleteUnused(id))) throw new AppError(409, 'offer_redeemed', 'This offer has been redeemed, so it is kept with its history. End it instead.');
      await record(call, 'offer.delete', row, { terms: describeOffer(terms(row)) });
    },

    /** The offer the landing page's pricing shows, if the admin chose one and it is live. */
    async live(): Promise<LiveOffer | null> {
      const row = await queries.forLanding(new Date());
      return row
        ? { code: row.code, description: row.description, terms: describeOffer(terms(row)), plan: row.plan, billing_cycle: row.billing_cycle, expires_at: row.expires_at?.toISOString() ?? null }
        : null;
    },

    async quote(userId: number, code: string, plan: Plan, cycle: Cycle): Promise<OfferQuote> {
      const { row, priceCents: price, discountCents: off } = await applicable(userId, code, plan, cycle);
      return { code: row.code, description: row.description, terms: describeOffer(terms(row)), price_usd: price / 100, discount_usd: off / 100, first_payment_usd: (price - off) / 100 };
    },

    /** For a checkout about to start: the offer, its discount, and the provider's coupon (made the first time). */
    async forCheckout(userId: number, code: string, plan: Plan, cycle: Cycle) {
      const { row, discountCents: off } = await applicable(userId, code, plan, cycle);
      let couponId = row.stripe_coupon_id;
      if (!couponId) {
        couponId = await payments.createCoupon({ id: row.id, code: row.code, percentOff: row.percent_off, amountOffCents: row.amount_off_cents });
        if (couponId) await queries.update(row.id, { stripe_coupon_id: couponId });
      }
      return { offerId: row.id, discountCents: off, couponId: couponId ?? undefined };
    },

    /** What the checkout page says of the offer a checkout carries. */
    async summary(id: number) {
      const row = await queries.find(id);
      return row ? { code: row.code, terms: describeOffer(terms(row)) } : null;
    },
  };
}
export type OfferService = ReturnType<typeof createOfferService>;
