// Serving a published site: Folio's site host (NODE_ENV=production, its Fastify routes and page
// cache) against nginx serving the same page as pre-compressed files from a directory per site
// host, with wrk on loopback (64 connections, a browser's request headers). A third contestant,
// node:http answering one constant response with the same bytes and headers
// (bench/reference-server.ts), shows what Node's HTTP layer alone costs on this machine, and a
// fourth, a bare Fastify route answering the same constant, what the framework adds to it.
//
// Runs with one process each and, when DATABASE_URL and REDIS_URL are set, with two (Folio as
// production runs it: WEB_CONCURRENCY=2 on PostgreSQL and Redis, in a database the bench creates
// and drops; nginx with 2 workers). Servers and wrk are pinned to named cores with taskset; on a
// machine with no core to spare, they share them, and the bench says so.
//
// These machines are noisy, so the contestants take turns: `--rounds` rounds of `--seconds`
// each, after a warm-up, and the figures are medians over the rounds (ratios within a round).
// Also: the render time, the cache-miss request (a write, then the first request) and the weight.
//   npm run bench:site -- [--seconds 3] [--rounds 3] [--processes 1,2] [--identity]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getDemoWebsite } from '@folio/templates';
import { renderSitePage } from '@folio/templates/server';
import { freePort, percentile, productionDatabase, root, signUp, startServer } from './support';

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds')) || 3;
const rounds = Number(option('--rounds')) || 3;
const withPostgres = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const processCounts = (option('--processes') ?? (withPostgres ? '1,2' : '1')).split(',').map(Number);
const cores = os.cpus().length;

const browser = [
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'Accept-Language: en-GB,en;q=0.9',
];
const encodings = [['gzip (as browsers ask)', [...browser, 'Accept-Encoding: gzip']] as const, ...(process.argv.includes('--identity') ? [['identity (raw)', browser] as const] : [])];

/** Servers on the first cores, wrk on the rest; when none are left, all share every core. */
function placement(processes: number) {
  const list = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);
  if (processes < cores) return { servers: list(0, processes - 1), wrk: list(processes, cores - 1), wrkThreads: cores - processes, shared: false };
  return { servers: list(0, cores - 1), wrk: list(0, cores - 1), wrkThreads: 2, shared: true };
}

interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time the server's processes spent per request: unlike req/s, other load on the machine barely moves it. */
  cpuMicroseconds: number;
  /** The cores the kernel let wrk run on, read from /proc while it ran. */
  cores: string;
}

/** CPU time (user + system, in clock ticks of 10 ms) of a process and all its descendants. */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  const children = (await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).split(' ').filter(Boolean).map(Number);
  const theirs = await Promise.all(children.map(cpuTicks));
  return theirs.reduce((sum, ticks) => sum + ticks, own);
}

const milliseconds = (text: string | undefined) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text ?? '') ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

function runPinned(cpus: string, command: string, args: string[]): Promise<{ output: string; cores: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', cpus, command, ...args]);
    let output = '';
    let allowed = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    setTimeout(() => {
      fs.readFile(`/proc/${child.pid}/status`, 'utf8').then(
        (status) => (allowed = /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1] ?? '?'),
        () => undefined,
      );
    }, 300);
    child.on('error', reject);
    child.on('exit', () => resolve({ output, cores: allowed || '?' }));
  });
}

async function wrk(serverPid: number, cpus: string, threads: number, url: string, host: string, headers: readonly string[], duration = seconds): Promise<WrkResult> {
  const ticksBefore = await cpuTicks(serverPid);
  const { output, cores: used } = await runPinned(cpus, 'wrk', [`-t${threads}`, '-c64', `-d${duration}s`, '--latency', '-H', `Host: ${host}`, ...headers.flatMap((header) => ['-H', header]), url]);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  if (!rps || !requests || /Non-2xx/.test(output)) throw new Error(`wrk failed against ${url} (Host: ${host}):\n${output}`);
  const cpuMicroseconds = (((await cpuTicks(serverPid)) - ticksBefore) * 10_000) / requests;
  return { requestsPerSecond: Number(rps), cpuMicroseconds, p50: milliseconds(/\s50%\s+(\S+)/.exec(output)?.[1]), p99: milliseconds(/\s99%\s+(\S+)/.exec(output)?.[1]), cores: used };
}

