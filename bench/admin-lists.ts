// The admin lists at scale (issue 18): 10,000 users, 20,000 websites, 3,000 subscriptions (with
// their history: ~4,000 subscription events), 4,000 CV uploads, 30,000 visitor counts, 10,000 audit
// entries, 10,000 waiting-list addresses, 20,000 outbox messages and 5,000 support tickets, 200 offers (and, for
// /admin/analytics, 240,000 page-view rollup rows over a year, 2,000 more onboarding sessions of
// every kind, 5,000 blog posts and 500 custom domains); each admin list call (and the dashboard's and
// analytics' calls) timed one request at a time against the built server in production mode
// (PGlite in a fresh data directory), beside two references measured in the same run: GET /healthz
// and GET /api/user (one indexed session lookup). Target: p95 under 100 ms per list call.
//   npm run build && npx tsx bench/admin-lists.ts [--requests 100] [--users 10000]
//
// The rows are written with multi-row INSERTs (1,000 a statement) through the app's own database
// module and schema while the server is stopped (PGlite allows one process at a time); the server
// is then started again on the same data directory.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { adminAuditLog } from '../apps/server/src/features/admin/admin.tables';
import { subscriptionEvents } from '../apps/server/src/features/billing/billing.tables';
import { waitingList } from '../apps/server/src/features/admin/waiting-list.tables';
import { pageViewRollups, websiteVisitors } from '../apps/server/src/features/analytics/analytics.tables';
import { customDomains } from '../apps/server/src/features/domains/domains.tables';
import { blogPosts } from '../apps/server/src/features/sections/sections.tables';
import { users } from '../apps/server/src/features/auth/auth.tables';
import { onboardingSessions } from '../apps/server/src/features/onboarding/onboarding.tables';
import { subscriptions } from '../apps/server/src/features/subscriptions/subscriptions.tables';
import { supportMessages, supportTickets } from '../apps/server/src/features/support/support.tables';
import { mailOutbox } from '../apps/server/src/platform/db/platform.tables';
import { offers } from '../apps/server/src/features/offers/offers.tables';
import { websites } from '../apps/server/src/features/websites/websites.tables';
import { defaultAnalyticsConfig } from '../apps/server/src/features/websites/websites.service';
import { emptyContact, mrrCents, type ParsedCv } from '@folio/schema';
import { templates } from '@folio/templates';
import { percentile, startServer, type RunningServer } from './support';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const requests = arg('requests', 100);
const userCount = arg('users', 10_000);
const websiteCount = userCount * 2;
const DAY = 86_400_000;
const adminEmail = 'admin@bench.test';

async function stopKeepingData(server: RunningServer) {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

/** Inserts rows 1,000 to a statement. */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

const firstNames = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Margaret', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim', 'Katherine'];
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Dijkstra', 'Hamilton', 'Knuth', 'Allen', 'Thompson', 'Perlman', 'Berners-Lee', 'Johnson'];

