// Many people editing at once (issue 15): N signed-in users, each saving their own website's
// experience in a loop with the version the last save returned, all at the same time. Reports the
// save latency and, as the reference measured in the same run, one user saving alone.
//   npm run build && npx tsx bench/concurrent-editors.ts [--editors 50] [--saves 20]
// With DATABASE_URL and REDIS_URL set, Folio runs on PostgreSQL and Redis (in a database the bench
// creates and drops); otherwise on its embedded PGlite.
import { percentile, productionDatabase, signUp, startServer } from './support';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const editors = arg('editors', 50);
const saves = arg('saves', 20);

const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms  (n=${values.length})`;

async function database() {
  const production = await productionDatabase('editors');
  return production ? { ...production, label: 'PostgreSQL + Redis' } : { env: {} as Record<string, string>, label: 'PGlite (embedded)', drop: async () => {} };
}

type Api = Awaited<ReturnType<typeof signUp>>['api'];

/** A user with one website and one experience; `save` writes it once and returns the latency. */
async function editor(api: Api) {
  const created = await api('POST', '/api/websites', { name: 'Bench Portfolio' });
  const website = created.json.website as { id: number; version: number };
  const added = await api('POST', `/api/websites/${website.id}/experiences`, { version: website.version, position: 'Engineer', name: 'Acme', date: 'Jan 2020 - Present' });
  const experienceId = (added.json.experience as { id: number }).id;
  let version = added.json.website_version as number;
  return async (round: number) => {
    const started = performance.now();
    const answer = await api('PUT', `/api/experiences/${experienceId}`, { version, position: 'Engineer', name: 'Acme', date: 'Jan 2020 - Present', description: `Round ${round}.` });
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    version = answer.json.website_version as number;
    return performance.now() - started;
  };
}

const { env, label, drop } = await database();
// Each editor signs up from an address of its own (sign-ups are limited per address).
const server = await startServer({ ...env, TRUST_PROXY: 'true' });
try {
  const people = [];
  for (let i = 0; i < editors; i += 1) people.push(await editor((await signUp(server, `editor.${i}.${Date.now()}@example.com`, `192.0.2.${1 + i}`)).api));

  const alone: number[] = [];
  for (let round = -5; round < saves; round += 1) {
    const ms = await people[0]!(round);
    if (round >= 0) alone.push(ms);
  }
  // Everyone's first save at the same moment, each on a new connection (the client dropped its
  // idle ones during the sign-ups): reported apart from the steady state that follows.
  const first = await Promise.all(people.map((save) => save(-1)));
  const together: number[] = [];
  const started = performance.now();
  await Promise.all(
    people.map(async (save) => {
      for (let round = 0; round < saves; round += 1) together.push(await save(round));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}, ${editors} editors x ${saves} saves`);
  console.log(`  one editor alone (reference)  ${summary(alone)}`);
  console.log(`  first saves, all at once      ${summary(first)}`);
  console.log(`  ${editors} editors at once         ${summary(together)}; ${(together.length / seconds).toFixed(0)} saves/s`);
} finally {
  await server.stop();
  await drop();
}
