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
});
