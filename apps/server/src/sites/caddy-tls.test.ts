import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { startDnsServer, type DnsServer } from '../../test/dns-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freePort } from '../../test/free-port';

/**
 * Debian's real Caddy (2.6) in front of the real app: on-demand TLS asks /internal/tls/ask, certificates
 * come from Caddy's own CA (local_certs, no internet), and the test's names reach Caddy on loopback
 * through SNI and the Host header. A verified domain gets a certificate and its site over HTTPS (and
 * Folio's certificate check marks it active); an unverified one gets no certificate; a removed one
 * stops getting its site at once.
 */
const caddy = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).stdout.trim();
if (!caddy) console.warn('caddy-tls.test.ts skipped: `caddy` is not installed (apt-get install -y caddy; .ci/run installs it).');
const repo = fileURLToPath(new URL('../../../../', import.meta.url));


async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Answer {
  status: number;
  body: string;
  location?: string;
  certificate?: PeerCertificate;
}

describe.skipIf(!caddy)('custom domains through Caddy with on-demand TLS', () => {
  const TARGET = 'edge.folio-caddy.test';
  let test: TestApp;
  let dns: DnsServer;
  let caddyProcess: ChildProcess;
  let caddyLog = '';
  let dir: string;
  let httpsPort: number;
  let httpPort: number;
  let rootCa: string;

  /** A request to Caddy on loopback for `host`, as a browser whose DNS sends the name there would make. */
  function viaCaddy(host: string, options: { scheme?: 'https' | 'http'; pathname?: string } = {}): Promise<Answer> {
    const scheme = options.scheme ?? 'https';
    return new Promise((resolve, reject) => {
      const request = (scheme === 'https' ? https : http).request(
        {
          host: '127.0.0.1',
          port: scheme === 'https' ? httpsPort : httpPort,
          path: options.pathname ?? '/',
          headers: { host },
          ...(scheme === 'https' ? { servername: host, ca: rootCa, agent: false } : {}),
        },
        (response) => {
          const certificate = scheme === 'https' ? (response.socket as TLSSocket).getPeerCertificate() : undefined;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location, certificate }));
        },
      );
      request.on('error', reject);
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.end();
    });
  }

  beforeAll(async () => {
    dns = await startDnsServer();
    dns.set('A', TARGET, '127.0.0.1');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-caddy-'));
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    // Folio checks a verified domain's certificate through this Caddy, trusting Caddy's own CA.
    test = await createTestApp({
      SITE_DOMAIN: 'folio-caddy.test',
      DNS_SERVERS: dns.server,
      CUSTOM_DOMAIN_TARGET: TARGET,
      TRUST_PROXY: 'true',
      DOMAIN_CHECK_DELAY_MS: '200',
      DOMAIN_HTTPS_PORT: String(httpsPort),
      DOMAIN_TLS_CA_FILE: path.join(dir, 'data/pki/authorities/local/root.crt'),
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (test.app.server.address() as net.AddressInfo).port;
    // The deployment's Caddyfile, with this machine's ports and Caddy's own CA instead of a public one.
    const deployed = await fs.readFile(path.join(repo, 'deploy/Caddyfile'), 'utf8');
    const config = deployed
      .replace('\temail {$ACME_EMAIL}\n', `\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${dir}/data\n`)
      .replace('burst 20', 'burst 100')
      .replaceAll('import folio-upstreams.caddy', `import ${path.join(repo, 'deploy/folio-upstreams.caddy')}`);
    expect(config).toContain('local_certs');
    await fs.writeFile(path.join(dir, 'Caddyfile'), config);
    caddyProcess = spawn(caddy, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, FOLIO_UPSTREAMS: `127.0.0.1:${appPort}`, FOLIO_ASK_PORT: String(await freePort()), APP_HOST: 'localhost', SITE_DOMAIN: 'folio-caddy.test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddyProcess.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddyProcess.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    await waitFor('Caddy to listen', () => new Promise<true>((resolve, reject) => net.connect(httpPort, '127.0.0.1').on('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).on('error', reject)));
    rootCa = await waitFor('Caddy’s local CA', async () => fs.readFile(path.join(dir, 'data/pki/authorities/local/root.crt'), 'utf8'));
  }, 60_000);

  afterAll(async () => {
    if (caddyProcess && caddyProcess.exitCode === null) {
      const exited = new Promise((resolve) => caddyProcess.once('exit', resolve));
      caddyProcess.kill('SIGTERM');
      await exited;
    }
    await test?.close();
    await dns?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('gets a verified domain a certificate and its site over HTTPS, refuses an unverified one, and stops at once when removed', async () => {
    const user = await userOnPlan(test, 'premium');
    const website = await user.createWebsite('Ada Through Caddy');
    expect((await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version })).statusCode).toBe(200);
    const stamp = Date.now().toString(36);
    const verifiedName = `ada-${stamp}.example.com`;
    const pendingName = `pending-${stamp}.example.com`;
    const add = async (domain: string) => (await user.request('POST', `/api/websites/${website.id}/custom-domains`, { domain })).json().domain as { id: number; dns_instructions: { verification: { name: string; value: string } } };
    const verified = await add(verifiedName);
    dns.set('TXT', verified.dns_instructions.verification.name, verified.dns_instructions.verification.value);
    dns.set('CNAME', verifiedName, TARGET);
    expect((await user.request('POST', `/api/custom-domains/${verified.id}/verify`)).statusCode).toBe(200);
    const pending = await add(pendingName);

    // Folio's own certificate check reaches the domain through Caddy (which gets the certificate
    // on demand for it): the domain becomes active, its SSL issued.
    const listed = async () => (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains as { id: number; status: string; ssl_status: string; is_reachable: boolean }[];
    const active = await waitFor('the certificate check', async () => (await listed()).find((domain) => domain.id === verified.id && domain.status === 'active'));
    expect(active).toMatchObject({ ssl_status: 'issued', is_reachable: true });
    expect((await listed()).find((domain) => domain.id === pending.id)).toMatchObject({ status: 'pending_verification', ssl_status: 'pending', is_reachable: false });

    // The verified name: a certificate for it from Caddy's CA (checked against that CA), and the site.
    const page = await viaCaddy(verifiedName);
    expect(page.status, caddyLog.slice(-2000)).toBe(200);
    expect(page.body).toContain('Ada Through Caddy');
    expect(page.certificate?.subjectaltname).toContain(`DNS:${verifiedName}`);
    const www = await viaCaddy(`www.${verifiedName}`, { pathname: '/blog' });
    expect(www.certificate?.subjectaltname).toContain(`DNS:www.${verifiedName}`);
    expect([www.status, www.location]).toEqual([301, `https://${verifiedName}/blog`]);
    // Over http, Folio (told the protocol by Caddy) applies Force HTTPS.
    const plain = await viaCaddy(verifiedName, { scheme: 'http' });
    expect([plain.status, plain.location]).toEqual([301, `https://${verifiedName}/`]);
    // A Folio site's own subdomain gets one too.
    const subdomain = await viaCaddy(`${website.subdomain}.folio-caddy.test`);
    expect(subdomain.status).toBe(200);
    expect(subdomain.certificate?.subjectaltname).toContain(`DNS:${website.subdomain}.folio-caddy.test`);

    // The unverified name and a name nobody added: no certificate, the handshake fails.
    for (const name of [pendingName, `nobody-${stamp}.example.com`]) {
      await expect(viaCaddy(name), name).rejects.toThrow();
    }

    // Removed: the certificate Caddy holds no longer shows the site, from the next request on.
    expect((await user.request('DELETE', `/api/custom-domains/${verified.id}`)).statusCode).toBe(200);
    const after = await viaCaddy(verifiedName);
    expect(after.body).not.toContain('Ada Through Caddy');
    expect((await test.app.inject({ url: `/internal/tls/ask?domain=${verifiedName}` })).statusCode).toBe(404);
  }, 60_000);
});
