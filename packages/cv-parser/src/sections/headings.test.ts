import { describe, expect, it } from 'vitest';
import { classifyHeading, collapseLetterSpacing } from './headings';

describe('section headings', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Experiência profissional', 'experience'],
    ['Esperienza lavorativa', 'experience'],
    ['Formation', 'education'],
    ['Formação académica', 'education'],
    ['Istruzione', 'education'],
    ['Compétences techniques', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Programming Languages', 'skills'],
    ['Language skills', 'languages'],
    ['Sprachen', 'languages'],
    ['Certifications & Training', 'trainings'],
    ['Selected Publications', 'publications'],
    ['E X P E R I E N C E', 'experience'],
    ['W O R K E X P E R I E N C E', 'experience'],
    ['FORMAGAO ACADEMICA', 'education'],
    ['SKILLS:', 'skills'],
  ])('knows "%s" as %s', (text, kind) => {
    expect(classifyHeading(text)).toBe(kind);
  });

  it.each(['Experience with Python and Go', 'Senior Software Engineer', 'Jane Doe', 'Built the ledger in 2019'])('does not take "%s" for a heading', (text) => {
    expect(classifyHeading(text)).toBeNull();
  });

  it('collapses letter spacing, keeping word breaks shown by wider gaps', () => {
    expect(collapseLetterSpacing('W O R K  H I S T O R Y')).toBe('WORK HISTORY');
    expect(collapseLetterSpacing('C O N TA C T')).toBe('CONTACT');
    expect(collapseLetterSpacing('A B Testing')).toBe('A B Testing');
  });
});
