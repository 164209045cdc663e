import type { ParsedCv } from '@folio/schema';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewData } from './review-data';

const source = (confidence: number) => ({ confidence, source: '' });
const cv: ParsedCv = {
  personal_info: {
    name: 'Priya Raman', title: 'Senior Backend Engineer', email: 'priya@example.com', phone: '', location: 'London', summary: '',
    links: { linkedin: '', github: '', website: '', other: [] },
    fields: { name: source(0.97), title: source(0.69), email: source(0.99), location: source(0.7) },
  },
  experiences: [{
    position: 'Backend Engineer', company: 'Monzo', start_date: '2019-01', end_date: 'present', location: '', description: '', confidence: 0.8,
    fields: { position: source(0.95), company: source(0.55), start_date: source(0.99), end_date: source(0.99) },
  }],
  educations: [],
  skills: [{ name: 'Go', confidence: 0.9, source: '' }, { name: 'Kafak', confidence: 0.6, source: '' }],
  projects: [], trainings: [], languages: [], publications: [], extra_sections: [], unplaced: [], confidence: 0.9,
  meta: { format: 'pdf', pages: 1, used_ocr: false, refined: false, language: 'en', duration_ms: 1 },
};

describe('review data', () => {
  it('outlines each value below 0.7 confidence and says "Please check", tied to it for screen readers', () => {
    const html = renderToStaticMarkup(<ReviewData cv={cv} />);
    // No DOM in these tests: the markup is read with patterns.
    const flagged = [...html.matchAll(/<span aria-describedby="([^"]+)" data-needs-check="" class="([^"]+)">([^<]*)<\/span>/g)];
    expect(flagged.map((match) => match[3])).toEqual(['Senior Backend Engineer', 'Monzo', 'Kafak']);
    for (const [, id, className] of flagged) {
      expect(className).toContain('outline-warning');
      const description = new RegExp(`<span id="${id!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>(?:<svg.*?</svg>)?Please check</span>`);
      expect(html).toMatch(description);
    }
    // The sure values (0.7 and above) carry no flag.
    expect(html.match(/Please check/g)).toHaveLength(3);
  });
});
