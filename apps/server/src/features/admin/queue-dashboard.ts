import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { escapeHtml } from '../../platform/html';
import type { FailedJob, Jobs, LocalJobView } from '../../platform/jobs';
import { createSealer } from '../../platform/sealed';
import type { UserRow } from '../auth/auth.tables';

/**
 * The queue dashboard (platform.md: the sidebar's Queue Dashboard, POST /admin/horizon-access).
 * The SPA posts for a link and opens it in a new tab; the link carries a ticket good for one
 * minute, which the dashboard trades for a cookie of 30 minutes scoped to its path. Every request
 * under it checks that cookie and that its admin is still an active admin. With REDIS_URL it is
 * Bull Board on the BullMQ queue every process shares; on the embedded queue, a read-only page of
 * this process's jobs: waiting, active, held back for a retry, failed with their errors.
 */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';
const COOKIE = 'folio_queues';
const TICKET_SECONDS = 60;
const COOKIE_SECONDS = 30 * 60;
const grant = z.object({ admin: z.number().int() });
const BOARD_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

interface Deps {
  jobs: Jobs;
  secret: string;
  appUrl: string;
  findUser: (id: number) => Promise<UserRow | undefined>;
}

const isActiveAdmin = (user: UserRow | undefined) => user !== undefined && user.role === 'admin' && user.deactivated_at === null;

/** POST /api/admin/horizon-access: a one-minute link to the dashboard, for an admin's request made by the app. */
export const queueDashboardAccessRoutes: FastifyPluginAsync<{ secret: string }> = async (fastify, { secret }) => {
  const tickets = createSealer(secret, 'queue-dashboard-ticket');
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/admin/horizon-access',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'A link to the queue dashboard, good for one minute (send X-Requested-With: XMLHttpRequest)',
        response: { 200: z.object({ success: z.literal(true), url: z.string() }) },
      },
    },
    async (request) => {
      // The CSRF header: a page on another site cannot send it without CORS, which the API does not allow.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden('This request must come from the Folio app.');
      const ticket = await tickets.seal({ admin: request.user.id }, TICKET_SECONDS);
      return { success: true as const, url: `${QUEUE_DASHBOARD_PATH}/enter?ticket=${encodeURIComponent(ticket)}` };
    },
  );
};

/** The dashboard itself, on the app's origin outside /api. */
export async function registerQueueDashboard(app: FastifyInstance, deps: Deps) {
  const tickets = createSealer(deps.secret, 'queue-dashboard-ticket');
  const cookies = createSealer(deps.secret, 'queue-dashboard');
  const secure = deps.appUrl.startsWith('https:');
  const refuse = (reply: FastifyReply) =>
    reply
      .status(403)
      .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" })
      .send(page('Queue dashboard', '<p>Open the queue dashboard from the admin area of Folio: Administration, then Queue Dashboard.</p>'));

  await app.register(async (scope) => {
    scope.get('/enter', async (request: FastifyRequest<{ Querystring: { ticket?: unknown } }>, reply) => {
      const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : undefined;
      const opened = await tickets.open(ticket, grant);
      if (!opened || !isActiveAdmin(await deps.findUser(opened.admin))) return refuse(reply);
      void reply.setCookie(COOKIE, await cookies.seal({ admin: opened.admin }, COOKIE_SECONDS), {
        path: QUEUE_DASHBOARD_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: COOKIE_SECONDS,
      });
      return reply.header('cache-control', 'no-store').redirect(`${QUEUE_DASHBOARD_PATH}/`, 303);
    });

    scope.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === `${QUEUE_DASHBOARD_PATH}/enter`) return;
      const opened = await cookies.open(request.cookies[COOKIE], grant);
      if (!opened || !isActiveAdmin(await deps.findUser(opened.admin))) return refuse(reply);
    });

    const inspection = deps.jobs.inspect();
    if (inspection.kind === 'bullmq') {
      const board = new FastifyAdapter();
      board.setBasePath(QUEUE_DASHBOARD_PATH);
      createBullBoard({ queues: [new BullMQAdapter(inspection.queue)], serverAdapter: board, options: { uiConfig: { boardTitle: 'Folio queue' } } });
      // Its own files only: nothing is fetched from another origin (its page names a web font elsewhere).
      scope.addHook('onSend', async (_request, reply) => {
        void reply.headers({ 'content-security-policy': BOARD_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
      });
      await scope.register(board.registerPlugin());
      return;
    }
    scope.get('/', (_request, reply) =>
      reply
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        })
        .send(localPage(deps.jobs)),
    );
  }, { prefix: QUEUE_DASHBOARD_PATH });
}

function localPage(jobs: Jobs): string {
  const inspection = jobs.inspect();
  if (inspection.kind !== 'local') return '';
  const time = (date: Date) => escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC');
  const jobRow = (job: LocalJobView) =>
    `<tr><td>${escapeHtml(job.name)}</td><td><code>${escapeHtml(job.key)}</code></td><td>${job.attempt} of ${job.attempts}</td><td>${job.dueAt ? time(job.dueAt) : ''}</td></tr>`;
  const failedRow = (job: FailedJob) =>
    `<tr><td>${escapeHtml(job.name)}</td><td><code>${escapeHtml(job.key ?? '')}</code></td><td>${job.attempts}</td><td>${time(job.failedAt)}</td><td class="error">${escapeHtml(job.error)}</td></tr>`;
  const table = (title: string, head: string[], rows: string[], empty: string) =>
    `<section><h2>${title} <span class="count">${rows.length}</span></h2>${
      rows.length === 0
        ? `<p class="empty">${empty}</p>`
        : `<div class="scroll"><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`
    }</section>`;
  const jobHead = ['Job', 'Key', 'Attempt', 'Due'];
  return page(
    'Queue dashboard',
    `<p class="intro">The embedded queue of this server process, read-only: jobs run here one at a time and retry with a doubling back-off. Set <code>REDIS_URL</code> for BullMQ, shared by every process, and Bull Board here. Shown ${time(new Date())}; <a href="${QUEUE_DASHBOARD_PATH}/">refresh</a>.</p>` +
      table('Active', jobHead, inspection.active.map(jobRow), 'No job is running.') +
      table('Waiting', jobHead, inspection.waiting.map(jobRow), 'No job is waiting.') +
      table('Held back for a retry or a delay', jobHead, inspection.delayed.map(jobRow), 'No job is held back.') +
      table('Failed (the latest 20)', ['Job', 'Key', 'Attempts', 'Failed at', 'Error'], inspection.failed.map(failedRow), 'No job has failed since this process started.'),
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Folio</title><style>
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#fff;--err:#b91c1c}
@media (prefers-color-scheme:dark){:root{--fg:#f1f5f9;--muted:#cbd5e1;--line:#334155;--bg:#0f172a;--err:#fca5a5}}
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}main{max-width:72rem;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 8px}h2{font-size:17px;margin:28px 0 8px}.count{color:var(--muted);font-weight:400}.intro,.empty{color:var(--muted)}
a{color:inherit}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:8px;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:500}code{font-size:13px;word-break:break-all}.error{color:var(--err);white-space:pre-wrap;word-break:break-word}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
