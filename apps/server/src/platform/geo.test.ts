import { describe, expect, it } from 'vitest';
import { countryOf } from './geo';

describe('countryOf', () => {
  it('places public IPv4 and IPv6 addresses, also written as IPv4-mapped IPv6', () => {
    expect(countryOf('81.2.69.142')).toBe('GB');
    expect(countryOf('::ffff:81.2.69.142')).toBe('GB');
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('2a00:1450:4001:80b::200e')).toBe('DE');
  });

  it('knows no country for private, loopback and documentation addresses, or for what is not an address', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.7', '203.0.113.5', '', 'localhost', '81.2.69.142\nChrome', '999.1.1.1']) {
      expect(countryOf(address), address).toBe('');
    }
  });
});
