// Version history storage (issue 23): 1,000 edits of a typical site through the API, with the
// burst timer shortened (SNAPSHOT_QUIET_MS=20) and a pause after each edit longer than it, so
// every edit becomes a snapshot of its own (the worst case: in real use a burst of edits is one).
// The owner is on Premium, which keeps a year of versions, so retention deletes none of them.
// Prints the bytes the website's snapshots take, beside one uncompressed Folio JSON export of it.
//   npm run build && npx tsx bench/snapshots.ts [--edits 1000]
import { brotliCompressSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getDemoWebsite } from '../packages/templates/src/index';
import { createPglite } from '../apps/server/src/platform/db/client';
import { signUp, startServer } from './support';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const edits = arg('edits', 1000);
const QUIET_MS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The test checkout (refused in production unless allowed) makes the bench's owner premium.
const server = await startServer({ SNAPSHOT_QUIET_MS: String(QUIET_MS), ALLOW_TEST_CHECKOUT: 'true' });
let stopped = false;
try {
  const { api, token } = await signUp(server);
  const must = async (method: string, url: string, body?: unknown) => {
    const answer = await api(method, url, body);
    if (answer.status >= 300) throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    return answer.json;
  };
  // Premium through the test checkout: a year of versions, so none is trimmed.
  const session = (await must('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly' })) as { data: { session_id: string } };
  await must('POST', `/api/checkout/sessions/${session.data.session_id}/complete`);

  // A typical site: the Modern template's demo (experiences, education, skills, projects, template data), imported.
  const demo = getDemoWebsite('modern');
  const imported = (await must('POST', '/api/websites/import', { format: 'folio-website', version: 1, exported_at: new Date().toISOString(), website: demo })) as {
    website: { id: number; version: number; experiences: Array<{ id: number; description: string }>; template_data: Record<string, unknown> | null };
  };
  const site = imported.website;
  let version = site.version;
  const experiences = site.experiences.map((item) => item.id);
  const data = site.template_data ?? {};

  let projectId: number | null = null;
  const started = performance.now();
  for (let round = 0; round < edits; round += 1) {
    const step = round % 8;
    let answer: Record<string, unknown>;
    if (step === 0) answer = await must('PATCH', `/api/websites/${site.id}/builder`, { version, intro: `Product engineer, round ${round}` });
    else if (step === 1) answer = await must('PUT', `/api/experiences/${experiences[round % experiences.length]}`, { version, position: 'Engineer', name: 'Acme', date: 'Jan 2020 - Present', description: `Led the work of round ${round}.` });
    else if (step === 2) answer = await must('PUT', `/api/websites/${site.id}/template-data/modern`, { version, data: { ...data, tagline: `Building things, round ${round}` } });
    else if (step === 3) answer = await must('PATCH', `/api/websites/${site.id}/builder`, { version, description: `${demo.description} (round ${round})` });
    else if (step === 4) {
      answer = await must('POST', `/api/websites/${site.id}/projects`, { version, title: `Side project ${round}`, description: 'A small tool written on weekends.' });
      projectId = (answer.project as { id: number }).id;
    } else if (step === 5 && projectId) answer = await must('DELETE', `/api/projects/${projectId}?version=${version}`);
    else if (step === 6) answer = await must('POST', '/api/experiences/reorder', { website_id: site.id, version, experiences: round % 16 === 6 ? [...experiences].reverse() : experiences });
    else answer = await must('PATCH', `/api/websites/${site.id}/builder`, { version, contact: { ...demo.contact, location: `City ${round % 50}` } });
    version = (answer.website_version as number | undefined) ?? (answer.website as { version: number }).version;
    // Longer than the quiet period: this edit's snapshot is taken before the next one.
    await pause(QUIET_MS * 3);
  }
  const editing = performance.now() - started;
  await pause(1000);
  const file = await fetch(`${server.url}/api/websites/${site.id}/export?format=json`, { headers: { authorization: `Bearer ${token}` } });
  const pretty = await file.text();
  const compact = JSON.stringify(JSON.parse(pretty));

  // The database is the server's own (PGlite): read it once the server has stopped.
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
  stopped = true;
  const pglite = await createPglite({ dataDir: path.join(server.dataDir, 'db') });
  const one = async <T>(query: string) => ((await pglite.query<T>(query, [])).rows[0] as T);
  const stored = await one<{ bytes: string; blobs: string; whole: string }>(
    `select coalesce(sum(octet_length(data)), 0)::bigint as bytes, count(*)::int as blobs, count(*) filter (where base_id is null)::int as whole from website_snapshot_blobs where website_id = ${site.id}`,
  );
  const snapshots = await one<{ count: string }>(`select count(*)::int as count from website_snapshots where website_id = ${site.id}`);
  const kinds = (await pglite.query<{ kind: string; count: number }>(`select kind, count(*)::int as count from website_snapshots where website_id = ${site.id} group by kind order by kind`, [])).rows;
  const onDisk = await one<{ bytes: string }>(`select (pg_total_relation_size('website_snapshots') + pg_total_relation_size('website_snapshot_blobs'))::bigint as bytes`);
  await pglite.close();

  const count = Number(snapshots.count);
  const bytes = Number(stored.bytes);
  console.log(`\nVersion history storage: ${edits} edits of one site (Modern demo), SNAPSHOT_QUIET_MS=${QUIET_MS}, ${(editing / 1000).toFixed(1)} s of editing\n`);
  console.log(`  snapshots written                ${count} (${kinds.map((row) => `${row.kind} ${row.count}`).join(', ')})`);
  console.log(`  blobs stored                     ${stored.blobs} (${stored.whole} whole, ${Number(stored.blobs) - Number(stored.whole)} deltas)`);
  console.log(`  snapshot data stored             ${kb(bytes)}  (${(bytes / Math.max(1, count)).toFixed(0)} bytes a snapshot)  ${bytes < 1024 * 1024 ? 'under' : 'OVER'} the 1 MB target`);
  console.log(`  both tables on disk, with indexes ${kb(Number(onDisk.bytes))}  (rows, pages and indexes; this site's alone)`);
  console.log(`\n  reference: one Folio JSON export  ${kb(pretty.length)} as downloaded, ${kb(compact.length)} compact, ${kb(brotliCompressSync(compact).length)} brotli`);
  console.log(`  reference: ${count} whole brotli copies would take ${kb(count * brotliCompressSync(compact).length)}; ${count} uncompressed exports ${kb(count * compact.length)}`);
} finally {
  if (!stopped) await server.stop();
  else await fs.rm(server.dataDir, { recursive: true, force: true });
}
