import { describe, expect, it } from 'vitest';
import { fieldLimits, fitCvToLimits } from './cv-limits';
import type { ParsedCv } from './parsed-cv';
import { shortenText } from './shorten';

const sentence = (n: number) => `Sentence number ${n} explains one more thing the team shipped for its customers.`;

describe('shortenText', () => {
  it('leaves text that fits alone', () => {
    expect(shortenText('  Led the team.  ', 20)).toEqual({ text: 'Led the team.', shortened: false });
  });

  it('ends at the last sentence that fits', () => {
    const text = Array.from({ length: 20 }, (_, i) => sentence(i + 1)).join(' ');
    const { text: short, shortened } = shortenText(text, 1000);
    expect(shortened).toBe(true);
    expect(short.length).toBeLessThanOrEqual(1000);
    expect(short).toMatch(/customers\.$/);
    expect(text.startsWith(short)).toBe(true);
    // The last whole sentence within the limit, not an earlier one.
    expect(text.slice(short.length).trim().length + short.length).toBeGreaterThan(1000);
    expect(text.indexOf('.', short.length + 1)).toBeGreaterThan(1000);
  });

  it('ends at a line end: a CV line is a bullet', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `• Delivered improvement ${i + 1} to the onboarding for new engineers`).join('\n');
    const { text } = shortenText(lines, 500);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/new engineers$/);
    expect(lines.startsWith(`${text}\n`)).toBe(true);
  });

  it('does not take an abbreviation, an initial or a decimal for a sentence end', () => {
    const text = `Worked with Acme Inc. and J. Smith on version 3.5 of the platform, e.g. the ${'very '.repeat(40)}long part`;
    const { text: short } = shortenText(text, 120);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/Inc\.$|J\.$|3\.$|e\.g\.$/);
  });

  it('falls back to a word boundary with an ellipsis, never mid-word', () => {
    const text = `Improved onboarding for new engineers through comprehensive documentation and ${'pairing '.repeat(20)}`;
    const { text: short, shortened } = shortenText(text, 80);
    expect(shortened).toBe(true);
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith('…')).toBe(true);
    const kept = short.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the original is a space: the last word is whole.
    expect(text[kept.length]).toMatch(/\s/);
    expect(short).not.toContain('comprehensive do…');
  });

  it('cuts text without spaces between characters, ending a Chinese sentence where it can', () => {
    const chinese = '负责支付系统的架构设计与开发。'.repeat(10);
    const { text } = shortenText(chinese, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('。')).toBe(true);
    const unbroken = '负责支付系统的架构设计与开发'.repeat(10);
    const cut = shortenText(unbroken, 50).text;
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const { text } = shortenText('😀'.repeat(40), 21);
    expect(text.length).toBeLessThanOrEqual(21);
    expect(/[\uD800-\uDBFF]…$/.test(text)).toBe(false);
  });
});

const provenance = { confidence: 0.9, fields: {} };
function cvWith(description: string): ParsedCv {
  return {
    personal_info: { name: 'Ada', title: 'Engineer', email: '', phone: '', location: '', summary: 'Short.', links: { linkedin: '', github: '', website: '', other: [] }, fields: {} },
    experiences: [{ position: 'Lead', company: 'Acme', start_date: '2020', end_date: 'present', location: '', description, ...provenance }],
    educations: [],
    skills: [],
    projects: [],
    trainings: [],
    languages: [],
    publications: [],
    extra_sections: [],
    unplaced: [],
    confidence: 0.9,
  } as unknown as ParsedCv;
}

describe('fitCvToLimits', () => {
  it('shortens a long description at a sentence end and reports it with the full text', () => {
    const long = Array.from({ length: 20 }, (_, i) => sentence(i + 1)).join(' ');
    const { cv, shortened } = fitCvToLimits(cvWith(long));
    expect(cv.experiences[0]!.description.length).toBeLessThanOrEqual(fieldLimits.experienceDescription);
    expect(cv.experiences[0]!.description).toMatch(/\.$/);
    expect(shortened).toEqual([
      { section: 'experiences', index: 0, field: 'description', label: 'Lead · Acme', limit: 1000, text: cv.experiences[0]!.description, full_text: long },
    ]);
  });

  it('reports nothing when everything fits', () => {
    const { cv, shortened } = fitCvToLimits(cvWith('Built the ledger.'));
    expect(shortened).toEqual([]);
    expect(cv.experiences[0]!.description).toBe('Built the ledger.');
  });
});
