// Serving a published site: Folio's site host against nginx serving the same HTML file from
// disk, with wrk on loopback (64 connections, a browser's request headers), gzip and identity.
// A third contestant, node:http answering one constant response with the same bytes and headers
// (bench/reference-server.ts), shows what Node's HTTP layer alone costs on this machine (Folio's
// socket front answers published pages before that layer, platform/http/socket-front.ts).
//
// These machines are noisy, so the contestants take turns: `--rounds` rounds of `--seconds`
// each, after a warm-up, and the figures are medians over the rounds (ratios within a round).
//
// Also: the render time, the cache-miss request (a write, then the first request) and the weight.
//   npm run build && npx tsx bench/site-serve.ts [--seconds 4] [--rounds 5] [--processes N]
// --processes N (N > 1) runs Folio as production does, WEB_CONCURRENCY=N on PostgreSQL and Redis
// (DATABASE_URL and REDIS_URL must point at servers; the bench makes and drops its own database),
// against nginx with N worker processes and the reference with N processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { getDemoWebsite } from '@folio/templates';
import { renderSitePage } from '@folio/templates/server';
import { freePort, percentile, root, run, signUp, startServer } from './support';

const option = (name: string) => Number(process.argv[process.argv.indexOf(name) + 1]) || undefined;
const seconds = option('--seconds') ?? 4;
const rounds = option('--rounds') ?? 5;
const processes = option('--processes') ?? 1;

const browser = [
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'Accept-Language: en-GB,en;q=0.9',
];

interface WrkResult {
  requestsPerSecond: number;
  p99: number;
}

const milliseconds = (text: string) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

async function wrk(url: string, host: string, headers: readonly string[], duration = seconds): Promise<WrkResult> {
  const output = await run('wrk', ['-t2', '-c64', `-d${duration}s`, '--latency', '-H', `Host: ${host}`, ...headers.flatMap((header) => ['-H', header]), url]);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p99 = /\s99%\s+(\S+)/.exec(output)?.[1];
  if (!rps || !p99 || /Non-2xx/.test(output)) {
    const sample = await run('curl', ['-si', '-H', `Host: ${host}`, url]);
    throw new Error(`wrk failed:\n${output}\nOne request with curl:\n${sample.slice(0, 800)}`);
  }
  return { requestsPerSecond: Number(rps), p99: milliseconds(p99) };
}

