import { Resolver } from 'node:dns/promises';
import { VERIFICATION_LABEL } from '@folio/schema';

/** The answers a verification needs, from DNS. Made from config (DNS_SERVERS); tests point it at their own server. */
export interface DnsLookup {
  txt(name: string): Promise<string[]>;
  cname(name: string): Promise<string[]>;
  ipv4(name: string): Promise<string[]>;
  ipv6(name: string): Promise<string[]>;
}

/** Errors that mean "no such record" rather than "DNS did not answer". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export function createDnsLookup(servers: readonly string[], timeoutMs = 2500): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const orNone = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup;
    } catch (error) {
      if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
  return {
    // A TXT record may be split into strings of 255 octets: they are one value.
    txt: async (name) => (await orNone(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: (name) => orNone(resolver.resolveCname(name)),
    ipv4: (name) => orNone(resolver.resolve4(name)),
    ipv6: (name) => orNone(resolver.resolve6(name)),
  };
}

export const verificationName = (domain: string) => `${VERIFICATION_LABEL}.${domain}`;

export const verificationMessages = {
  txtMissing: (domain: string) =>
    `We could not find the TXT record ${verificationName(domain)} yet. DNS changes can take up to 24 hours to spread; we keep checking and will tell you when it is found.`,
  txtWrong: (domain: string) =>
    `The TXT record ${verificationName(domain)} does not have the value Folio gave you. Copy the value from the DNS setup instructions and try again.`,
  notPointing: (domain: string, target: string) =>
    `${domain} does not point at Folio yet. Add a CNAME record for it with the value ${target} (or, where your DNS provider allows no CNAME on the root, an ALIAS or A record for the same address).`,
  unreachable: 'DNS did not answer in time. Please try again in a few minutes.',
} as const;

export type DnsVerdict = { ok: true } | { ok: false; message: string; transient: boolean };

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Whether the domain is the owner's (its TXT record carries the token Folio gave them) and sends
 * visitors to Folio (a CNAME to the target, or the same IPv4/IPv6 addresses as the target, which is
 * what ALIAS or flattened records look like from outside).
 */
export async function checkDomainDns(dns: DnsLookup, domain: string, token: string, target: string): Promise<DnsVerdict> {
  try {
    const values = await dns.txt(verificationName(domain));
    if (!values.includes(token)) {
      const ours = values.some((value) => value.startsWith('folio-verify='));
      return { ok: false, transient: false, message: ours ? verificationMessages.txtWrong(domain) : verificationMessages.txtMissing(domain) };
    }
    const cnames = (await dns.cname(domain)).map(bare);
    if (cnames.includes(bare(target))) return { ok: true };
    const [mine4, mine6, theirs4, theirs6] = await Promise.all([dns.ipv4(domain), dns.ipv6(domain), dns.ipv4(target), dns.ipv6(target)]);
    const shared = mine4.some((address) => theirs4.includes(address)) || mine6.some((address) => theirs6.includes(address));
    return shared ? { ok: true } : { ok: false, transient: false, message: verificationMessages.notPointing(domain, target) };
  } catch {
    return { ok: false, transient: true, message: verificationMessages.unreachable };
  }
}
