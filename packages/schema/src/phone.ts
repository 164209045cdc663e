import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type { CountryCode };

/** What the builder says about a number it cannot read as an international one. */
export const phoneMessage = 'Enter the number with its country code, e.g. +44 20 7946 0958';

/**
 * A phone number in international format ("+44 20 7946 0958"), or null when it cannot be one: a
 * known country code and a length that country's numbers can have. Not libphonenumber's stricter
 * isValid(), which refuses real numbers in ranges its metadata does not list yet (and the UK's
 * reserved drama range). A number written without its country code ("020 7946 0958") is read only
 * when the country is known; "00" before the country code is read as "+".
 */
export function toInternationalPhone(value: string, defaultCountry?: CountryCode): string | null {
  const written = value.trim().replace(/^00(?=[1-9])/, '+');
  if (written === '') return null;
  const number = parsePhoneNumberFromString(written, defaultCountry ? { defaultCountry } : undefined);
  return number?.isPossible() ? number.formatInternational() : null;
}

/** The href of a tel: link for a number stored in international format. */
export function telHref(international: string): string {
  return `tel:${international.replace(/[^\d+]/g, '')}`;
}

const usStates = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);
const countryAliases: Record<string, CountryCode> = { uk: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', usa: 'US', us: 'US', uae: 'AE' };
let countryNames: Map<string, CountryCode> | undefined;

/** The country a CV's location names last ("Lyon, France", "Austin, TX"), if any. */
export function countryOfLocation(location: string): CountryCode | undefined {
  if (!countryNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countryNames = new Map(getCountries().map((code) => [(names.of(code) ?? code).toLowerCase(), code]));
  }
  const last = location.split(/[,|·]/).pop()?.trim() ?? '';
  if (usStates.has(last)) return 'US';
  const key = last.toLowerCase().replace(/\./g, '');
  return countryAliases[key] ?? countryNames.get(key);
}

