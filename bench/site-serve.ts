// Serving a published site: Folio's site host against nginx serving the same HTML file from
// disk, both with wrk on loopback (64 connections), one process each, gzip and identity. Also
// the render time, the cache-miss request (a write, then the first request) and the page's weight.
//   npm run build && npx tsx bench/site-serve.ts [--seconds 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getDemoWebsite } from '@folio/templates';
import { renderSitePage } from '@folio/templates/server';
import { freePort, percentile, run, signUp, startServer } from './support';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;

interface WrkResult {
  requestsPerSecond: number;
  p50: string;
  p99: string;
}

async function wrk(url: string, host: string, headers: readonly string[]): Promise<WrkResult> {
  const output = await run('wrk', ['-t2', '-c64', `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, ...headers.flatMap((header) => ['-H', header]), url]);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p50 = /\s50%\s+(\S+)/.exec(output)?.[1];
  const p99 = /\s99%\s+(\S+)/.exec(output)?.[1];
  if (!rps || !p50 || !p99 || /Non-2xx/.test(output)) {
    const sample = await run('curl', ['-si', '-H', `Host: ${host}`, url]);
    throw new Error(`wrk failed:\n${output}\nOne request with curl:\n${sample.slice(0, 800)}`);
  }
  return { requestsPerSecond: Number(rps), p50, p99 };
}

const server = await startServer();
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
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/', headers: { host } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
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
  const nginxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-nginx-'));
  const nginxPort = await freePort();
  await fs.mkdir(path.join(nginxDir, 'www'));
  await fs.writeFile(path.join(nginxDir, 'www', 'index.html'), html);
  await fs.writeFile(path.join(nginxDir, 'www', 'index.html.gz'), gzipped);
  await fs.writeFile(
    path.join(nginxDir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}/www; index index.html; gzip_static on; } }`,
  );
  // mkdtemp makes a private directory; nginx's workers (user nobody when run as root) must read it.
  await fs.chmod(nginxDir, 0o755);
  const nginx = spawn('nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: 'inherit' });
  const runs: Array<{ label: string; folio: WrkResult; nginx: WrkResult }> = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [label, headers] of [['gzip (as browsers ask)', ['Accept-Encoding: gzip']], ['identity (26 KB raw)', []]] as const) {
      runs.push({
        label,
        folio: await wrk(`http://127.0.0.1:${server.port}/`, host, headers),
        nginx: await wrk(`http://127.0.0.1:${nginxPort}/`, `localhost:${nginxPort}`, headers),
      });
    }
  } finally {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
    await fs.rm(nginxDir, { recursive: true, force: true });
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
  for (const run of runs) {
    rows.push(
      [`${run.label}: Folio, wrk -c64 ${seconds}s`, `${run.folio.requestsPerSecond.toFixed(0)} req/s, p50 ${run.folio.p50}, p99 ${run.folio.p99}`],
      [`${run.label}: nginx, same bytes`, `${run.nginx.requestsPerSecond.toFixed(0)} req/s, p50 ${run.nginx.p50}, p99 ${run.nginx.p99}`],
      [`${run.label}: Folio / nginx`, `${((run.folio.requestsPerSecond / run.nginx.requestsPerSecond) * 100).toFixed(0)}% (target >= 50%, p99 < 10 ms)`],
    );
  }
  for (const [label, value] of rows) console.log(`${label.padEnd(66)} ${value}`);
} finally {
  await server.stop();
}
