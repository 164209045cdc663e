import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../layout/text-lines';
import { readLanguages, readTrainings } from './lists';

describe('certifications', () => {
  it('joins a title wrapped in a narrow sidebar before the issuer and date that close it', () => {
    // Positions as a PDF sidebar gives them: the next line's first word would not have fitted.
    const lines = linesFromPlainText(`Google Data Analytics
Professional Certificate,
Coursera (2021)`).map((line, index) => ({ ...line, x: 0.05, x1: [0.22, 0.24, 0.16][index]!, columnRight: 0.27 }));
    expect(readTrainings(lines).map((training) => [training.title, training.institute, training.date])).toEqual([
      ['Google Data Analytics Professional Certificate', 'Coursera', '2021'],
    ]);
  });
});

describe('certificates in other scripts and wrapped before their date', () => {
  it('reads a Korean issuer after the title, and a name that went on under its date cell', () => {
    const lines = linesFromPlainText('정보처리기사, 한국산업인력공단 | 2010-12\nCurso avanzado de Amazon Web Services, Universidad Pontificia | 2022-05\nde Salamanca')
      .map((line) => ({ ...line, segments: line.text.split(' | '), text: line.text.replace(' | ', ' ') }));
    expect(readTrainings(lines).map((training) => [training.title, training.institute, training.date])).toEqual([
      ['정보처리기사', '한국산업인력공단', '2010-12'],
      ['Curso avanzado de Amazon Web Services', 'Universidad Pontificia de Salamanca', '2022-05'],
    ]);
  });

  it('joins a word or three left under a dated certificate when the next item has its own date', () => {
    const lines = linesFromPlainText('AWS Certified Data Analytics – Specialty, Amazon Web | 2022-03\nServices\nDatabricks Certified Data Engineer, Databricks | 2023-01')
      .map((line) => ({ ...line, segments: line.text.split(' | '), text: line.text.replace(' | ', ' ') }));
    expect(readTrainings(lines).map((training) => [training.title, training.institute, training.date])).toEqual([
      ['AWS Certified Data Analytics – Specialty', 'Amazon Web Services', '2022-03'],
      ['Databricks Certified Data Engineer', 'Databricks', '2023-01'],
    ]);
  });
});

describe('spoken languages', () => {
  const read = (text: string) => readLanguages(linesFromPlainText(text)).map((language) => [language.name, language.level]);

  it('takes the bracket after a language name for its level, whatever its words', () => {
    expect(read('Anglais (Compétence professionnelle), inglés (Excelente), English (Fluent (TOEIC: 970/990))')).toEqual([
      ['Anglais', 'Compétence professionnelle'],
      ['inglés', 'Excelente'],
      ['English', 'Fluent (TOEIC: 970/990)'],
    ]);
  });

  it('joins a language line wrapped in a narrow column, and keeps a second CEFR grade on the level', () => {
    expect(read('Français (Langue\nmaternelle)\nMandarin Chinesisch —\nElementary\nItalienisch\n(Elementary)\nInglese — C2 (lettura/ascolto), B2 (produzione scritta e orale)')).toEqual([
      ['Français', 'Langue maternelle'],
      ['Mandarin Chinesisch', 'Elementary'],
      ['Italienisch', 'Elementary'],
      ['Inglese', 'C2 (lettura/ascolto), B2 (produzione scritta e orale)'],
    ]);
  });
});