/** PostgreSQL and Redis for more than one process: a database of the bench's own, dropped at the end. */
async function productionEnvironment(processes: number): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (processes === 1) return { env: {}, drop: async () => {} };
  const production = await productionDatabase('site');
  if (!production) throw new Error('more than one process needs DATABASE_URL and REDIS_URL (Folio then runs as production does)');
  return { env: { ...production.env, WEB_CONCURRENCY: String(processes) }, drop: production.drop };
}

/** A published demo portfolio on a running Folio; returns its host and a way to change it. */
async function publishDemo(server: Awaited<ReturnType<typeof startServer>>) {
  const { api } = await signUp(server);
  const demo = getDemoWebsite('modern');
  const created = await api('POST', '/api/websites', { name: demo.name });
  const website = created.json.website as { id: number; version: number; subdomain: string };
  let version = website.version;
  const write = async (method: string, url: string, body: Record<string, unknown>) => {
    const response = await api(method, url, { ...body, version });
    version = (response.json.website_version as number | undefined) ?? response.json.website?.version ?? version + 1;
  };
  await write('PATCH', `/api/websites/${website.id}/builder`, { intro: demo.intro, description: demo.description, contact: demo.contact });
  const add = (key: string, items: Array<Record<string, unknown>>) => items.reduce((done, { id: _id, ...item }) => done.then(() => write('POST', `/api/websites/${website.id}/${key}`, item)), Promise.resolve());
  await add('experiences', demo.experiences);
  await add('educations', demo.educations);
  await add('skills', demo.skills);
  await add('projects', demo.projects);
  await add('trainings', demo.trainings);
  await write('POST', `/api/websites/${website.id}/publish`, {});
  return { demo, subdomain: website.subdomain, changeIntro: (intro: string) => write('PATCH', `/api/websites/${website.id}/builder`, { intro }) };
}

