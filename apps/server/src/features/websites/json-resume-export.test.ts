import { describe, expect, it } from 'vitest';
import { dateRangeOf, isoDateOf } from './json-resume-export';

describe('builder dates as JSON Resume dates', () => {
  it('reads the builder forms and leaves out what the schema cannot hold', () => {
    expect(dateRangeOf('Mar 2021 - Present')).toEqual({ startDate: '2021-03' });
    expect(dateRangeOf('Sep 2017 - Feb 2021')).toEqual({ startDate: '2017-09', endDate: '2021-02' });
    expect(dateRangeOf('2015 – 2017')).toEqual({ startDate: '2015', endDate: '2017' });
    expect(dateRangeOf('September 2019')).toEqual({ startDate: '2019-09' });
    expect(dateRangeOf('Summer of 2019')).toEqual({});
    expect(dateRangeOf('')).toEqual({});
    expect(isoDateOf('2020-02-29')).toBe('2020-02-29');
    expect(isoDateOf('Foo 2020')).toBeUndefined();
  });
});
