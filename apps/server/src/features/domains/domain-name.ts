import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { MAX_DOMAIN_LENGTH } from '@folio/schema';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The messages a refused domain name gets (422 on the domain field). */
export const domainMessages = {
  required: 'Please enter a domain name.',
  invalid: 'Please enter a valid domain name, such as example.com.',
  tooLong: `A domain name can be at most ${MAX_DOMAIN_LENGTH} characters long.`,
  labelTooLong: 'Each part of a domain name between dots can be at most 63 characters long.',
  needsDot: 'Please enter a full domain name with its ending, such as example.com.',
  port: 'Please enter the domain name without a port.',
  path: 'Please enter only the domain name, without a path.',
  ipAddress: 'Please enter a domain name, not an IP address.',
  local: 'This name only works on your own computer or network. Please enter a domain name you own.',
  folio: 'This address is already part of Folio. Please enter a domain name you own.',
} as const;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names that never reach a public site: loopback, multicast DNS, private use, reverse lookups. */
const localSuffixes = ['localhost', 'local', 'internal', 'home.arpa', 'arpa', 'lan', 'intranet', 'corp', 'private'];

/**
 * The name Folio stores for what the owner typed: trimmed, a pasted http(s) address reduced to its
 * host, lowercase, no trailing dot, internationalised names in punycode (node's domainToASCII, which
 * also folds full-width characters). Refuses what cannot be a public domain of the owner's:
 * loopback and local names, IP addresses, Folio's own hosts, malformed or over-long names.
 */
export function normaliseDomain(input: string, folioHosts: { siteDomain: string; appHost: string }): DomainCheck {
  let value = input.trim();
  if (value === '') return { ok: false, message: domainMessages.required };
  if (value.length > 1000) return { ok: false, message: domainMessages.tooLong };
  value = value.replace(/^https?:\/\//i, '');
  if (/[/?#]/.test(value.replace(/\/$/, ''))) return { ok: false, message: domainMessages.path };
  value = value.replace(/\/$/, '');
  if (value.startsWith('[') || isIP(value) !== 0) return { ok: false, message: domainMessages.ipAddress };
  if (/:\d*$/.test(value)) {
    const host = value.replace(/:\d*$/, '');
    return { ok: false, message: isIP(host) !== 0 ? domainMessages.ipAddress : domainMessages.port };
  }
  if (/[\s@:\\%*_]/.test(value) || hasControlCharacter(value)) return { ok: false, message: domainMessages.invalid };
  value = value.replace(/\.$/, '');
  if (value === '' || value.includes('..') || value.startsWith('.')) return { ok: false, message: domainMessages.invalid };
  const ascii = domainToASCII(value.toLowerCase());
  if (ascii === '') return { ok: false, message: domainMessages.invalid };
  const domain = ascii.replace(/\.$/, '');
  if (isIP(domain) !== 0) return { ok: false, message: domainMessages.ipAddress };
  if (domain.length > MAX_DOMAIN_LENGTH) return { ok: false, message: domainMessages.tooLong };
  const labels = domain.split('.');
  if (labels.some((part) => part.length > 63)) return { ok: false, message: domainMessages.labelTooLong };
  if (!labels.every((part) => label.test(part))) return { ok: false, message: domainMessages.invalid };
  if (localSuffixes.some((suffix) => domain === suffix || domain.endsWith(`.${suffix}`))) return { ok: false, message: domainMessages.local };
  if (labels.length < 2) return { ok: false, message: domainMessages.needsDot };
  // A top-level domain is never all digits (that would read as an address).
  if (/^\d+$/.test(labels.at(-1)!)) return { ok: false, message: domainMessages.ipAddress };
  const under = (host: string) => domain === host || domain.endsWith(`.${host}`);
  if (under(folioHosts.siteDomain) || under(folioHosts.appHost)) return { ok: false, message: domainMessages.folio };
  return { ok: true, domain };
}

/** How people read a stored name: Unicode for punycode labels, otherwise the name itself. */
export function readableDomain(domain: string): string {
  return domainToUnicode(domain) || domain;
}

/** The registrable form of the www alias: www.example.com for example.com (and nothing for a www name itself). */
export function wwwOf(domain: string): string | undefined {
  return domain.startsWith('www.') ? undefined : `www.${domain}`;
}
