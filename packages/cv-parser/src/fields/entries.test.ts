import { describe, expect, it } from 'vitest';
import type { CvLine } from '../types';
import { splitSections } from '../sections/split';
import { mergeContinuations, splitEntries } from './entries';

const line = (text: string, x1: number, extra: Partial<CvLine> = {}): CvLine => ({
  text, segments: [text], page: 1, column: 0, x: 0.06, x1, columnRight: 0.94, size: 1, bold: false, bullet: false, headingHint: false, gapAbove: 0, ...extra,
});

describe('wrapped lines', () => {
  it('keeps a short employer line apart from a Japanese sentence under it: that script breaks between any two characters', () => {
    const merged = mergeContinuations([line('MEJORA株式会社', 0.22), line('4人のエンジニアリングチームでCEOの直接指導の下、フラットな組織構造で働く。', 0.9)]);
    expect(merged.map((l) => l.text)).toEqual(['MEJORA株式会社', '4人のエンジニアリングチームでCEOの直接指導の下、フラットな組織構造で働く。']);
  });

  it('still joins a Japanese sentence that ran to the edge of its column', () => {
    const merged = mergeContinuations([line('ユーザー登録と初期のインタラクションシグナルに基づくアップセルタイミングを', 0.93), line('探るPoCアプリケーションを開発。', 0.4)]);
    expect(merged).toHaveLength(1);
  });
});

describe('a title that wrapped in its cell beside the dates', () => {
  it('takes the wrapped words back into the title, a bracket left open included', () => {
    const dated = (title: string, date: string) => line(`${title} ${date}`, 0.61, { segments: [title, date], bold: true, gapAbove: 0.4 });
    const { blocks } = splitEntries([
      dated('Développeuse et chargée de mission', 'août 2022 – février 2024'),
      line('logiciels libres', 0.19, { bold: true }),
      line('DINUM · Paris', 0.16),
      line('Maintenance des produits de la mission et sensibilisation des administrations.', 0.55, { x: 0.08, gapAbove: 0.12 }),
      dated('Ingénieure logiciel (programme', 'septembre 2020 – juin 2021'),
      line('"Entrepreneur d\'Intérêt Général")', 0.36, { bold: true }),
      line('Ministère de la Culture · Paris', 0.29),
    ]);
    expect(blocks.map((block) => block.header.map((l) => l.segments[0]))).toEqual([
      ['Développeuse et chargée de mission logiciels libres', 'DINUM · Paris'],
      ['Ingénieure logiciel (programme "Entrepreneur d\'Intérêt Général")', 'Ministère de la Culture · Paris'],
    ]);
  });
});

describe('a degree title wrapped at a hyphen beside its dates', () => {
  it('keeps the hyphen of a compound ("Homme-Machine")', () => {
    const { blocks } = splitEntries([
      line('Master, Informatique et Interaction Homme- 2012 – 2014', 0.61, { segments: ['Master, Informatique et Interaction Homme-', '2012 – 2014'], bold: true, gapAbove: 0.4 }),
      line('Machine', 0.14, { bold: true }),
      line('Université Paul Sabatier', 0.3),
    ]);
    expect(blocks[0]!.header.map((l) => l.segments[0])).toEqual(['Master, Informatique et Interaction Homme-Machine', 'Université Paul Sabatier']);
  });
});

describe('a first entry styled like the headings', () => {
  it('stays in its section when it sits right under a known heading (a Word text box, every title bold alike)', () => {
    const bold = (text: string) => line(text, 0, { x: 0, x1: 0, columnRight: 0, bold: true });
    const sections = splitSections([bold('河原理安'), bold('職歴'), bold('エンジニア'), line('MEJORA株式会社', 0, { x: 0, x1: 0, columnRight: 0 }), bold('学歴'), bold('学士, コンピュータサイエンス'), line('モナッシュ大学', 0, { x: 0, x1: 0, columnRight: 0 })]);
    expect(sections.map((section) => [section.kind, section.lines.map((l) => l.text)])).toEqual([
      ['header', ['河原理安']],
      ['experience', ['エンジニア', 'MEJORA株式会社']],
      ['education', ['学士, コンピュータサイエンス', 'モナッシュ大学']],
    ]);
  });
});

