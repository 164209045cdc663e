import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all, on embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.site.domain).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.mail.outboxDir.endsWith('/data/mail')).toBe(true);
  });

  it('lists every problem in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', ADMIN_PASSWORD: 'short', SITE_DOMAIN: 'bad domain!' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(problems).toMatch(/SITE_DOMAIN/);
    expect((error as Error).message.split('\n')[0]).toBe('Invalid configuration:');
  });

  it('derives the site port from APP_URL unless SITE_PORT is set', () => {
    expect(loadConfig({ APP_URL: 'https://app.example.com' }).site.port).toBeUndefined();
    expect(loadConfig({ PORT: '4000' }).site.port).toBe(4000);
    expect(loadConfig({ PORT: '4000', SITE_PORT: '443' }).site.port).toBe(443);
  });

  it('runs several server processes only on PostgreSQL and Redis', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/folio' })).toThrow(ConfigError);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/folio', REDIS_URL: 'redis://cache:6379' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads the DNS servers that verify custom domains, and refuses what is not an address', () => {
    expect(loadConfig({}).domains).toEqual({ dnsServers: [], target: 'localhost', checkDelayMs: 60_000, httpsPort: 443, extraCaFile: undefined });
    expect(loadConfig({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53,2001:db8::1', CUSTOM_DOMAIN_TARGET: 'Sites.Example.com', APP_URL: 'https://app.example.com' }).domains).toEqual({
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '2001:db8::1'],
      target: 'sites.example.com',
      checkDelayMs: 60_000,
      httpsPort: 443,
      extraCaFile: undefined,
    });
    expect(loadConfig({ APP_URL: 'https://app.example.com' }).domains.target).toBe('app.example.com');
    for (const bad of ['dns.google', '1.1.1.1:99999', '300.1.1.1']) expect(() => loadConfig({ DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS/);
    expect(() => loadConfig({ CUSTOM_DOMAIN_TARGET: 'not a host!' })).toThrow(/CUSTOM_DOMAIN_TARGET/);
  });
});
