import type { FastifyInstance } from 'fastify';
import type { AdminUserService } from './admin-users.service';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POSTs that change nothing: tickets to open a stream or a preview, which are reads by other means. */
const readTickets = new Set(['/api/notifications/stream-ticket', '/api/sites/access-ticket', '/api/admin/impersonate/stop']);

/**
 * Every change made through an impersonation session goes to the audit log with both identities
 * (the admin as actor, the user as target): method, route, address and answer. Reads are in the
 * request log only, which names both on every line (auth.hook.ts).
 */
export function registerImpersonationAudit(app: FastifyInstance, users: AdminUserService) {
  app.addHook('onResponse', async (request, reply) => {
    const session = request.signedIn;
    if (!session || session.impersonatorId === null || reads.has(request.method)) return;
    if (readTickets.has(request.routeOptions.url ?? '')) return;
    try {
      await users.recordImpersonatedRequest(
        session.impersonatorId,
        session.user,
        { method: request.method, route: request.routeOptions.url ?? null, url: request.url.slice(0, 500), status: reply.statusCode },
        { ip: request.ip, requestId: request.id },
      );
    } catch (error) {
      request.log.error({ err: error }, 'could not write the impersonation audit entry');
    }
  });
}