describe('a one-line entry that ran to the edge of its column', () => {
  it('reads the institution whole across the break, and across initials', async () => {
    const { headerPieces } = await import('./pieces');
    const pieces = headerPieces([
      line('Бакалавриат, Информатика, Нижегородский государственный', 0.87, { columnRight: 0.93, bold: true }),
      line('технический университет им. Р.Е. Алексеева (НГТУ)', 0.7, { columnRight: 0.93 }),
    ], null);
    expect(pieces.map((piece) => piece.text)).toContain('Нижегородский государственный технический университет им. Р.Е. Алексеева (НГТУ)');
    const merged = mergeContinuations([line('Нижегородский государственный технический университет им. Р.Е.', 0.89), line('Алексеева (НГТУ)', 0.27)]);
    expect(merged.map((l) => l.text)).toEqual(['Нижегородский государственный технический университет им. Р.Е. Алексеева (НГТУ)']);
  });
});

describe('one-line entries that wrapped', () => {
  it('joins a line that ran to the edge before its dates, and a date range whose grade followed it onto the next line', () => {
    const { blocks } = splitEntries([
      line('Bachelor of Engineering, Electrical, Alexandria', 0.89, { bold: true, gapAbove: 0.3 }),
      line('University, 2004 – 2011', 0.25),
      line('Bachelor of Science, Computer Engineering, Southern Methodist University, August 2001 – December', 0.92, { bold: true, gapAbove: 0.3 }),
      line('2004, 3.7', 0.14),
    ]);
    expect(blocks.map((block) => [block.header.map((l) => l.text).join(' / '), block.date?.start, block.date?.end])).toEqual([
      ['Bachelor of Engineering, Electrical, Alexandria University, 2004 – 2011', '2004', '2011'],
      ['Bachelor of Science, Computer Engineering, Southern Methodist University, August 2001 – December 2004, 3.7', '2001-08', '2004-12'],
    ]);
  });
});

describe('a one-line entry over its indented description', () => {
  it('keeps an indent of two spaces out of the header, even for capitalised German lines naming "Systems"', () => {
    const { blocks } = splitEntries([
      line('Senior Frontend Developer, FINABRO, April 2019 – aktuell', 0.55, { x: 0.062, gapAbove: 0.4 }),
      line('Startup - digitale Plattform für finanzielle Vorsorge', 0.48, { x: 0.081 }),
      line('Erstellung eines Design Systems für unternehmensweite Verwendung', 0.64, { x: 0.081 }),
      line('Lead Frontend Developer, abss interactive, Juni 2015 – Jan. 2019', 0.6, { x: 0.062, gapAbove: 0.4 }),
    ]);
    expect(blocks.map((block) => [block.header.length, block.body.length])).toEqual([[1, 2], [1, 0]]);
  });
});

describe('a bold title that wrapped over its plain organisation line', () => {
  it('keeps its last word, even a word that names a section ("Informática")', () => {
    const dated = line('Pregrado, Ingeniería en Ejecución ene. 2011 – ene. 2013', 0.61, { segments: ['Pregrado, Ingeniería en Ejecución', 'ene. 2011 – ene. 2013'], bold: true, gapAbove: 0.6 });
    const lines = [line('FORMACIÓN', 0.3, { bold: true, gapAbove: 1 }), dated, line('Informática', 0.17, { bold: true }), line('Universidad de Santiago de Chile', 0.33)];
    const education = splitSections(lines).find((section) => section.kind === 'education')!;
    const { blocks } = splitEntries(education.lines);
    expect(blocks[0]!.header.map((l) => l.segments[0])).toEqual(['Pregrado, Ingeniería en Ejecución Informática', 'Universidad de Santiago de Chile']);
  });

  it('but a heading at the top of the next column, after the main column\'s last dated title, is a heading', () => {
    const dated = line('Research School, Combinada may. 2015 – jun. 2015', 0.61, { segments: ['Research School, Combinada', 'may. 2015 – jun. 2015'], bold: true, gapAbove: 0.3 });
    const sidebar = { column: 1, x: 0.7, columnRight: 0.94 };
    const lines = [
      line('EDUCACIÓN', 0.3, { bold: true, gapAbove: 1 }),
      dated,
      line('C O N TA C T O', 0.75, { ...sidebar, bold: true }),
      line('✉ hugo@example.com', 0.9, { ...sidebar, gapAbove: 0.5 }),
    ];
    const sections = splitSections(lines);
    expect(sections.map((section) => [section.kind, section.heading])).toEqual([['education', 'EDUCACIÓN'], ['contact', 'CONTACTO']]);
  });
});
