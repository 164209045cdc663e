import { describe, expect, it } from 'vitest';
import { normaliseDate, toPerson, type HeldoutSource } from './json-resume';

describe('held-out JSON Resume mapping', () => {
  it('reads the date shapes real files use', () => {
    expect(normaliseDate('2019-04-01', false)).toBe('2019-04');
    expect(normaliseDate('2019', false)).toBe('2019');
    expect(normaliseDate('06/2020', false)).toBe('2020-06');
    expect(normaliseDate('08-12-2020', false)).toBe('2020-12');
    expect(normaliseDate('April 2014', false)).toBe('2014-04');
    expect(normaliseDate('Jun-2022', true)).toBe('2022-06');
    expect(normaliseDate('Present', true)).toBe('present');
    expect(normaliseDate('aktuell', true)).toBe('present');
    expect(normaliseDate(undefined, true)).toBe('present');
    expect(normaliseDate(undefined, false)).toBe('');
  });

  it('gives each of an employer’s positions its own role and prints markdown as plain text', () => {
    const source: HeldoutSource = {
      repository: 'someone/resume', commit: '0'.repeat(40), path: 'resume.json', language: 'en',
      resume: {
        basics: { name: 'Ada **Example**', summary: ['First sentence.', 'Second one.'], profiles: [{ network: 'GitHub', username: 'ada' }] },
        work: [{ company: 'Acme', positions: [{ position: 'Lead\nEngineer', startDate: '06/2020' }, { position: 'Engineer', startDate: '2018-01', endDate: '2020-05' }] }],
      },
    };
    const person = toPerson('ada', source);
    expect(person.name).toBe('Ada Example');
    expect(person.summary).toBe('First sentence. Second one.');
    expect(person.links.github).toBe('github.com/ada');
    expect(person.experiences.map((x) => [x.position, x.company, x.start, x.end])).toEqual([
      ['Lead Engineer', 'Acme', '2020-06', 'present'],
      ['Engineer', 'Acme', '2018-01', '2020-05'],
    ]);
  });

  it('reads the variants real files publish: skills as an object, a location as text, profiles as fields of basics', () => {
    const source: HeldoutSource = {
      repository: 'someone/resume', commit: '0'.repeat(40), path: 'resume.json', language: 'pl',
      resume: {
        basics: { name: 'Ola', location: 'Katowice, Polska', github: 'ola', linkedin: 'https://www.linkedin.com/in/ola/' },
        work: [{ company: 'ING', position: 'DevOps Engineer', startDate: '2024-01', endDate: 'Obecnie' }],
        skills: { backend: ['Kotlin', 'Java'], devops: ['Docker'] },
      },
    };
    const person = toPerson('ola', source);
    expect(person.location).toBe('Katowice, Polska');
    expect(person.links).toMatchObject({ github: 'github.com/ola', linkedin: 'https://www.linkedin.com/in/ola/' });
    expect(person.skills).toEqual([{ category: 'backend', items: ['Kotlin', 'Java'] }, { category: 'devops', items: ['Docker'] }]);
    expect(person.experiences[0]!.end).toBe('present');
    expect(normaliseDate('jetzt', true)).toBe('present');
  });

  it('prints a publication named by `title` and none for entries left empty', () => {
    const source: HeldoutSource = {
      repository: 'someone/resume', commit: '0'.repeat(40), path: 'resume.json', language: 'en',
      resume: { basics: { name: 'Ada' }, publications: [{ title: 'On Ledgers', publisher: 'ACM', releaseDate: '2021-05-01' }, { title: '' }] },
    };
    expect(toPerson('ada', source).publications).toEqual(['On Ledgers, ACM, 2021']);
    expect(toPerson('ada', { ...source, resume: { basics: { name: 'Ada' }, publications: [{ title: '' }] } }).publications).toBeUndefined();
  });

  it('reads a FRESH file (HackMyResume) as the JSON Resume it corresponds to', () => {
    const source: HeldoutSource = {
      repository: 'someone/resume', commit: '0'.repeat(40), path: 'resume-ja.json', language: 'ja',
      resume: {
        name: 'Ada Example', info: { label: 'ソフトウェアエンジニア', brief: '十年の経験。' }, contact: { email: 'ada@example.com' },
        location: { city: 'Osaka', country: 'JP' }, social: [{ network: 'GitHub', user: 'ada', url: 'https://github.com/ada' }],
        employment: { history: [{ employer: 'Acme', position: 'リード開発者', location: '東京', start: '2014-09', end: '2015-08', highlights: ['設計'] }] },
        education: { history: [{ institution: 'PXL', title: '情報学の学士', start: '2009-09', end: '2012-08' }] },
        skills: { sets: [{ name: '言語', skills: ['Go', 'C#'] }] },
        languages: [{ language: '英語', fluency: '流暢' }],
      },
    };
    const person = toPerson('ada', source);
    expect([person.name, person.title, person.summary, person.email, person.location, person.links.github]).toEqual(['Ada Example', 'ソフトウェアエンジニア', '十年の経験。', 'ada@example.com', 'Osaka', 'https://github.com/ada']);
    expect(person.experiences.map((x) => [x.position, x.company, x.location, x.start, x.end, x.bullets])).toEqual([['リード開発者', 'Acme', '東京', '2014-09', '2015-08', ['設計']]]);
    expect(person.educations.map((d) => [d.degree, d.institution, d.start, d.end])).toEqual([['情報学の学士', 'PXL', '2009-09', '2012-08']]);
    expect(person.skills).toEqual([{ category: '言語', items: ['Go', 'C#'] }]);
    expect(person.languages).toEqual([{ name: '英語', level: '流暢' }]);
  });
});
