import type { BetaSettings, InviteResponse, WaitingListEntry, WaitingListPlace, WaitingListQuery } from '@folio/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { pageOf } from '../../platform/pagination';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import { settingKeys, type Settings } from '../../platform/settings';
import type { AdminCall } from './admin-users.service';
import type { AuditService } from './audit.service';
import type { UserRow } from '../auth/auth.tables';
import type { WaitingListAccounts } from './admin.ports';
import { betaAccessGrantedEmail, betaInvitationEmail } from './waiting-list.emails';
import type { WaitingListQueries } from './waiting-list.queries';
import type { WaitingListRow } from './waiting-list.tables';

const HOUR = 3600;
/** Like the other public forms: a network may add a few addresses an hour, and one address is counted too. */
export const waitingListLimits = { perIp: 10, perEmail: 3 };
export const JOINED_MESSAGE = 'Thanks! You’re on the waiting list. We’ll email you as soon as your access is ready.';

export interface WaitingListDeps {
  queries: WaitingListQueries;
  authQueries: WaitingListAccounts;
  settings: Settings;
  limiter: RateLimiter;
  mailer: Pick<Mailer, 'send'>;
  audit: AuditService;
  appUrl: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const gateClosed = () => new AppError(409, 'beta_access_disabled', 'Folio is open to everyone: you can create an account straight away.');

/** The beta gate's switch, its waiting list and the invitations (platform.md sections 2 and 4). */
export function createWaitingListService({ queries, authQueries, settings, limiter, mailer, audit, appUrl }: WaitingListDeps) {
  const isEnabled = () => settings.get<boolean>(settingKeys.betaAccessEnabled, false);

  async function place(entry: WaitingListRow | undefined): Promise<WaitingListPlace> {
    if (!entry) return { on_list: false, joined_at: null, position: null, invited_at: null };
    return {
      on_list: true,
      joined_at: entry.created_at.toISOString(),
      position: entry.invited_at ? null : await queries.position(entry),
      invited_at: iso(entry.invited_at),
    };
  }

  /** Lets the account with this address in (if it waits) and tells it so, or invites the address to register. */
  async function inviteOne(call: AdminCall, email: string): Promise<{ email: string; registered: boolean }> {
    const entry = await queries.invite(email, call.admin.id);
    const user = await authQueries.findUserByEmail(email);
    if (user) {
      if (!user.is_active) await authQueries.updateUser(user.id, { is_active: true });
      await mailer.send(betaAccessGrantedEmail(user, `${appUrl}/beta-access-required`));
    } else {
      await mailer.send(betaInvitationEmail(email, `${appUrl}/register`));
    }
    await audit.record({
      action: 'waiting_list.invite',
      actor: call.admin,
      target: user ? { type: 'user', id: user.id, label: user.email } : { type: 'waiting_list', id: entry.id, label: email },
      details: { registered: user !== undefined, ...(user && { had_access: user.is_active }) },
      context: call.context,
    });
    return { email, registered: user !== undefined };
  }

  return {
    isEnabled,

    /** Whether a new account with this address starts with access: the gate is off, or an admin invited it. */
    async admitsNewAccount(email: string): Promise<boolean> {
      return !(await isEnabled()) || queries.isInvited(email);
    },

    /**
     * A public sign-up (the landing page) or a waiting user's own (/beta-access-required). The answer
     * is the same whether the address was on the list already or not, so it tells nobody who is.
     */
    async join(input: { email: string; source: 'landing' | 'app'; ip: string }) {
      if (!(await isEnabled())) throw gateClosed();
      const message = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;
      await enforceLimit(limiter, `waiting-list:ip:${input.ip}`, waitingListLimits.perIp, HOUR, message);
      await enforceLimit(limiter, `waiting-list:email:${input.email}`, waitingListLimits.perEmail, HOUR, message);
      await queries.join(input.email, input.source);
      return JOINED_MESSAGE;
    },

    placeOf: async (user: UserRow) => place(await queries.findByEmail(user.email)),

    async settings(): Promise<BetaSettings> {
      return { beta_access_enabled: await isEnabled(), ...(await queries.counts()) };
    },

    async setEnabled(call: AdminCall, enabled: boolean): Promise<BetaSettings> {
      const previous = await isEnabled();
      await settings.set(settingKeys.betaAccessEnabled, enabled);
      await audit.record({ action: 'beta.settings', actor: call.admin, details: { beta_access_enabled: enabled, previous }, context: call.context });
      return { beta_access_enabled: enabled, ...(await queries.counts()) };
    },

    async list(query: WaitingListQuery) {
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page);
      const data: WaitingListEntry[] = rows.map(({ entry, user }) => ({
        id: entry.id,
        email: entry.email,
        source: entry.source,
        created_at: entry.created_at.toISOString(),
        invited_at: iso(entry.invited_at),
        user: user ? { id: user.id, name: user.name, has_access: user.role === 'admin' || user.is_active } : null,
      }));
      return { data, pagination: pageOf(query.page, query.per_page, total, data.length) };
    },

    /** Invites the picked entries and the typed addresses, each once, each audited. */
    async invite(call: AdminCall, ids: number[], emails: string[]): Promise<Omit<InviteResponse, 'success'>> {
      const picked = await queries.findByIds([...new Set(ids)]);
      if (picked.length < new Set(ids).size) throw notFound('Some of the chosen people are no longer on the waiting list. Reload the list and try again.');
      const addresses = [...new Set([...picked.map((entry) => entry.email), ...emails])];
      const invited = [];
      for (const email of addresses) invited.push(await inviteOne(call, email));
      const message = invited.length === 1 ? `Invitation sent to ${invited[0]!.email}.` : `${invited.length} invitations sent.`;
      return { message, invited };
    },
  };
}
export type WaitingListService = ReturnType<typeof createWaitingListService>;
