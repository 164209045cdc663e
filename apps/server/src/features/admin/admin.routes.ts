import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminActionResponse,
  adminHealthResponse,
  adminIdParams,
  adminStatsResponse,
  adminUserDetailResponse,
  adminUsersQuery,
  adminUsersResponse,
  auditLogQuery,
  auditLogResponse,
  emailPreviewsResponse,
  mailOutboxQuery,
  mailOutboxResponse,
  mailResendResponse,
  getPlan,
  grantPlanInput,
  impersonationStarted,
  restoreSessionInput,
  restoreSessionResponse,
  statsPeriod,
} from '@folio/schema';
import { z } from 'zod';
import { AppError, forbidden } from '../../platform/errors';
import type { AdminAuth } from './admin.ports';
import type { AdminDashboardService } from './admin-dashboard.service';
import type { AdminMailService } from './admin-mail.service';
import type { AdminUserService } from './admin-users.service';
import type { AuditService } from './audit.service';

const schema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };
const ok = z.object({ success: z.literal(true), message: z.string() });
const context = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });
const call = (request: FastifyRequest) => ({ admin: request.user, context: context(request) });
const bearer = (request: FastifyRequest) => request.headers.authorization?.slice('Bearer '.length).trim() ?? '';

/**
 * The admin API (platform.md sections 2 and 7): every route is `auth: 'admin'`, which also refuses
 * an impersonation session; only stopping an impersonation is called with one.
 */
export const adminRoutes: FastifyPluginAsync<{ users: AdminUserService; dashboard: AdminDashboardService; audit: AuditService; auth: AdminAuth; mail: AdminMailService }> = async (
  fastify,
  { users, dashboard, audit, auth, mail },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/stats',
    { config: admin, schema: { ...schema, querystring: z.object({ period: statsPeriod.default('30d') }), response: { 200: adminStatsResponse } } },
    async (request) => ({ success: true as const, data: await dashboard.stats(request.query.period) }),
  );

  app.get('/admin/health', { config: admin, schema: { ...schema, response: { 200: adminHealthResponse } } }, async () => ({ success: true as const, data: await dashboard.health() }));

  app.get('/admin/users', { config: admin, schema: { ...schema, querystring: adminUsersQuery, response: { 200: adminUsersResponse } } }, async (request) => ({
    success: true as const,
    ...(await users.list(request.query)),
  }));

  app.get('/admin/users/:id', { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: adminUserDetailResponse } } }, async (request) => ({
    success: true as const,
    data: await users.detail(request.params.id),
  }));

  const action = { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: adminActionResponse } } };

  app.post('/admin/users/:id/verify', action, async (request) => ({
    success: true as const,
    message: 'E-mail address marked as verified.',
    user: await users.verify(call(request), request.params.id),
  }));

  app.post('/admin/users/:id/activate', action, async (request) => ({
    success: true as const,
    message: 'User activated.',
    user: await users.setActive(call(request), request.params.id, true),
  }));

  app.post('/admin/users/:id/deactivate', action, async (request) => ({
    success: true as const,
    message: 'User deactivated. They are signed out and their sites are offline.',
    user: await users.setActive(call(request), request.params.id, false),
  }));

  app.post('/admin/users/:id/plan', { ...action, schema: { ...action.schema, body: grantPlanInput } }, async (request) => {
    const user = await users.grantPlan(call(request), request.params.id, request.body.plan, request.body.reason);
    return { success: true as const, message: `${getPlan(request.body.plan).display_name} plan granted.`, user };
  });

  app.post('/admin/users/:id/password-reset', action, async (request) => {
    await users.sendPasswordReset(call(request), request.params.id);
    return { success: true as const, message: 'Password reset e-mail sent.' };
  });

  app.delete('/admin/users/:id', action, async (request) => {
    await users.remove(call(request), request.params.id);
    return { success: true as const, message: 'User deleted with everything they owned.' };
  });

  app.post('/admin/users/:id/impersonate', { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: impersonationStarted } } }, async (request) => {
    const started = await users.impersonate(call(request), request.params.id, request.headers['user-agent']);
    const adminUser = request.user;
    return {
      success: true as const,
      message: `Impersonating ${started.user.name}`,
      token: started.token,
      user: started.user,
      active_website: started.user.active_website_id,
      is_admin: false as const,
      expires_at: started.expiresAt.toISOString(),
      original_admin: { id: adminUser.id, name: adminUser.name, email: adminUser.email },
    };
  });

  /** Called with the impersonation session itself, which it ends; any other session gets 403. */
  app.post('/admin/impersonate/stop', { config: { auth: 'user' }, schema: { ...schema, response: { 200: ok } } }, async (request) => {
    const { session } = request;
    if (session.impersonatorId === null) throw new AppError(403, 'not_impersonating', 'This session is not an impersonation.');
    await users.stopImpersonating(session, context(request), () => auth.logout(session));
    return { success: true as const, message: 'Impersonation stopped.' };
  });

  /** The admin's own session, back from the impersonation record (platform.md section 7): checked against the admin it names. */
  app.post('/admin/restore-session', { config: admin, schema: { ...schema, body: restoreSessionInput, response: { 200: restoreSessionResponse } } }, async (request) => {
    if (request.body.admin_id !== request.user.id) throw forbidden('This session belongs to another admin.');
    const user = await auth.presentUser(request.user);
    const token = bearer(request);
    return {
      success: true as const,
      message: `Switched back to admin: ${user.name}`,
      token,
      data: { user, token, active_website: user.active_website_id, is_admin: true },
    };
  });

  app.get('/admin/audit-log', { config: admin, schema: { ...schema, querystring: auditLogQuery, response: { 200: auditLogResponse } } }, async (request) => ({
    success: true as const,
    ...(await audit.list(request.query)),
  }));

  app.get('/admin/email-preview', { config: admin, schema: { ...schema, response: { 200: emailPreviewsResponse } } }, async () => ({ success: true as const, data: mail.previews() }));

  app.get('/admin/mail-outbox', { config: admin, schema: { ...schema, querystring: mailOutboxQuery, response: { 200: mailOutboxResponse } } }, async (request) => ({
    success: true as const,
    ...(await mail.outbox(request.query)),
  }));

  app.post('/admin/mail-outbox/:id/resend', { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: mailResendResponse } } }, async (request) => ({
    success: true as const,
    message: 'Message queued again.',
    data: await mail.resend(call(request), request.params.id),
  }));
};
