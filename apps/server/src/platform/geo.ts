import { createRequire } from 'node:module';
import { isIP } from 'node:net';

interface GeoIpCountry {
  lookup(ip: string): { country: string } | null;
}
let geoip: GeoIpCountry | undefined;

/**
 * The ISO 3166-1 alpha-2 country of an IP address, or '' when it is not known (a private, loopback
 * or reserved address, one the data does not place, or not an address at all). Offline: MaxMind's
 * GeoLite2 country data ships in the geoip-country package and is read on first use (about 65 ms
 * and 20 MB), so a process that never counts a view never loads it.
 *
 * This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com/.
 */
export function countryOf(address: string): string {
  const ip = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(ip) === 0) return '';
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
  return geoip.lookup(ip)?.country ?? '';
}
