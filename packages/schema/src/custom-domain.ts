import { z } from 'zod';
import { str } from './common';

/** builder.md section 4: a custom domain's life, and its certificate's. */
export const customDomainStatuses = ['pending_verification', 'verified', 'failed', 'ssl_pending', 'active', 'suspended'] as const;
export const customDomainStatus = z.enum(customDomainStatuses);
export type CustomDomainStatus = z.infer<typeof customDomainStatus>;
export const sslStatuses = ['pending', 'issued', 'failed', 'expired'] as const;
export const sslStatus = z.enum(sslStatuses);
export type SslStatus = z.infer<typeof sslStatus>;

/** Statuses in which the owner may ask for a verification (builder.md section 4). */
export const verifiableStatuses: readonly CustomDomainStatus[] = ['pending_verification', 'failed'];
/** Statuses in which Folio serves the site on the domain and lets Caddy get it a certificate. */
export const servedStatuses: readonly CustomDomainStatus[] = ['verified', 'ssl_pending', 'active'];

/** The TTL the DNS guide asks for (builder.md section 9). */
export const DNS_RECORD_TTL = 300;
/** The label under the domain that carries the verification token. */
export const VERIFICATION_LABEL = '_folio-verify';
/** The longest host name DNS carries (RFC 1035), in its ASCII form. */
export const MAX_DOMAIN_LENGTH = 253;

export const dnsRecord = z.object({
  type: z.enum(['CNAME', 'TXT']),
  /** The record's full name, e.g. www.example.com or _folio-verify.example.com. */
  name: z.string(),
  value: z.string(),
  ttl: z.number().int(),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const customDomain = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  /** The name as stored and looked up: lowercase ASCII (an internationalised name in its punycode form). */
  domain: z.string(),
  /** The name as people read it (Unicode for an internationalised name; else the same as domain). */
  full_domain: z.string(),
  /** Where visitors reach the site. */
  url: z.string(),
  status: customDomainStatus,
  verified_at: z.string().nullable(),
  ssl_status: sslStatus,
  /** Whether Folio's last check reached the site on this domain over HTTPS. */
  is_reachable: z.boolean(),
  force_https: z.boolean(),
  redirect_www: z.boolean(),
  /** Why the last verification failed, in words for the owner; null otherwise. */
  last_error: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  /** When Folio checks the DNS again by itself (while the domain waits for its records); null when it no longer does. */
  next_check_at: z.string().nullable(),
  dns_instructions: z.object({
    /** Every record to add: CNAME for the root and www, and the TXT that proves the domain is the owner's. */
    records: z.array(dnsRecord),
    verification: z.object({ name: z.string(), value: z.string(), ttl: z.number().int() }),
    /** The host the CNAMEs point at. */
    target: z.string(),
  }),
  created_at: z.string(),
});
export type CustomDomain = z.infer<typeof customDomain>;

export const customDomainInput = z.object({
  /** Checked and normalised by the server (lowercase, no trailing dot, punycode); the messages are its. */
  domain: str(1000, { error: 'Please enter a domain name.' }),
  force_https: z.boolean().default(true),
  redirect_www: z.boolean().default(true),
});
export type CustomDomainInput = z.input<typeof customDomainInput>;

/** How long DNS changes take to be seen (builder.md section 9: up to 24 hours). */
export const propagationInfo = z.object({ minimum: z.string(), typical: z.string(), maximum: z.string(), note: z.string() });
export type PropagationInfo = z.infer<typeof propagationInfo>;

export const customDomainList = z.object({
  domains: z.array(customDomain),
  propagation_info: propagationInfo,
  /** How many domains the owner has across their websites, and their plan's limit (-1 unlimited). */
  usage: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type CustomDomainList = z.infer<typeof customDomainList>;
