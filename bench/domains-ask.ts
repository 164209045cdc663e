// Custom domains (issue 17):
// 1. Caddy's on-demand TLS permission check, GET /internal/tls/ask, under wrk -c64 on loopback:
//    for a verified custom domain (the in-memory set), a Folio subdomain (the site host's LRU) and
//    an unknown name (404), each against GET /healthz measured in the same rounds, medians of
//    `--rounds` rounds of `--seconds` each. The built server, NODE_ENV=production, PGlite.
// 2. With Debian's caddy installed: a site change (PATCH /api/websites/{id}/builder) to the new page
//    over HTTPS on the custom domain through Caddy (on-demand certificate from Caddy's own CA,
//    the name sent to Caddy on loopback by SNI), `--changes` times.
//   npm run build && npx tsx bench/domains-ask.ts [--seconds 3] [--rounds 3] [--changes 20]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startDnsServer } from '../apps/server/test/dns-server';
import { freePort, percentile, root, run, signUp, startServer } from './support';

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds')) || 3;
const rounds = Number(option('--rounds')) || 3;
const changes = Number(option('--changes')) || 20;
const TARGET = 'edge.bench-folio.test';

const milliseconds = (text: string | undefined) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text ?? '') ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};
const median = (values: number[]) => percentile(values, 50);

/** CPU time (user + system, clock ticks of 10 ms) the server process has used. */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

