import { describe, expect, it } from 'vitest';
import { endBeforeStart, formatDateRange, parseDateRange } from './date-range';

describe('date ranges', () => {
  it('formats the three shapes of builder.md', () => {
    expect(formatDateRange({ start: '2020-01', end: '2022-06', current: false })).toBe('Jan 2020 - Jun 2022');
    expect(formatDateRange({ start: '2020-01', end: '2022-06', current: true })).toBe('Jan 2020 - Present');
    expect(formatDateRange({ start: '2020-01', end: '', current: false })).toBe('Jan 2020');
    expect(formatDateRange({ start: '', end: '2022-06', current: false })).toBe('');
  });

  it('parses what it formats, and common hand-written forms', () => {
    for (const range of [
      { start: '2020-01', end: '2022-06', current: false },
      { start: '2019-11', end: '', current: true },
      { start: '2018-03', end: '', current: false },
    ]) {
      expect(parseDateRange(formatDateRange(range))).toEqual(range);
    }
    expect(parseDateRange('September 2019 – Present')).toEqual({ start: '2019-09', end: '', current: true });
    expect(parseDateRange('01/2017 to 12/2018')).toEqual({ start: '2017-01', end: '2018-12', current: false });
    expect(parseDateRange('2015 - 2019')).toEqual({ start: '2015-01', end: '2019-01', current: false });
    expect(parseDateRange('Sept. 2021 - now')).toEqual({ start: '2021-09', end: '', current: true });
    expect(parseDateRange('')).toEqual({ start: '', end: '', current: false });
  });

  it('refuses an end before the start unless current', () => {
    expect(endBeforeStart({ start: '2021-05', end: '2020-01', current: false })).toBe(true);
    expect(endBeforeStart({ start: '2021-05', end: '2021-05', current: false })).toBe(false);
    expect(endBeforeStart({ start: '2021-05', end: '2020-01', current: true })).toBe(false);
  });
});
