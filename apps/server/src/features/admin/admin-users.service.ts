import { IMPERSONATION_MINUTES, type AdminUserDetail, type AdminUserRow, type AdminUsersQuery, type PlanName } from '@folio/schema';
import { UAParser } from 'ua-parser-js';
import { AppError, notFound } from '../../platform/errors';
import { PLAN_CHANGED, planChanged, publishEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import { pageOf } from '../../platform/pagination';
import type { UserRow } from '../auth/auth.tables';
import type { AdminAuth } from './admin.ports';
import type { AdminUserListRow, AdminUserQueries } from './admin-users.queries';
import type { AuditActor, AuditContext, AuditService } from './audit.service';

export interface AdminUserDeps {
  queries: AdminUserQueries;
  audit: AuditService;
  auth: AdminAuth;
  /** Whether an account has two-factor sign-in on (the auth feature's). */
  twoFactor: { isEnabled(userId: number): Promise<boolean> };
  /** How many passkeys an account has (the auth feature's). */
  passkeys: { countOf(userId: number): Promise<number> };
  events: EventBus;
  /** The account data feature's deletion: subscription, rows, files, subdomains, a last e-mail. */
  removeAccount: (user: UserRow, by: 'admin') => Promise<{ websites: number; filesDeleted: number; filesKept: number }>;
  siteOrigin: (subdomain: string) => string;
}

/** The admin acting, and where the request came from. */
export interface AdminCall {
  admin: UserRow;
  context: AuditContext;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentAdminUser(row: AdminUserListRow | (UserRow & { websites_count: number; two_factor_enabled: boolean })): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    current_plan: row.current_plan,
    email_verified_at: iso(row.email_verified_at),
    is_active: row.deactivated_at === null,
    deactivated_at: iso(row.deactivated_at),
    beta_access: row.is_active,
    websites_count: row.websites_count,
    two_factor_enabled: row.two_factor_enabled,
    created_at: row.created_at.toISOString(),
  };
}

const ownAccount = () => new AppError(409, 'own_account', 'You cannot do this to your own account.');
const userNotFound = () => notFound('User not found.');
const describe = (userAgent: string | null) => {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const named = (name?: string, version?: string) => (name ? (version ? `${name} ${version}` : name) : null);
  return { browser: named(parsed.browser.name, parsed.browser.major), os: named(parsed.os.name, parsed.os.version) };
};

