import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse';
import { keepQuotedValues } from './quote-filter';

const cvText = `Jane Doe
Data Engineer
jane@example.com | +44 20 7946 0000 | London, UK

EXPERIENCE
Data Engineer, Acme Analytics Ltd
Jan 2020 - Present
- Built the event pipeline on Kafka

SKILLS
Python, SQL, Kafka`;

describe('model refinement keeps only what the CV says', () => {
  it('drops invented values and keeps quoted ones from a fixed model answer', async () => {
    const parsed = await parseCv({ text: cvText });
    const answer = {
      personal_info: { name: 'Jane Doe', title: 'Lead Data Engineer', email: 'jane@example.com', phone: '+44 20 7946 0000', location: 'London, UK', summary: 'Visionary leader.' },
      experiences: [
        { position: 'Data Engineer', company: 'Acme Analytics Ltd', start_date: '2020-01', end_date: 'present', location: 'Remote', description: 'Built the event pipeline on Kafka\nIncreased revenue 300%' },
        { position: 'CTO', company: 'Google', start_date: '2015', end_date: '2019', location: '', description: '' },
      ],
      educations: [],
      skills: [{ name: 'Python', category: '' }, { name: 'Rust', category: 'Languages' }, { name: 'SQL', category: '' }, { name: 'Kafka', category: '' }],
      languages: [],
    };
    const refined = keepQuotedValues(parsed, answer, cvText);
    expect(refined.meta.refined).toBe(true);
    // "Lead Data Engineer" and "Visionary leader." are not in the CV: the parser's values stay.
    expect(refined.personal_info.title).toBe('Data Engineer');
    expect(refined.personal_info.summary).toBe(parsed.personal_info.summary);
    expect(refined.experiences).toHaveLength(1);
    expect(refined.experiences[0]).toMatchObject({ company: 'Acme Analytics Ltd', start_date: '2020-01', end_date: 'present', location: '', description: 'Built the event pipeline on Kafka' });
    expect(refined.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL', 'Kafka']);
  });

  it('ignores an answer that does not match the schema', async () => {
    const parsed = await parseCv({ text: cvText });
    expect(keepQuotedValues(parsed, { nonsense: true }, cvText)).toBe(parsed);
  });
});
