// Serving a published site: Folio's site host against nginx serving the same HTML file from
// disk, both with wrk on loopback (64 connections), one process each. Also the cache-miss
// render time (a write, then the first request) and the page's weight.
//   npm run build && npx tsx bench/site-serve.ts [--seconds 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getDemoWebsite } from '@folio/templates';
import { freePort, percentile, run, signUp, startServer } from './support';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;

interface WrkResult {
  requestsPerSecond: number;
  p50: string;
  p99: string;
}

async function wrk(url: string, host: string): Promise<WrkResult> {
  const output = await run('wrk', ['-t2', '-c64', `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, url]);
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

  const folio = await wrk(`http://127.0.0.1:${server.port}/`, host);

  const nginxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-nginx-'));
  const nginxPort = await freePort();
  await fs.mkdir(path.join(nginxDir, 'www'));
  await fs.writeFile(path.join(nginxDir, 'www', 'index.html'), html);
  await fs.writeFile(
    path.join(nginxDir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}/www; index index.html; } }`,
  );
  // mkdtemp makes a private directory; nginx's workers (user nobody when run as root) must read it.
  await fs.chmod(nginxDir, 0o755);
  const nginx = spawn('nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: 'inherit' });
  let reference: WrkResult;
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    reference = await wrk(`http://127.0.0.1:${nginxPort}/`, `localhost:${nginxPort}`);
  } finally {
    nginx.kill('SIGQUIT');
    await fs.rm(nginxDir, { recursive: true, force: true });
  }

  const gzipBytes = zlib.gzipSync(html, { level: 9 }).length;
  const rows: [string, string][] = [
    ['page (HTML with its inline CSS)', `${(html.length / 1024).toFixed(1)} KB raw, ${(gzipBytes / 1024).toFixed(1)} KB gzip (target < 60 KB)`],
    ['cache-miss request (write, then first GET), median / p95', `${percentile(misses, 50).toFixed(1)} ms / ${percentile(misses, 95).toFixed(1)} ms (target render < 20 ms)`],
    ['cache-hit request (single client), median', `${percentile(hits, 50).toFixed(2)} ms`],
    [`Folio site host, wrk -c64 ${seconds}s`, `${folio.requestsPerSecond.toFixed(0)} req/s, p50 ${folio.p50}, p99 ${folio.p99}`],
    [`nginx, same file, wrk -c64 ${seconds}s`, `${reference.requestsPerSecond.toFixed(0)} req/s, p50 ${reference.p50}, p99 ${reference.p99}`],
    ['Folio / nginx', `${((folio.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}% (target >= 50%, p99 < 10 ms)`],
  ];
  for (const [label, value] of rows) console.log(`${label.padEnd(58)} ${value}`);
} finally {
  await server.stop();
}
