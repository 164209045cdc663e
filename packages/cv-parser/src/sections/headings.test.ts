import { describe, expect, it } from 'vitest';
import { classifyHeading, collapseLetterSpacing } from './headings';
import { splitSections } from './split';
import { linesFromPlainText } from '../layout/text-lines';

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

describe('section headings in Dutch, Polish, Russian, Chinese, Japanese and Korean', () => {
  it.each([
    ['Werkervaring', 'experience'],
    ['Opleiding', 'education'],
    ['Vaardigheden', 'skills'],
    ['Talen', 'languages'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Wykształcenie', 'education'],
    ['Umiejętności', 'skills'],
    ['Znajomość języków', 'languages'],
    ['O mnie', 'summary'],
    ['Опыт работы', 'experience'],
    ['Образование', 'education'],
    ['Ключевые навыки', 'skills'],
    ['Знание языков', 'languages'],
    ['О себе', 'summary'],
    ['工作经历', 'experience'],
    ['工作经验：', 'experience'],
    ['【教育背景】', 'education'],
    ['技能', 'skills'],
    ['项目经验', 'projects'],
    ['職歴', 'experience'],
    ['学歴', 'education'],
    ['スキル', 'skills'],
    ['資格', 'trainings'],
    ['경력', 'experience'],
    ['경력 사항', 'experience'],
    ['학력', 'education'],
    ['보유 기술', 'skills'],
    ['Дополнительная информация', 'other'],
    ['기술', 'skills'],
    ['경 력', 'experience'],
    ['학 력', 'education'],
    ['자 격 증', 'trainings'],
  ])('knows "%s" as %s', (text, kind) => {
    expect(classifyHeading(text)).toBe(kind);
  });

  it.each(['Werkte aan het betalingssysteem', '负责支付系统的设计与开发', '王小明', '개발 업무'])('does not take "%s" for a heading', (text) => {
    expect(classifyHeading(text)).toBeNull();
  });
});

describe('headings set in small capitals', () => {
  it.each([
    ['L ANGUES', 'languages'],
    ['W ORK E XPERIENCE', 'experience'],
    ['E XPÉRIENCE P ROFESSIONNELLE', 'experience'],
    ['À PROPOS', 'summary'],
  ] as const)('reads "%s" as %s', (text, kind) => {
    expect(classifyHeading(text)).toBe(kind);
  });
});

describe('a heading at the top of a page', () => {
  it('opens its section even right under a dated line of the page before', () => {
    const lines = linesFromPlainText('CERTIFICATIONS\nDatabricks Certified Data Engineer, Databricks | 2023-01\nPUBLICATIONS\nStreaming Joins at Ride Scale, Data Council, 2020').map((line, index) => ({
      ...line, segments: line.text.split(' | '), text: line.text.replace(' | ', ' '), page: index < 2 ? 1 : 2, gapAbove: index === 2 ? 0 : 1, x1: 0.5,
    }));
    expect(splitSections(lines).map((section) => section.kind)).toEqual(['trainings', 'publications']);
  });
});
