import { describe, expect, it } from 'vitest';
import { versionTime } from './format';

describe('versionTime', () => {
  const now = new Date(2026, 5, 10, 15, 30).getTime();
  const at = (month: number, day: number, hour: number, minute: number, year = 2026) => new Date(year, month, day, hour, minute).toISOString();

  it('says today and yesterday by the calendar day, not by 24 hours', () => {
    expect(versionTime(at(5, 10, 0, 5), now, 'en-GB')).toBe('Today, 00:05');
    expect(versionTime(at(5, 9, 23, 59), now, 'en-GB')).toBe('Yesterday, 23:59');
    expect(versionTime(at(5, 9, 0, 1), now, 'en-GB')).toBe('Yesterday, 00:01');
  });

  it('gives the date before, with the year only when it is another one', () => {
    expect(versionTime(at(4, 12, 14, 3), now, 'en-GB')).toBe('12 May, 14:03');
    expect(versionTime(at(11, 24, 9, 0, 2025), now, 'en-GB')).toBe('24 Dec 2025, 09:00');
  });
});
