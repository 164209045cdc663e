import fs from 'node:fs';
import tls from 'node:tls';
import type { DnsLookup } from './dns-check';

export type CertificateVerdict = { ok: true; validTo: Date } | { ok: false; reason: string };

/**
 * Whether visitors reach the domain over HTTPS with a certificate they trust: a TLS handshake with
 * the address the domain resolves to (through Folio's own resolver), the domain as SNI, checked
 * against the system's CAs plus `extraCaFile` (a staging Caddy's own CA). With Caddy's on-demand
 * TLS this handshake is also what makes Caddy get the certificate, before any visitor waits for it.
 */
export async function checkCertificate(dns: DnsLookup, domain: string, options: { port: number; extraCaFile?: string; timeoutMs?: number }): Promise<CertificateVerdict> {
  let address: string | undefined;
  try {
    address = (await dns.ipv4(domain))[0];
    if (!address) {
      const [alias] = await dns.cname(domain);
      if (alias) address = (await dns.ipv4(alias))[0];
    }
  } catch {
    return { ok: false, reason: 'DNS did not answer' };
  }
  if (!address) return { ok: false, reason: 'the domain has no address' };
  const ca = options.extraCaFile ? [...tls.rootCertificates, fs.readFileSync(options.extraCaFile, 'utf8')] : undefined;
  return new Promise((resolve) => {
    const socket = tls.connect({ host: address, port: options.port, servername: domain, ca, rejectUnauthorized: true, ALPNProtocols: ['http/1.1'] });
    const done = (verdict: CertificateVerdict) => {
      socket.destroy();
      resolve(verdict);
    };
    socket.setTimeout(options.timeoutMs ?? 5000, () => done({ ok: false, reason: 'no answer over HTTPS' }));
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      done({ ok: true, validTo: new Date(certificate.valid_to) });
    });
    socket.once('error', (error: Error) => done({ ok: false, reason: error.message }));
  });
}