/** PostgreSQL and Redis for --processes > 1: a database of the bench's own, dropped at the end. */
async function productionEnvironment(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (processes === 1) return { env: {}, drop: async () => {} };
  const { DATABASE_URL: url, REDIS_URL: redisUrl } = process.env;
  if (!url || !redisUrl) throw new Error('--processes above 1 needs DATABASE_URL and REDIS_URL (Folio then runs as production does)');
  const name = `folio_bench_site_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: databaseUrl.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: `bench-site-${process.pid}`, WEB_CONCURRENCY: String(processes) },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const production = await productionEnvironment();
const server = await startServer(production.env);
try {
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

  const host = `${website.subdomain}.localhost:${server.port}`;
  // fetch() drops a Host header, so the site is asked for with node:http.
  const page = () =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/', headers: { host } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  // Cache misses: every write drops the cached pages, so the next request renders.
  const misses: number[] = [];
  const hits: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    await write('PATCH', `/api/websites/${website.id}/builder`, { intro: `${demo.intro} (${round})` });
    let started = performance.now();
    await page();
    misses.push(performance.now() - started);
    started = performance.now();
    await page();
    hits.push(performance.now() - started);
  }
  const served = await page();
  if (served.status !== 200) throw new Error(`the published site answered ${served.status}: ${served.body.toString()}`);
  const html = served.body;
  if (!html.includes(demo.name)) throw new Error('the site host did not serve the portfolio');

  // Browsers always send Accept-Encoding, so the realistic run serves gzip: Folio its cached gzip
  // form, nginx the same bytes through gzip_static. The identity run serves the raw 26 KB.
  const gzipped = zlib.gzipSync(html, { level: 6 });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-site-serve-'));
  const nginxPort = await freePort();
  await fs.mkdir(path.join(scratch, 'www'));
  await fs.writeFile(path.join(scratch, 'www', 'index.html'), html);
  await fs.writeFile(path.join(scratch, 'www', 'index.html.gz'), gzipped);
  await fs.writeFile(
    path.join(scratch, 'nginx.conf'),
    `worker_processes ${processes}; daemon off; pid ${scratch}/nginx.pid; error_log ${scratch}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; root ${scratch}/www; index index.html; gzip_static on; } }`,
  );
  // The reference answers with Folio's own headers, less those it sets per body or node:http adds.
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'content-length': _length, 'content-encoding': _encoding, ...folioHeaders } = served.headers;
  const referenceFile = path.join(scratch, 'reference.json');
  await fs.writeFile(referenceFile, JSON.stringify({ headers: folioHeaders, identity: html.toString('base64'), gzip: gzipped.toString('base64') }));
  const referencePort = await freePort();
  // mkdtemp makes a private directory; nginx's workers (user nobody when run as root) must read it.
  await fs.chmod(scratch, 0o755);
  const children = [
    spawn('nginx', ['-c', path.join(scratch, 'nginx.conf'), '-p', scratch], { stdio: 'inherit' }),
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/reference-server.ts'), String(referencePort), String(processes), referenceFile], { stdio: 'inherit' }),
  ];
  const contestants = [
    { name: 'Folio', url: `http://127.0.0.1:${server.port}/`, host },
    { name: 'node:http, constant response', url: `http://127.0.0.1:${referencePort}/`, host: `localhost:${referencePort}` },
    { name: 'nginx, same bytes from disk', url: `http://127.0.0.1:${nginxPort}/`, host: `localhost:${nginxPort}` },
  ];
  const runs: Array<{ label: string; rounds: WrkResult[][] }> = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const [label, headers] of [['gzip (as browsers ask)', [...browser, 'Accept-Encoding: gzip']], ['identity (26 KB raw)', browser]] as const) {
      for (const contestant of contestants) await wrk(contestant.url, contestant.host, headers, 2); // warm-up: JIT, connections, caches
      const results: WrkResult[][] = [];
      for (let round = 0; round < rounds; round += 1) {
        const turn: WrkResult[] = [];
        for (const contestant of contestants) turn.push(await wrk(contestant.url, contestant.host, headers));
        results.push(turn);
      }
      runs.push({ label, rounds: results });
    }
  } finally {
    const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(exited);
    await fs.rm(scratch, { recursive: true, force: true });
  }

  // The render alone, in this process: what a cache miss costs beyond reading the website.
  const renders: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    const started = performance.now();
    const rendered = renderSitePage(demo, { kind: 'home' }, { baseUrl: 'http://bench.localhost', assetBase: '/_assets', contactAction: '/contact', showBranding: true, brandingUrl: 'http://localhost', noindex: false, now: new Date().toISOString() });
    zlib.gzipSync(rendered.html, { level: 6 });
    renders.push(performance.now() - started);
  }

  const rows: [string, string][] = [
    ['page (HTML with its inline CSS)', `${(html.length / 1024).toFixed(1)} KB raw, ${(gzipped.length / 1024).toFixed(1)} KB gzip (target < 60 KB)`],
    ['render + gzip of the page, median / p95', `${percentile(renders.slice(10), 50).toFixed(1)} ms / ${percentile(renders.slice(10), 95).toFixed(1)} ms (target < 20 ms)`],
    ['cache-miss request (read website, render, first GET), median / p95', `${percentile(misses, 50).toFixed(1)} ms / ${percentile(misses, 95).toFixed(1)} ms`],
    ['cache-hit request (single client), median', `${percentile(hits, 50).toFixed(2)} ms`],
  ];
  const median = (values: number[]) => percentile(values, 50);
  const percent = (values: number[]) => `${(median(values) * 100).toFixed(0)}%`;
  for (const run of runs) {
    contestants.forEach((contestant, index) => {
      const mine = run.rounds.map((turn) => turn[index]!);
      rows.push([
        `${run.label}: ${contestant.name}`,
        `${median(mine.map((result) => result.requestsPerSecond)).toFixed(0)} req/s, p99 ${median(mine.map((result) => result.p99)).toFixed(2)} ms (worst round ${Math.max(...mine.map((result) => result.p99)).toFixed(2)} ms)`,
      ]);
    });
    const ratios = (a: number, b: number) => run.rounds.map((turn) => turn[a]!.requestsPerSecond / turn[b]!.requestsPerSecond);
    rows.push(
      [`${run.label}: Folio / nginx`, `${percent(ratios(0, 2))} (rounds ${ratios(0, 2).map((value) => (value * 100).toFixed(0)).join(', ')}; target >= 50%, p99 < 10 ms)`],
      [`${run.label}: Folio / node:http constant`, percent(ratios(0, 1))],
      [`${run.label}: node:http constant / nginx`, percent(ratios(1, 2))],
    );
  }
  console.log(
    `${processes === 1 ? 'One process each (Folio on its embedded defaults)' : `${processes} processes each (Folio: WEB_CONCURRENCY=${processes}, PostgreSQL, Redis)`}; ` +
      `wrk -t2 -c64 on the same ${os.cpus().length} cores; medians of ${rounds} rounds of ${seconds} s`,
  );
  for (const [label, value] of rows) console.log(`${label.padEnd(66)} ${value}`);
} finally {
  await server.stop();
  await production.drop();
}
