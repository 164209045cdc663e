// The dashboard's data on load (issue 7): one user with 10 websites (each with sections) and 1,000
// notifications; every call the dashboard makes when it opens, timed one request at a time against the
// built server in production mode (PGlite in a fresh data directory). Target: p95 under 50 ms per call.
//   npm run build && npx tsx bench/dashboard.ts [--requests 200]
//
// The 1,000 notifications are written with one multi-row INSERT through the app's own database
// module and schema while the server is stopped (PGlite allows one process at a time), then the
// server is started again on the same data directory.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { notifications } from '../apps/server/src/features/notifications/notifications.tables';
import { users } from '../apps/server/src/features/auth/auth.tables';
import { percentile, signUp, startServer, type RunningServer } from './support';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const requests = arg('requests', 200);
const websiteCount = 10;
const notificationCount = 1000;

async function stopKeepingData(server: RunningServer) {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

let server = await startServer();
// The first server's data directory is reused by the second (startServer makes one of its own each time).
const dataDir = server.dataDir;
const unused: string[] = [];
let email = '';
try {
  // 1. The account, on Premium (10 websites), paid through the test checkout.
  email = `bench.dashboard.${Date.now()}@example.com`;
  const { api } = await signUp(server, email);
  const checkout = await api('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly', flow: 'upgrade' });
  const sessionId = (checkout.json.data as { session_id: string }).session_id;
  const paid = await api('POST', `/api/checkout/sessions/${sessionId}/complete`);
  if (paid.status !== 200) throw new Error(`checkout: ${paid.status} ${JSON.stringify(paid.json)}`);

  // 2. Ten websites, each with experiences, educations, skills and projects.
  for (let index = 0; index < websiteCount; index += 1) {
    const created = await api('POST', '/api/websites', { name: `Bench Portfolio ${index + 1}`, intro: `Engineer number ${index + 1}` });
    if (created.status !== 201) throw new Error(`create website: ${created.status} ${JSON.stringify(created.json)}`);
    const website = created.json.website as { id: number; version: number };
    let version = website.version;
    const add = async (key: string, body: Record<string, unknown>) => {
      const answer = await api('POST', `/api/websites/${website.id}/${key}`, { ...body, version });
      if (answer.status !== 201) throw new Error(`add ${key}: ${answer.status} ${JSON.stringify(answer.json)}`);
      version = answer.json.website_version as number;
    };
    for (let item = 0; item < 3; item += 1) await add('experiences', { position: `Engineer ${item}`, name: 'Acme', date: 'Jan 2020 - Present', description: 'Built things.' });
    await add('educations', { degree: 'BSc Computer Science', name: 'TU Delft', date: '2012 - 2016' });
    await add('skills', { title: 'Languages', info: [{ name: 'TypeScript', level: 'expert' }] });
    for (let item = 0; item < 2; item += 1) await add('projects', { title: `Project ${item}`, description: 'A project.', technologies: ['React'] });
  }

  // 3. 1,000 notifications, in one INSERT, with the server stopped.
  await stopKeepingData(server);
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('bench user not found');
  const types = ['contact_request', 'website_published', 'subscription_updated', 'domain_verified'] as const;
  const now = Date.now();
  await handle.db.insert(notifications).values(
    Array.from({ length: notificationCount }, (_, index) => ({
      user_id: user.id,
      type: types[index % types.length]!,
      title: `Notification ${index + 1}`,
      message: `Something happened to one of your websites (${index + 1}).`,
      action_url: '/dashboard',
      // A third read, spread over the last 40 days.
      read_at: index % 3 === 0 ? new Date(now - index * 3_000_000 + 60_000) : null,
      created_at: new Date(now - index * 3_000_000),
    })),
  );
  await handle.close();
  server = await startServer({ DATA_DIR: dataDir });
  unused.push(server.dataDir);
  const { api: signedIn } = await signIn(server, email);

  // 4. The dashboard's calls on load, each timed sequentially (after warm-up rounds).
  const calls = ['/api/user', '/api/websites', '/api/subscription/current', '/api/notifications?page=1', '/api/notifications/unread-count'];
  const check = await signedIn('GET', '/api/websites');
  const listed = (check.json.websites as unknown[]).length;
  const notes = await signedIn('GET', '/api/notifications/unread-count');
  console.log(`Data: ${listed} websites with sections, ${notificationCount} notifications (${JSON.stringify(notes.json)}).`);
  // Round-robin, as the dashboard asks for them: a burst of load from elsewhere on the machine then
  // lands on every call alike instead of on whichever call happened to be measured at the time.
  const times = new Map(calls.map((call) => [call, [] as number[]]));
  for (let round = -20; round < requests; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      const answer = await signedIn('GET', call);
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${call}: ${answer.status} ${JSON.stringify(answer.json)}`);
      if (round >= 0) times.get(call)!.push(elapsed);
    }
  }
  const rows = calls.map((call) => {
    const values = times.get(call)!;
    return { call: `GET ${call}`, p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99), max: Math.max(...values) };
  });
  const width = Math.max(...rows.map((row) => row.call.length));
  console.log(`\n${'call'.padEnd(width)}   p50 ms   p95 ms   p99 ms   max ms   p95 < 50 ms   (n=${requests} each, sequential)`);
  for (const row of rows) {
    const cells = [row.p50, row.p95, row.p99, row.max].map((value) => value.toFixed(1).padStart(6));
    console.log(`${row.call.padEnd(width)}   ${cells.join('   ')}   ${row.p95 < 50 ? 'met' : 'NOT met'}`);
  }
} finally {
  if (server.process.exitCode === null) await stopKeepingData(server);
  await Promise.all([dataDir, ...unused].map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

/** Signs in again after the restart (the earlier session's token is still valid, but this proves the login). */
async function signIn(running: RunningServer, address: string) {
  const response = await fetch(`${running.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, password: 'bench password 123' }),
  });
  const { token } = (await response.json()) as { token: string };
  if (!token) throw new Error(`login: ${response.status}`);
  const api = async (method: string, url: string) => {
    const answer = await fetch(`${running.url}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };
  return { api };
}
