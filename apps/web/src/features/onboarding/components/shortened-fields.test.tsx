import type { ShortenedField } from '@folio/schema';
import { fitCvToLimits, type ParsedCv } from '@folio/schema';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShortenedFields } from './shortened-fields';

const sentences = Array.from({ length: 16 }, (_, i) => `In quarter ${i + 1} I improved onboarding for new engineers through comprehensive documentation.`);
const cv = {
  personal_info: { name: 'Priya Raman', title: 'Engineer', email: '', phone: '', location: '', summary: '', links: { linkedin: '', github: '', website: '', other: [] }, fields: {} },
  experiences: [{ position: 'Staff Engineer', company: 'Monzo', start_date: '2019-01', end_date: 'present', location: '', description: sentences.join(' '), confidence: 0.9, fields: {} }],
  educations: [], skills: [], projects: [], trainings: [], languages: [], publications: [], extra_sections: [], unplaced: [], confidence: 0.9,
  meta: { format: 'pdf', pages: 1, used_ocr: false, refined: false, language: 'en', duration_ms: 1 },
} satisfies ParsedCv;

describe('shortened fields in the review step', () => {
  it('names each shortened field, says how much was kept, and keeps the full text with a copy button', () => {
    const { shortened } = fitCvToLimits(cv);
    const html = renderToStaticMarkup(<ShortenedFields items={shortened} />);
    expect(html).toContain('One description was shortened to fit');
    expect(html).toContain('Staff Engineer · Monzo');
    expect(html).toContain('Experience description');
    const kept = shortened[0]!.text.length;
    expect(html).toContain(`${kept.toLocaleString('en')} of ${cv.experiences[0]!.description.length.toLocaleString('en')} characters kept (limit 1,000)`);
    // The whole CV text is there, the last sentence included, behind a disclosure.
    expect(html).toContain('<details');
    expect(html).toContain('In quarter 16 I improved onboarding for new engineers through comprehensive documentation.');
    expect(html).toMatch(/<button[^>]*>.*Copy full text<\/button>/);
  });

  it('shows nothing when nothing was shortened', () => {
    const none: ShortenedField[] = [];
    expect(renderToStaticMarkup(<ShortenedFields items={none} />)).toBe('');
  });
});