let server = await startServer();
const dataDir = server.dataDir;
const unused: string[] = [];
try {
  await stopKeepingData(server);
  const seedStarted = performance.now();
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const { db } = handle;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) throw new Error('the seeded admin is missing');
  const now = Date.now();
  const plans = ['free', 'free', 'free', 'free', 'pro', 'premium'] as const;

  // 1. Users over the last two years, a tenth unverified, one in fifty deactivated.
  await insertAll(
    Array.from({ length: userCount }, (_, index) => ({
      name: `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]} ${index}`,
      email: `user${index}@bench.example`,
      password_hash: '!',
      current_plan: plans[index % plans.length]!,
      email_verified_at: index % 10 === 0 ? null : new Date(now - (index % 700) * DAY + 3_600_000),
      deactivated_at: index % 50 === 0 ? new Date(now - DAY) : null,
      created_at: new Date(now - (index % 700) * DAY),
    })),
    (batch) => db.insert(users).values(batch),
  );
  const ids = (await db.select({ id: users.id }).from(users).where(sql`${users.email} like '%@bench.example'`).orderBy(users.id)).map((row) => row.id);

  // 2. Two websites a user, a third published.
  await insertAll(
    Array.from({ length: websiteCount }, (_, index) => ({
      user_id: ids[index % ids.length]!,
      name: `Portfolio ${index}`,
      subdomain: `bench-site-${index}`,
      contact: emptyContact,
      analytics_config: defaultAnalyticsConfig,
      status: index % 3 === 0 ? ('published' as const) : ('draft' as const),
      template_slug: templates[index % templates.length]!.slug,
      created_at: new Date(now - (index % 700) * DAY),
    })),
    (batch) => db.insert(websites).values(batch),
  );
  const siteIds = (await db.select({ id: websites.id }).from(websites).orderBy(websites.id).limit(3000)).map((row) => row.id);

  // 3. Subscriptions of the pro and premium users (one in ten canceled), CV uploads, visitors, audit entries.
  const paid = ids.filter((_, index) => plans[index % plans.length] !== 'free').slice(0, 3000);
  await insertAll(
    paid.map((userId, index) => ({
      user_id: userId,
      plan: index % 2 === 0 ? ('pro' as const) : ('premium' as const),
      status: index % 10 === 0 ? ('canceled' as const) : ('active' as const),
      billing_cycle: index % 4 === 0 ? ('yearly' as const) : ('monthly' as const),
      provider: 'test' as const,
      created_at: new Date(now - (index % 400) * DAY),
      updated_at: new Date(now - (index % 40) * DAY),
    })),
    (batch) => db.insert(subscriptions).values(batch),
  );
  // Their history: each started (paid at once) when it was made, the canceled ones ended when last changed.
  const made = await db.select().from(subscriptions).orderBy(subscriptions.id);
  await insertAll(
    made.flatMap((row) => {
      const started = { subscription_id: row.id, user_id: row.user_id, type: 'started' as const, plan: row.plan, billing_cycle: row.billing_cycle, provider: row.provider };
      const paying = mrrCents({ ...row, status: 'active' });
      return [
        { ...started, status: 'active' as const, mrr_cents: paying, previous_mrr_cents: 0, occurred_at: row.created_at },
        ...(row.status === 'canceled' ? [{ ...started, type: 'canceled' as const, status: 'canceled' as const, mrr_cents: 0, previous_mrr_cents: paying, occurred_at: row.updated_at }] : []),
      ];
    }),
    (batch) => db.insert(subscriptionEvents).values(batch),
  );
  await insertAll(
    Array.from({ length: 4000 }, (_, index) => ({
      user_id: ids[index % ids.length]!,
      source: { kind: 'file' as const, stored_path: `cvs/${index.toString(16).padStart(64, '0')}.pdf`, file_name: `cv-${index}.pdf`, format: ['pdf', 'pdf', 'docx', 'doc'][index % 4]!, bytes: 120_000 },
      job_state: index % 12 === 0 ? ('failed' as const) : ('done' as const),
      error: index % 12 === 0 ? 'The PDF has no text layer and OCR found none.' : null,
      created_at: new Date(now - (index % 365) * DAY),
    })),
    (batch) => db.insert(onboardingSessions).values(batch),
  );
  await insertAll(
    Array.from({ length: 30_000 }, (_, index) => ({
      website_id: siteIds[index % siteIds.length]!,
      day: new Date(now - Math.floor(index / siteIds.length) * DAY).toISOString().slice(0, 10),
      visitors: 1 + (index % 7),
    })),
    (batch) => db.insert(websiteVisitors).values(batch).onConflictDoNothing(),
  );
  // For /admin/analytics: onboarding of every kind (a third linked to the website it made), a year of
  // page-view rollups of 3,000 sites (every 18 days, four dimensions), blog posts and custom domains.
  const kinds = [{ kind: 'text' as const }, { kind: 'linkedin' as const }, { kind: 'json_resume' as const }, null, null];
  await insertAll(
    Array.from({ length: 2000 }, (_, index) => ({
      user_id: ids[index % ids.length]!,
      source: kinds[index % kinds.length],
      path: kinds[index % kinds.length] ? ('upload' as const) : index % 2 === 0 ? ('template' as const) : ('scratch' as const),
      parsed_cv: kinds[index % kinds.length] && index % 7 !== 0 ? ({} as ParsedCv) : null,
      job_state: index % 7 === 0 ? ('failed' as const) : ('done' as const),
      error: index % 7 === 0 ? 'CV parsing failed: no sections found.' : null,
      website_id: index % 3 === 0 ? siteIds[index % siteIds.length]! : null,
      created_at: new Date(now - (index % 365) * DAY),
    })),
    (batch) => db.insert(onboardingSessions).values(batch),
  );
  const rollupDimensions = [
    { dimension: 'total' as const, value: '' },
    { dimension: 'path' as const, value: '/' },
    { dimension: 'device' as const, value: 'desktop' },
    { dimension: 'referrer' as const, value: '' },
  ];
  await insertAll(
    Array.from({ length: 60_000 }, (_, index) => ({ website_id: siteIds[index % siteIds.length]!, day: new Date(now - Math.floor(index / siteIds.length) * 18 * DAY).toISOString().slice(0, 10), views: 1 + (index % 40) })).flatMap(
      (row) => rollupDimensions.map((dimension) => ({ ...row, ...dimension })),
    ),
    (batch) => db.insert(pageViewRollups).values(batch).onConflictDoNothing(),
  );
  await insertAll(
    Array.from({ length: 5000 }, (_, index) => ({
      website_id: siteIds[index % siteIds.length]!,
      title: `Post ${index}`,
      slug: `post-${index}`,
      content: '<p>Hello</p>',
      status: index % 4 === 0 ? ('draft' as const) : ('published' as const),
      published_at: index % 4 === 0 ? null : new Date(now - (index % 365) * DAY),
    })),
    (batch) => db.insert(blogPosts).values(batch),
  );
  await insertAll(
    Array.from({ length: 500 }, (_, index) => ({
      website_id: siteIds[index]!,
      domain: `bench-${index}.example`,
      verification_token: `token-${index}`,
      status: index % 2 === 0 ? ('active' as const) : ('pending_verification' as const),
      verified_at: index % 2 === 0 ? new Date(now - (index % 200) * DAY) : null,
    })),
    (batch) => db.insert(customDomains).values(batch),
  );
  const actions = ['user.verify', 'user.deactivate', 'user.activate', 'user.grant_plan', 'user.password_reset', 'impersonation.start', 'impersonation.request', 'impersonation.stop'];
  await insertAll(
    Array.from({ length: 10_000 }, (_, index) => {
      const target = index % ids.length;
      return {
        action: actions[index % actions.length]!,
        actor_id: admin.id,
        actor_email: adminEmail,
        target_type: 'user',
        target_id: ids[target]!,
        target_label: `user${target}@bench.example`,
        details: {},
        created_at: new Date(now - (10_000 - index) * 60_000),
      };
    }),
    (batch) => db.insert(adminAuditLog).values(batch),
  );

  // 4. The waiting list (a third invited, half of them with an account), the outbox (one in twenty failed) and the support inbox.
  await insertAll(
    Array.from({ length: 10_000 }, (_, index) => ({
      email: index % 6 === 0 ? `user${index}@bench.example` : `waiting${index}@bench.example`,
      source: index % 2 === 0 ? ('landing' as const) : ('app' as const),
      created_at: new Date(now - (10_000 - index) * 600_000),
      invited_at: index % 3 === 0 ? new Date(now - (10_000 - index) * 300_000) : null,
      invited_by: index % 3 === 0 ? admin.id : null,
    })),
    (batch) => db.insert(waitingList).values(batch),
  );
  const mailKinds = ['verify-email', 'password-reset', 'beta-invitation', 'support-reply'];
  await insertAll(
    Array.from({ length: 20_000 }, (_, index) => ({
      to_address: `user${index % userCount}@bench.example`,
      subject: `Message ${index}`,
      html: `<p>Message ${index}</p>`,
      text: `Message ${index}`,
      kind: mailKinds[index % mailKinds.length]!,
      status: index % 20 === 0 ? ('failed' as const) : ('stored' as const),
      attempts: index % 20 === 0 ? 3 : 1,
      error: index % 20 === 0 ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      created_at: new Date(now - (20_000 - index) * 60_000),
    })),
    (batch) => db.insert(mailOutbox).values(batch),
  );
  const statuses = ['open', 'answered', 'closed'] as const;
  await insertAll(
    Array.from({ length: 5_000 }, (_, index) => ({
      user_id: index % 4 === 0 ? null : ids[index % ids.length]!,
      name: `Support ${index}`,
      email: `user${index % userCount}@bench.example`,
      subject: `Help with my site ${index}`,
      category: 'website' as const,
      status: statuses[index % statuses.length]!,
      priority: index % 5 === 4,
      created_at: new Date(now - (5_000 - index) * 3_600_000),
      updated_at: new Date(now - (5_000 - index) * 1_800_000),
    })),
    (batch) => db.insert(supportTickets).values(batch),
  );
  const ticketIds = (await db.select({ id: supportTickets.id }).from(supportTickets).orderBy(supportTickets.id)).map((row) => row.id);
  await insertAll(
    ticketIds.flatMap((ticketId, index) => [
      { ticket_id: ticketId, author: 'user' as const, body: `The question of ticket ${index}.` },
      ...(index % 3 === 0 ? [] : [{ ticket_id: ticketId, author: 'admin' as const, admin_id: admin.id, body: `The answer to ticket ${index}.` }]),
    ]),
    (batch) => db.insert(supportMessages).values(batch),
  );
  // 5. Special Offers: 200 codes, a seventh ended, a third used up.
  await insertAll(
    Array.from({ length: 200 }, (_, index) => ({
      code: `BENCH${index}`,
      description: `Bench offer ${index}`,
      percent_off: index % 2 === 1 ? 10 + (index % 50) : null,
      amount_off_cents: index % 2 === 1 ? null : 500,
      active: index % 7 !== 0,
      max_redemptions: index % 3 === 0 ? 100 : null,
      redemptions: index % 3 === 0 ? 100 : index,
    })),
    (batch) => db.insert(offers).values(batch),
  );
  await db.execute(sql`analyze`);
  await handle.close();
  console.log(
    `Seeded ${userCount.toLocaleString()} users, ${websiteCount.toLocaleString()} websites, ${paid.length} subscriptions (${made.length} with their events), 4,000 CV uploads, 30,000 visitor counts, 10,000 audit entries, 10,000 waiting-list addresses, 20,000 outbox messages, 5,000 support tickets, 200 offers and the analytics rows (2,000 sessions, 240,000 rollups, 5,000 posts, 500 domains) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );

  server = await startServer({ DATA_DIR: dataDir });
  unused.push(server.dataDir);
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: adminEmail, password: 'bench-admin-password' }) });
  const { token } = (await login.json()) as { token: string };
  if (!token) throw new Error(`admin login: ${login.status}`);
  const get = async (url: string) => {
    const answer = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    const body = (await answer.json()) as { pagination?: { total: number } };
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body)}`);
    return body;
  };

  const middle = ids[Math.floor(ids.length / 2)]!;
  const calls: Array<{ url: string; reference?: true; list?: true; target?: true }> = [
    { url: '/healthz', reference: true },
    { url: '/api/user', reference: true },
    { url: '/api/admin/users', list: true },
    { url: `/api/admin/users?page=${Math.floor(userCount / 25 / 2)}`, list: true },
    { url: '/api/admin/users?search=lovelace', list: true },
    { url: `/api/admin/users?search=user${Math.floor(userCount * 0.77)}%40`, list: true },
    { url: '/api/admin/users?plan=pro&verified=yes&active=yes', list: true },
    { url: '/api/admin/users?active=no&page=2', list: true },
    { url: `/api/admin/users/${middle}`, list: true },
    { url: '/api/admin/websites', list: true },
    { url: `/api/admin/websites?page=${Math.floor(websiteCount / 25 / 2)}`, list: true },
    { url: '/api/admin/websites?search=bench-site-1234', list: true },
    { url: '/api/admin/websites?search=user77', list: true },
    { url: '/api/admin/websites?status=published&domain=no', list: true },
    { url: '/api/admin/audit-log', list: true },
    { url: '/api/admin/audit-log?page=200', list: true },
    { url: `/api/admin/audit-log?target=${middle}`, list: true },
    { url: '/api/admin/audit-log?action=user.grant_plan&actor=admin%40bench', list: true },
    { url: '/api/admin/subscriptions', list: true },
    { url: '/api/admin/subscriptions?page=60', list: true },
    { url: '/api/admin/subscriptions?search=lovelace', list: true },
    { url: `/api/admin/subscriptions?search=user${ids.indexOf(paid[Math.floor(paid.length / 2)]!)}%40`, list: true },
    { url: '/api/admin/subscriptions?plan=pro&status=canceled&billing_cycle=monthly', list: true },
    { url: `/api/admin/subscriptions/${made[Math.floor(made.length / 2)]!.id}`, list: true },
    { url: '/api/admin/revenue?period=30d' },
    { url: '/api/admin/revenue?period=12m' },
    { url: '/api/admin/waiting-list', list: true },
    { url: '/api/admin/waiting-list?page=200', list: true },
    { url: '/api/admin/waiting-list?search=waiting77', list: true },
    { url: '/api/admin/waiting-list?status=waiting&search=bench', list: true },
    { url: '/api/admin/mail-outbox', list: true },
    { url: '/api/admin/mail-outbox?page=400', list: true },
    { url: '/api/admin/mail-outbox?status=failed', list: true },
    { url: '/api/admin/support', list: true },
    { url: '/api/admin/support?page=100', list: true },
    { url: '/api/admin/support?status=open&priority=yes', list: true },
    { url: '/api/admin/offers', list: true },
    { url: '/api/admin/offers?state=live&search=bench1', list: true },
    { url: '/api/admin/offers/100', list: true },
    { url: '/api/admin/stats?period=30d' },
    { url: '/api/admin/stats?period=12m' },
    { url: '/api/admin/health' },
    { url: '/api/admin/analytics?period=7d', target: true },
    { url: '/api/admin/analytics?period=30d', target: true },
    { url: '/api/admin/analytics?period=12m', target: true },
  ];
  const totals = new Map<string, number | undefined>();
  for (const call of calls) totals.set(call.url, (await get(call.url)).pagination?.total);
  // Round-robin, so a burst of load from elsewhere on the machine lands on every call alike.
  const times = new Map(calls.map((call) => [call.url, [] as number[]]));
  for (let round = -10; round < requests; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      await get(call.url);
      if (round >= 0) times.get(call.url)!.push(performance.now() - started);
    }
  }
  const width = Math.max(...calls.map((call) => call.url.length)) + 4;
  console.log(`\n${'GET'.padEnd(width)}  matches   p50 ms   p95 ms   max ms   (n=${requests} each, sequential)`);
  for (const call of calls) {
    const values = times.get(call.url)!;
    const p95 = percentile(values, 95);
    const verdict = call.reference ? 'reference' : call.list || call.target ? (p95 < 100 ? 'p95 < 100 ms: met' : 'p95 < 100 ms: NOT met') : '';
    const total = totals.get(call.url);
    console.log(
      `${call.url.padEnd(width)}  ${(total === undefined ? '' : total.toLocaleString()).padStart(7)}   ${percentile(values, 50).toFixed(1).padStart(6)}   ${p95.toFixed(1).padStart(6)}   ${Math.max(...values).toFixed(1).padStart(6)}   ${verdict}`,
    );
  }
} finally {
  if (server.process.exitCode === null) await stopKeepingData(server);
  await Promise.all([dataDir, ...unused].map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