// fetch() drops a Host header, so the site is asked for with node:http.
const get = (port: number, host: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

async function benchProcesses(processes: number): Promise<Array<[string, string]>> {
  const cpus = placement(processes);
  const production = await productionEnvironment(processes);
  const server = await startServer({ ...production.env }, cpus.servers);
  const rows: Array<[string, string]> = [];
  try {
    const { demo, subdomain, changeIntro } = await publishDemo(server);
    const siteHost = `${subdomain}.localhost`;
    const host = `${siteHost}:${server.port}`;

    // Cache misses: every write drops the cached pages, so the next request renders.
    const misses: number[] = [];
    const hits: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      await changeIntro(`${demo.intro} (${round})`);
      let started = performance.now();
      await get(server.port, host);
      misses.push(performance.now() - started);
      started = performance.now();
      await get(server.port, host);
      hits.push(performance.now() - started);
    }
    const served = await get(server.port, host);
    if (served.status !== 200 || !served.body.includes(demo.name)) throw new Error(`the published site answered ${served.status}: ${served.body.toString().slice(0, 300)}`);
    const html = served.body;
    const gzipped = zlib.gzipSync(html, { level: 6 });

    // nginx: one directory per site host, the page and its gzip form beside it (gzip_static),
    // with the headers Folio sends (security, CSP, caching).
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-site-serve-'));
    await fs.mkdir(path.join(scratch, 'sites', siteHost), { recursive: true });
    await fs.writeFile(path.join(scratch, 'sites', siteHost, 'index.html'), html);
    await fs.writeFile(path.join(scratch, 'sites', siteHost, 'index.html.gz'), gzipped);
    const copied = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cache-control'];
    const addHeaders = copied.map((name) => `add_header ${name} "${String(served.headers[name] ?? '')}";`).join(' ');
    const nginxPort = await freePort();
    await fs.writeFile(
      path.join(scratch, 'nginx.conf'),
      `worker_processes ${processes}; daemon off; pid ${scratch}/nginx.pid; error_log ${scratch}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; default_type text/html; charset utf-8;
  server { listen 127.0.0.1:${nginxPort}; root ${scratch}/sites/$host; index index.html; gzip_static on; gzip_vary on; etag on; ${addHeaders} } }`,
    );
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'content-length': _length, 'content-encoding': _encoding, 'x-request-id': _id, ...folioHeaders } = served.headers;
    const referenceFile = path.join(scratch, 'reference.json');
    await fs.writeFile(referenceFile, JSON.stringify({ headers: folioHeaders, identity: html.toString('base64'), gzip: gzipped.toString('base64') }));
    const [referencePort, fastifyPort] = [await freePort(), await freePort()];
    const reference = (port: number, ...framework: string[]) =>
      spawn('taskset', ['-c', cpus.servers, process.execPath, '--import', 'tsx', path.join(root, 'bench/reference-server.ts'), String(port), String(processes), referenceFile, ...framework], { stdio: 'inherit' });
    // mkdtemp makes a private directory; nginx's workers (user nobody when run as root) must read it.
    await fs.chmod(scratch, 0o755);
    const children = [
      spawn('taskset', ['-c', cpus.servers, 'nginx', '-c', path.join(scratch, 'nginx.conf'), '-p', scratch], { stdio: 'inherit' }),
      reference(referencePort),
      reference(fastifyPort, 'fastify'),
    ];
    const contestants = [
      { name: 'Folio', port: server.port, pid: server.process.pid! },
      { name: 'nginx, same bytes from disk', port: nginxPort, pid: children[0]!.pid! },
      { name: 'node:http, constant response', port: referencePort, pid: children[1]!.pid! },
      { name: 'bare Fastify route, constant response', port: fastifyPort, pid: children[2]!.pid! },
    ];
    const wrkCores = new Set<string>();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const nginxPage = await get(nginxPort, `${siteHost}:${nginxPort}`, { 'accept-encoding': 'gzip' });
      if (nginxPage.status !== 200 || nginxPage.headers['content-encoding'] !== 'gzip') throw new Error(`nginx answered ${nginxPage.status} ${String(nginxPage.headers['content-encoding'])}`);
      for (const [label, headers] of encodings) {
        const ask = (contestant: (typeof contestants)[number], duration?: number) => wrk(contestant.pid, cpus.wrk, cpus.wrkThreads, `http://127.0.0.1:${contestant.port}/`, `${siteHost}:${contestant.port}`, headers, duration);
        for (const contestant of contestants) await ask(contestant, 1); // warm-up: JIT, connections, caches
        const results: WrkResult[][] = [];
        for (let round = 0; round < rounds; round += 1) {
          const turn: WrkResult[] = [];
          for (const contestant of contestants) turn.push(await ask(contestant));
          turn.forEach((result) => wrkCores.add(result.cores));
          results.push(turn);
        }
        const median = (values: number[]) => percentile(values, 50);
        contestants.forEach((contestant, index) => {
          const mine = results.map((turn) => turn[index]!);
          rows.push([
            `${label}: ${contestant.name}`,
            `${median(mine.map((result) => result.requestsPerSecond)).toFixed(0)} req/s, ${median(mine.map((result) => result.cpuMicroseconds)).toFixed(0)} µs CPU/req, p50 ${median(mine.map((result) => result.p50)).toFixed(2)} ms, p99 ${median(mine.map((result) => result.p99)).toFixed(2)} ms (worst round ${Math.max(...mine.map((result) => result.p99)).toFixed(2)} ms)`,
          ]);
        });
        const ratios = (a: number, b: number) => results.map((turn) => turn[a]!.requestsPerSecond / turn[b]!.requestsPerSecond);
        const target = processes === 1 ? 0.5 : 0.75;
        const percent = (values: number[]) => `${(median(values) * 100).toFixed(0)}% (rounds ${values.map((value) => (value * 100).toFixed(0)).join(', ')})`;
        // CPU per request, nginx's over Folio's: the req/s ratio to expect where both use all their cores.
        const cpuRatio = median(results.map((turn) => turn[1]!.cpuMicroseconds / turn[0]!.cpuMicroseconds));
        rows.push(
          [`${label}: Folio / nginx`, `${percent(ratios(0, 1))}; target >= ${target * 100}%, p99 < 10 ms`],
          [`${label}: Folio / nginx by CPU per request`, `${(cpuRatio * 100).toFixed(0)}% (nginx's CPU/req over Folio's: the ratio on a quiet machine when both are CPU-bound)`],
          [`${label}: Folio / node:http constant`, percent(ratios(0, 2))],
          [`${label}: Folio / bare Fastify constant`, percent(ratios(0, 3))],
          [`${label}: node:http constant / nginx`, `${percent(ratios(2, 1))} (the ceiling for any Node server)`],
        );
      }
    } finally {
      const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(exited);
      await fs.rm(scratch, { recursive: true, force: true });
    }
    rows.unshift(
      ['page (HTML with its inline CSS)', `${(html.length / 1024).toFixed(1)} KB raw, ${(gzipped.length / 1024).toFixed(1)} KB gzip (target < 60 KB)`],
      ['cache-miss request (write, then first GET), median / p95', `${percentile(misses, 50).toFixed(1)} ms / ${percentile(misses, 95).toFixed(1)} ms`],
      ['cache-hit request (single client), median', `${percentile(hits, 50).toFixed(2)} ms`],
      ['cores', `servers on ${cpus.servers}, wrk -t${cpus.wrkThreads} -c64 on ${cpus.wrk} (as read from /proc: ${[...wrkCores].join(', ')})${cpus.shared ? `: only ${cores} cores, so wrk shares them with the servers` : ''}`],
    );
    return rows;
  } finally {
    await server.stop();
    await production.drop();
  }
}