/** The admin users screen's rules: every action is checked here and written to the audit log. */
export function createAdminUserService(deps: AdminUserDeps) {
  const { queries, audit, auth, events, removeAccount, siteOrigin } = deps;
  const actorOf = (admin: UserRow): AuditActor => ({ id: admin.id, email: admin.email });
  const targetOf = (user: UserRow) => ({ type: 'user' as const, id: user.id, label: user.email });

  async function target(id: number) {
    const user = await queries.find(id);
    if (!user) throw userNotFound();
    return user;
  }

  async function present(user: UserRow) {
    const websites = await queries.websitesOf(user.id);
    return presentAdminUser({ ...user, websites_count: websites.length, two_factor_enabled: await deps.twoFactor.isEnabled(user.id) });
  }

  /** The site host forgets what it knew of these sites: they answer (or stop answering) at once. */
  async function refreshSites(sites: Array<{ id: number; subdomain: string | null }>) {
    for (const site of sites) await publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId: site.id, subdomain: site.subdomain });
  }

  return {
    async list(query: AdminUsersQuery) {
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page);
      const data = rows.map(presentAdminUser);
      return { data, pagination: pageOf(query.page, query.per_page, total, data.length) };
    },

    async detail(id: number): Promise<AdminUserDetail> {
      const user = await target(id);
      const [websites, subscriptions, uploads, sessions, notifications] = [
        await queries.websitesOf(id),
        await queries.subscriptionsOf(id),
        await queries.uploadsOf(id),
        await queries.sessionsOf(id),
        await queries.notificationsOf(id),
      ];
      return {
        user: { ...presentAdminUser({ ...user, websites_count: websites.length, two_factor_enabled: await deps.twoFactor.isEnabled(user.id) }), company: user.company, onboarding_completed_at: iso(user.onboarding_completed_at), passkeys_count: await deps.passkeys.countOf(user.id) },
        websites: websites.map((website) => ({
          ...website,
          url: website.subdomain && website.status !== 'draft' ? siteOrigin(website.subdomain) : null,
          updated_at: website.updated_at.toISOString(),
        })),
        subscriptions: subscriptions.map((row) => ({
          id: row.id,
          plan: row.plan,
          status: row.status,
          billing_cycle: row.billing_cycle,
          provider: row.provider,
          trial_ends_at: iso(row.trial_ends_at),
          current_period_end: iso(row.current_period_end),
          cancel_at_period_end: row.cancel_at_period_end,
          created_at: row.created_at.toISOString(),
        })),
        uploads: uploads.map((row) => ({
          session_id: row.id,
          kind: row.source?.kind ?? 'file',
          file_name: row.source?.file_name ?? null,
          bytes: row.source?.bytes ?? null,
          job_state: row.job_state,
          error: row.error,
          website_id: row.website_id,
          created_at: row.created_at.toISOString(),
        })),
        sessions: sessions.map((row) => ({
          id: row.id,
          ...describe(row.user_agent),
          created_at: row.created_at.toISOString(),
          last_used_at: row.last_used_at.toISOString(),
          expires_at: row.expires_at.toISOString(),
          impersonator_email: row.impersonator_email,
        })),
        notifications: notifications.map((row) => ({ ...row, read_at: iso(row.read_at), created_at: row.created_at.toISOString() })),
      };
    },

    /** Marks the e-mail address verified, as following the e-mailed link would. */
    async verify({ admin, context }: AdminCall, id: number) {
      const user = await target(id);
      if (user.email_verified_at) throw new AppError(409, 'already_verified', 'This e-mail address is already verified.');
      const updated = await queries.update(id, { email_verified_at: new Date() });
      await audit.record({ action: 'user.verify', actor: actorOf(admin), target: targetOf(user), context });
      return present(updated);
    },

    /**
     * Deactivating signs the user out everywhere, keeps them from signing in, and takes their sites
     * offline (404); activating undoes all but the sign-out. Their data stays.
     */
    async setActive({ admin, context }: AdminCall, id: number, active: boolean) {
      if (id === admin.id) throw ownAccount();
      const user = await target(id);
      if (active === (user.deactivated_at === null)) {
        throw new AppError(409, active ? 'already_active' : 'already_deactivated', active ? 'This user is already active.' : 'This user is already deactivated.');
      }
      const updated = await queries.update(id, { deactivated_at: active ? null : new Date() });
      if (!active) await queries.deleteSessions(id);
      await refreshSites(await queries.websitesOf(id));
      await audit.record({ action: active ? 'user.activate' : 'user.deactivate', actor: actorOf(admin), target: targetOf(user), context });
      return present(updated);
    },

    /**
     * A plan by hand: recorded in the billing data as a subscription whose provider is `admin`
     * (free ends any earlier grant). Someone paying through the checkout changes plan there.
     */
    async grantPlan({ admin, context }: AdminCall, id: number, plan: PlanName, reason?: string) {
      const user = await target(id);
      const paying = await queries.payingSubscription(id);
      if (paying) {
        throw new AppError(409, 'paying_subscription', `This user pays for ${paying.plan} through the checkout; their plan changes with that subscription.`);
      }
      const { user: updated, subscription } = await queries.grantPlan(id, plan);
      await publishEvent(events, PLAN_CHANGED, planChanged, { userId: id });
      await audit.record({
        action: 'user.grant_plan',
        actor: actorOf(admin),
        target: targetOf(user),
        details: { plan, previous_plan: user.current_plan, subscription_id: subscription?.id ?? null, ...(reason ? { reason } : {}) },
        context,
      });
      return present(updated);
    },

    async sendPasswordReset({ admin, context }: AdminCall, id: number) {
      const user = await target(id);
      await auth.sendPasswordReset(user);
      await audit.record({ action: 'user.password_reset', actor: actorOf(admin), target: targetOf(user), context });
    },

    /**
     * Deletes the account and everything it owns, as its owner would on /settings (the account data
     * feature): the subscription cancelled, every row and stored file, the sites answering 404 at once.
     */
    async remove({ admin, context }: AdminCall, id: number) {
      if (id === admin.id) throw ownAccount();
      const user = await target(id);
      const removed = await removeAccount(user, 'admin');
      await audit.record({
        action: 'user.delete',
        actor: actorOf(admin),
        target: targetOf(user),
        details: { name: user.name, websites: removed.websites, files_deleted: removed.filesDeleted, files_kept: removed.filesKept },
        context,
      });
    },

    /** An impersonation session for the admin: the user's, for an hour at most, never an admin's. */
    async impersonate({ admin, context }: AdminCall, id: number, userAgent?: string) {
      if (id === admin.id) throw ownAccount();
      const user = await target(id);
      if (user.role === 'admin') throw new AppError(403, 'forbidden', 'Administrators cannot be impersonated.');
      if (user.deactivated_at) throw new AppError(409, 'user_deactivated', 'Activate this user before impersonating them.');
      const { token, expiresAt } = await auth.startImpersonation(user, admin.id, IMPERSONATION_MINUTES, userAgent);
      await audit.record({ action: 'impersonation.start', actor: actorOf(admin), target: targetOf(user), details: { expires_at: expiresAt.toISOString() }, context });
      return { token, expiresAt, user: await auth.presentUser(user) };
    },

    /** Ends an impersonation session (the one the request came with). */
    async stopImpersonating(session: { user: UserRow; impersonatorId: number | null; tokenId: number }, context: AuditContext, endSession: () => Promise<void>) {
      if (session.impersonatorId === null) throw new AppError(409, 'not_impersonating', 'This session is not an impersonation.');
      const admin = await queries.find(session.impersonatorId);
      await endSession();
      await audit.record({
        action: 'impersonation.stop',
        actor: admin ? actorOf(admin) : { id: session.impersonatorId, email: 'unknown' },
        target: targetOf(session.user),
        context,
      });
    },

    /** Records one request made while impersonating: the admin behind it acted, on the user. */
    async recordImpersonatedRequest(impersonatorId: number, user: UserRow, details: Record<string, unknown>, context: AuditContext) {
      const admin = await queries.find(impersonatorId);
      await audit.record({
        action: 'impersonation.request',
        actor: admin ? actorOf(admin) : { id: impersonatorId, email: 'unknown' },
        target: targetOf(user),
        details,
        context,
      });
    },
  };
}
export type AdminUserService = ReturnType<typeof createAdminUserService>;
