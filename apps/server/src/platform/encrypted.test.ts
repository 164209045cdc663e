import { describe, expect, it } from 'vitest';
import { createEncrypter } from './encrypted';

describe('createEncrypter', () => {
  const secrets = createEncrypter('the server key', 'two-factor-secret');

  it('round-trips a value, and the stored text does not contain it', () => {
    const stored = secrets.encrypt('JBSWY3DPEHPK3PXP');
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.decrypt(stored)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('encrypts the same value differently each time (a fresh IV)', () => {
    expect(secrets.encrypt('same')).not.toBe(secrets.encrypt('same'));
  });

  it('refuses a value altered at rest, or made under another key or for another purpose', () => {
    const stored = secrets.encrypt('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => secrets.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createEncrypter('another key', 'two-factor-secret').decrypt(stored)).toThrow();
    expect(() => createEncrypter('the server key', 'another purpose').decrypt(stored)).toThrow();
    expect(() => secrets.decrypt('not encrypted')).toThrow('Not an encrypted value');
  });
});
