import { describe, expect, it } from 'vitest';
import { findDateRange, normaliseDate } from './dates';

describe('date ranges in six languages', () => {
  it.each([
    ['Jan 2020 - Present', '2020-01', 'present'],
    ['01/2020 – heute', '2020-01', 'present'],
    ['2019 — actualidad', '2019', 'present'],
    ['Sept. 2018 à 2020', '2018-09', '2020'],
    ['janv. 2021 – aujourd’hui', '2021-01', 'present'],
    ['Mai 2016 bis März 2019', '2016-05', '2019-03'],
    ['05.2016 - 03.2019', '2016-05', '2019-03'],
    ['outubro de 2019 – atual', '2019-10', 'present'],
    ['marzo 2018 - in corso', '2018-03', 'present'],
    ['since 2021', '2021', 'present'],
    ['Jan – Mar 2020', '2020-01', '2020-03'],
    ['Universidade de Coimbra 2008 2012', '2008', '2012'],
    ['Développeuse Full-Stack | septembre 2021 —', '2021-09', 'present'],
  ])('reads "%s"', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });

  it('does not take a phone number for a year', () => {
    expect(findDateRange('Call +49 30 2019 1234')).toBeNull();
  });

  it('normalises single dates to YYYY-MM, YYYY or present', () => {
    expect(normaliseDate('Dezember 2019')).toBe('2019-12');
    expect(normaliseDate('2017')).toBe('2017');
    expect(normaliseDate('Present')).toBe('present');
    expect(normaliseDate('soon')).toBe('');
  });
});

describe('full dates', () => {
  it('reads day-first, month-first and ISO dates to the month', () => {
    expect(findDateRange('01/03/2019 – 30/06/2021')).toMatchObject({ start: '2019-03', end: '2021-06' });
    expect(findDateRange('2016-02-01 - 2019-02-28')).toMatchObject({ start: '2016-02', end: '2019-02' });
    expect(normaliseDate('06/30/2021')).toBe('2021-06');
  });
});

describe('date ranges in Dutch, Polish, Russian, Chinese, Japanese and Korean', () => {
  it.each([
    ['maart 2019 – heden', '2019-03', 'present'],
    ['jan 2016 tot mei 2019', '2016-01', '2019-05'],
    ['styczeń 2020 – obecnie', '2020-01', 'present'],
    ['od marca 2018 do października 2021', '2018-03', '2021-10'],
    ['март 2019 – по настоящее время', '2019-03', 'present'],
    ['Сентябрь 2015 — Май 2018', '2015-09', '2018-05'],
    ['с 2020 г.', '2020', 'present'],
    ['2019年3月 - 2021年5月', '2019-03', '2021-05'],
    ['2019年3月至今', '2019-03', 'present'],
    ['2019.03-至今', '2019-03', 'present'],
    ['阿里巴巴 2018年7月～2020年12月', '2018-07', '2020-12'],
    ['2016年4月～現在', '2016-04', 'present'],
    ['2019년 3월 - 현재', '2019-03', 'present'],
    ['2017.03 ~ 2019.02', '2017-03', '2019-02'],
    ['март 2019 г. – май 2020 г.', '2019-03', '2020-05'],
    ['03.2019 – н.в.', '2019-03', 'present'],
    ['marzec 2018 r. – obecnie', '2018-03', 'present'],
  ])('reads "%s"', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });
});