async function wrk(url: string) {
  const before = await cpuTicks(server.process.pid!);
  const output = await run('wrk', ['-t2', '-c64', `-d${seconds}s`, '--latency', url]);
  const ticks = (await cpuTicks(server.process.pid!)) - before;
  const latency = (p: string) => milliseconds(new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`).exec(output)?.[1]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  // The server's CPU per request: unlike req/s and p99, other load on a shared machine barely moves it.
  return { rps, p50: latency('50'), p99: latency('99'), non2xx, cpuMicroseconds: requests > 0 ? (ticks * 10_000) / requests : NaN };
}

console.log(`load average at start: ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
const dns = await startDnsServer();
dns.set('A', TARGET, '127.0.0.1');
const server = await startServer({ DNS_SERVERS: dns.server, CUSTOM_DOMAIN_TARGET: TARGET, TRUST_PROXY: 'true', ALLOW_TEST_CHECKOUT: 'true', SITE_DOMAIN: 'bench-folio.test' });
try {
  const owner = await signUp(server);
  const session = await owner.api('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly', flow: 'upgrade' });
  const sessionId = (session.json as { data: { session_id: string } }).data.session_id;
  await owner.api('POST', `/api/checkout/sessions/${sessionId}/complete`);
  const created = await owner.api('POST', '/api/websites', { name: 'Bench Domains' });
  const website = created.json.website as { id: number; version: number; subdomain: string };
  await owner.api('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  // A directory of some size: 200 verified domains, the one asked about among them.
  const domains: string[] = [];
  for (let index = 0; index < 200; index += 1) {
    const name = `bench-${index}-${Date.now().toString(36)}.example.com`;
    const added = await owner.api('POST', `/api/websites/${website.id}/custom-domains`, { domain: name });
    const domain = added.json.domain as { id: number; dns_instructions: { verification: { name: string; value: string } } };
    dns.set('TXT', domain.dns_instructions.verification.name, domain.dns_instructions.verification.value);
    dns.set('CNAME', name, TARGET);
    const verified = await owner.api('POST', `/api/custom-domains/${domain.id}/verify`);
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.json)}`);
    domains.push(name);
  }
  const asked = domains[123]!;
  const targets = [
    ['GET /healthz (reference)', `${server.url}/healthz`],
    ['ask: a verified custom domain', `${server.url}/internal/tls/ask?domain=${asked}`],
    ['ask: a Folio subdomain', `${server.url}/internal/tls/ask?domain=${website.subdomain}.bench-folio.test`],
    ['ask: an unknown name (404)', `${server.url}/internal/tls/ask?domain=nobody.example.org`],
  ] as const;
  for (const [, url] of targets) await wrk(url); // warm-up
  const results = new Map<string, Array<Awaited<ReturnType<typeof wrk>>>>();
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of targets) results.set(name, [...(results.get(name) ?? []), await wrk(url)]);
  }
  console.log(`\nGET /internal/tls/ask under wrk -t2 -c64, ${rounds} rounds of ${seconds} s, medians (${os.cpus().length} cores shared by server and wrk)\n`);
  console.log('what'.padEnd(34), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'CPU µs/req'.padStart(11), 'non-2xx'.padStart(9));
  for (const [name, list] of results) {
    console.log(
      name.padEnd(34),
      median(list.map((r) => r.rps)).toFixed(0).padStart(9),
      median(list.map((r) => r.p50)).toFixed(2).padStart(8),
      median(list.map((r) => r.p99)).toFixed(2).padStart(8),
      median(list.map((r) => r.cpuMicroseconds)).toFixed(0).padStart(11),
      String(median(list.map((r) => r.non2xx))).padStart(9),
    );
  }

  const caddy = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).stdout.trim();
  if (!caddy) {
    console.log('\ncaddy is not installed (apt-get install -y caddy): the site-change measure through Caddy is skipped.');
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-bench-caddy-'));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const config = (await fs.readFile(path.join(root, 'deploy/Caddyfile'), 'utf8')).replace(
      '\temail {$ACME_EMAIL}\n',
      `\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${dir}/data\n`,
    ).replaceAll('import folio-upstreams.caddy', `import ${path.join(root, 'deploy/folio-upstreams.caddy')}`);
    await fs.writeFile(path.join(dir, 'Caddyfile'), config);
    const child = spawn(caddy, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, FOLIO_UPSTREAMS: `127.0.0.1:${server.port}`, FOLIO_ASK_PORT: String(await freePort()), APP_HOST: 'localhost' },
      stdio: 'ignore',
    });
    try {
      for (let attempt = 0; ; attempt += 1) {
        const up = await new Promise<boolean>((resolve) => net.connect(httpPort, '127.0.0.1').on('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).on('error', () => resolve(false)));
        if (up) break;
        if (attempt > 200) throw new Error('caddy did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      let ca = '';
      for (let attempt = 0; !ca && attempt < 200; attempt += 1) {
        ca = await fs.readFile(path.join(dir, 'data/pki/authorities/local/root.crt'), 'utf8').catch(() => '');
        if (!ca) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const agent = new https.Agent({ keepAlive: true, ca });
      const get = () =>
        new Promise<string>((resolve, reject) => {
          const request = https.request({ host: '127.0.0.1', port: httpsPort, path: '/', headers: { host: asked }, servername: asked, agent }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          });
          request.on('error', reject);
          request.end();
        });
      const firstStarted = performance.now();
      await get(); // the on-demand certificate
      const firstMs = performance.now() - firstStarted;
      const times: number[] = [];
      let version = ((await owner.api('GET', `/api/websites/${website.id}`)).json.website as { version: number }).version;
      for (let change = 0; change < changes; change += 1) {
        const intro = `Bench change ${change} ${Date.now()}`;
        const started = performance.now();
        const saved = await owner.api('PATCH', `/api/websites/${website.id}/builder`, { version, intro });
        version = (saved.json.website as { version: number }).version;
        while (!(await get()).includes(intro)) {
          if (performance.now() - started > 10_000) throw new Error('the change never showed');
        }
        times.push(performance.now() - started);
      }
      agent.destroy();
      console.log(`\nThrough Caddy (on-demand TLS, local CA) on ${asked}:`);
      console.log(`  first HTTPS request, certificate issued on demand: ${firstMs.toFixed(0)} ms`);
      console.log(`  site change (PATCH) to the new page over HTTPS, ${changes} changes: median ${median(times).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
} finally {
  await server.stop();
  await dns.close();
}
