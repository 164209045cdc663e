import { describe, expect, it } from 'vitest';
import { contact, website } from './website';
import { countryOfLocation, telHref, toInternationalPhone } from './phone';

describe('phone numbers', () => {
  it('stores a number with its country code in international format', () => {
    expect(toInternationalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(toInternationalPhone('0044 (0)20-7946-0958')).toBe('+44 20 7946 0958');
    expect(toInternationalPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(contact.parse({ phone: '+1 (415) 555-2671' }).phone).toBe('+1 415 555 2671');
  });

  it('reads a national number only when the country is known', () => {
    expect(toInternationalPhone('020 7946 0958')).toBeNull();
    expect(toInternationalPhone('020 7946 0958', 'GB')).toBe('+44 20 7946 0958');
  });

  it('refuses what is not a phone number, with the builder message', () => {
    const result = contact.safeParse({ phone: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'Enter the number with its country code, e.g. +44 20 7946 0958' });
    expect(contact.parse({}).phone).toBe('');
    expect(contact.parse({}).show_phone).toBe(false);
  });

  it('links to the digits only', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('finds the country a CV location names', () => {
    expect(countryOfLocation('Lyon, France')).toBe('FR');
    expect(countryOfLocation('Austin, TX')).toBe('US');
    expect(countryOfLocation('London, UK')).toBe('GB');
    expect(countryOfLocation('Berlin')).toBeUndefined();
  });
});

describe('numbers the metadata does not list', () => {
  it('keeps a number of the right length in a reserved or new range', () => {
    // Ofcom's drama range: libphonenumber calls it possible but not valid.
    expect(toInternationalPhone('+44 7700 900418')).toBe('+44 7700 900418');
  });

  it('answers a stored contact whatever it holds, so an old or imported value never breaks a read', () => {
    expect(website.shape.contact.safeParse({ ...contact.parse({}), phone: '555', email: 'not an address' }).success).toBe(true);
  });
});