// The render alone, in this process: what a cache miss costs beyond reading the website.
const renders: number[] = [];
const demo = getDemoWebsite('modern');
for (let round = 0; round < 50; round += 1) {
  const started = performance.now();
  const rendered = renderSitePage(demo, { kind: 'home' }, { baseUrl: 'http://bench.localhost', assetBase: '/_assets', contactAction: '/contact', showBranding: true, brandingUrl: 'http://localhost', noindex: false, now: new Date().toISOString() });
  zlib.gzipSync(rendered.html, { level: 6 });
  renders.push(performance.now() - started);
}
console.log(`render + gzip of the page (this process, NODE_ENV=${process.env.NODE_ENV ?? 'unset'}), median / p95: ${percentile(renders.slice(10), 50).toFixed(1)} ms / ${percentile(renders.slice(10), 95).toFixed(1)} ms (target < 20 ms)`);
if (!withPostgres && !option('--processes')) console.log('DATABASE_URL and REDIS_URL are not set: the two-process run (WEB_CONCURRENCY=2) is skipped.');

for (const processes of processCounts) {
  const rows = await benchProcesses(processes);
  console.log(
    `\n${processes === 1 ? 'One process each (Folio on its embedded defaults)' : `${processes} processes each (Folio: WEB_CONCURRENCY=${processes}, PostgreSQL, Redis)`}, ` +
      `NODE_ENV=production; medians of ${rounds} rounds of ${seconds} s`,
  );
  for (const [label, value] of rows) console.log(`  ${label.padEnd(60)} ${value}`);
}
