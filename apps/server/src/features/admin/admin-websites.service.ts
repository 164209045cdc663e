import type { AdminWebsiteRow, AdminWebsitesQuery } from '@folio/schema';
import { AppError, notFound } from '../../platform/errors';
import { publishEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import type { Notifier } from '../../platform/notify';
import { pageOf } from '../../platform/pagination';
import type { AdminCall } from './admin-users.service';
import type { AdminWebsiteListRow, AdminWebsiteQueries } from './admin-websites.queries';
import type { AuditService } from './audit.service';

export interface AdminWebsiteDeps {
  queries: AdminWebsiteQueries;
  audit: AuditService;
  events: EventBus;
  notifications: Notifier;
  siteOrigin: (subdomain: string) => string;
}

/**
 * The admin websites screen's rules: find any website, and moderate one that breaks the terms:
 * unpublish it (the owner may publish it again) or suspend it (served nowhere, not publishable,
 * until lifted). Each action tells the owner and goes to the audit log.
 */
export function createAdminWebsiteService(deps: AdminWebsiteDeps) {
  const { queries, audit, events, notifications, siteOrigin } = deps;

  async function present(rows: AdminWebsiteListRow[]): Promise<AdminWebsiteRow[]> {
    const ids = rows.map((row) => row.id);
    const [domains, views] = [await queries.domainsOf(ids), await queries.views30d(ids)];
    const viewsOf = new Map(views.map((row) => [row.websiteId, row.views]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.suspended_at ? 'suspended' : row.status,
      status: row.status,
      subdomain: row.subdomain,
      domains: domains.filter((domain) => domain.websiteId === row.id).map((domain) => domain.domain),
      url: row.status === 'published' && !row.suspended_at && row.subdomain ? siteOrigin(row.subdomain) : null,
      template_slug: row.template_slug,
      owner: { id: row.owner_id, name: row.owner_name, email: row.owner_email },
      views_30d: viewsOf.get(row.id) ?? 0,
      suspended_at: row.suspended_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    }));
  }

  async function target(id: number) {
    const website = await queries.find(id);
    if (!website) throw notFound('Website not found.');
    return website;
  }

  /** The site host forgets the site at once, and the change is recorded and told to the owner. */
  async function moderated(website: AdminWebsiteListRow, call: AdminCall, action: 'website.unpublish' | 'website.suspend' | 'website.unsuspend', notice: { title: string; message: string }, reason?: string) {
    await publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId: website.id, subdomain: website.subdomain });
    await notifications.notify(website.owner_id, { type: 'website_moderated', ...notice, action_url: `/builder/${website.id}` });
    await audit.record({
      action,
      actor: { id: call.admin.id, email: call.admin.email },
      target: { type: 'website', id: website.id, label: website.subdomain ?? website.name },
      details: { name: website.name, owner: website.owner_email, ...(reason ? { reason } : {}) },
      context: call.context,
    });
    const [row] = await present([await target(website.id)]);
    return row!;
  }

  return {
    async list(query: AdminWebsitesQuery) {
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page);
      const data = await present(rows);
      return { data, pagination: pageOf(query.page, query.per_page, total, data.length) };
    },

    async unpublish(id: number, call: AdminCall) {
      const website = await target(id);
      if (website.status === 'draft') throw new AppError(409, 'not_published', 'This website is not published.');
      await queries.unpublish(id);
      return moderated(website, call, 'website.unpublish', {
        title: `${website.name} was unpublished`,
        message: 'An administrator took your website offline. You can publish it again from the builder; contact support if you have questions.',
      });
    },

    async suspend(id: number, reason: string, call: AdminCall) {
      const website = await target(id);
      if (website.suspended_at) throw new AppError(409, 'already_suspended', 'This website is already suspended.');
      await queries.setSuspended(id, true);
      return moderated(
        website,
        call,
        'website.suspend',
        { title: `${website.name} was suspended`, message: `An administrator suspended your website for breaking the terms of service (“${reason}”). It is offline and cannot be published until the suspension is lifted. Contact support to have it reviewed.` },
        reason,
      );
    },

    async unsuspend(id: number, call: AdminCall) {
      const website = await target(id);
      if (!website.suspended_at) throw new AppError(409, 'not_suspended', 'This website is not suspended.');
      await queries.setSuspended(id, false);
      return moderated(website, call, 'website.unsuspend', {
        title: `${website.name} is no longer suspended`,
        message: website.status === 'published' ? 'The suspension was lifted and your website is online again.' : 'The suspension was lifted: you can publish your website again.',
      });
    },
  };
}
export type AdminWebsiteService = ReturnType<typeof createAdminWebsiteService>;
