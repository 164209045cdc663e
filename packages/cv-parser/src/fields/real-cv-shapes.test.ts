import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../layout/text-lines';
import { chunkText, type TextRun } from '../layout/runs';
import { parseCv } from '../index';
import { readLanguages, readSkills, readTrainings, splitItems } from './lists';
import { readPersonalInfo } from './personal';

const parseText = (text: string) => parseCv({ text });

describe('shapes real CVs print', () => {
  it('reads a Japanese name with its kana reading in brackets as the name', () => {
    const header = linesFromPlainText('山田 太郎 (ヤマダ タロウ)\nバックエンドエンジニア').map((line, index) => ({ ...line, size: index === 0 ? 2 : 1 }));
    const info = readPersonalInfo(header, [], header).info;
    expect([info.name, info.title]).toEqual(['山田 太郎 (ヤマダ タロウ)', 'バックエンドエンジニア']);
  });

  it('takes "name · place" under a dated title as employer and place, and no entry from a date inside a Japanese sentence', async () => {
    const cv = await parseText(`Taro Yamada
Front End Developer

職歴
シニア開発者 2016年6月 〜 2018年6月
ソフトウェア工房 · ハノイ
私は2016年6月に入社し、五人のチームを率いました。
ゲーム開発者 2014年3月 〜 2016年5月
ゲームスタジオ · 東京
`);
    expect(cv.experiences.map((role) => [role.position, role.company, role.location, role.start_date, role.end_date])).toEqual([
      ['シニア開発者', 'ソフトウェア工房', 'ハノイ', '2016-06', '2018-06'],
      ['ゲーム開発者', 'ゲームスタジオ', '東京', '2014-03', '2016-05'],
    ]);
  });

  it('takes "employer, flag place" on the line under the dates as employer and place, in a document without geometry', async () => {
    const cv = await parseText(`Bang Nguyen
Front End Developer

職歴
エンジニアマネージャー
2020年7月 〜 現在
グッドクリエイト, 🇯🇵 香川
グッドクリエイト社のソフトウェアエンジニアリング部門を担当しています。要件について話し合い、技術的なアドバイスを提供します。
Senior Developer
June 2016 – June 2018
FPT Software, 🇻🇳 Hanoi
Led a team of five on a C++ project of two million lines.
`);
    expect(cv.experiences.map((role) => [role.position, role.company, role.location])).toEqual([
      ['エンジニアマネージャー', 'グッドクリエイト', '🇯🇵 香川'],
      ['Senior Developer', 'FPT Software', '🇻🇳 Hanoi'],
    ]);
  });

  it('keeps a pipe or spaced slash inside an item of a comma list, and splits on them when there are no commas', () => {
    expect(splitItems('HTML / CSS / SCSS, React | Next, Go')).toEqual(['HTML / CSS / SCSS', 'React | Next', 'Go']);
    expect(splitItems('Python | Go / Rust')).toEqual(['Python', 'Go', 'Rust']);
  });

  it('joins skill lines wrapped in a narrow sidebar: a line starting with a slash, and a comma list that ran to the edge', () => {
    const lines = linesFromPlainText(`Frontend: Flutter / Dart, HTML
/ CSS, Secure Remote
Access, Penetration Testing
Ops: Git, Docker`).map((line, index) => ({ ...line, x: 0.65, x1: [0.93, 0.935, 0.9, 0.8][index]!, columnRight: 0.94 }));
    expect(readSkills(lines).skills.map((skill) => skill.name)).toEqual(['Flutter / Dart', 'HTML / CSS', 'Secure Remote Access', 'Penetration Testing', 'Git', 'Docker']);
  });

  it('reads degree, subject and school from a one-line entry no word list knows', async () => {
    const cv = await parseText(`Jane Doe
Engineer

Education
Online, Books, Information Technology, Self-study, January 2013 – January 2019
`);
    expect(cv.educations.map((entry) => [entry.degree, entry.institution])).toEqual([['Online, Books, Information Technology', 'Self-study']]);
  });

  it('keeps "en" inside a title when the employer has a comma piece of its own, and reads a known degree, its subject and school', async () => {
    const cv = await parseText(`Ana Pérez
Analista

Experiencia
Especialista en Análisis de Clientes, Pandora, Ciudad de Panamá, Panamá, abril 2025 – presente

Educación
Técnico Superior en Desarrollo Web, Desarrollo Web, CIFP César Manrique, enero 2012 – enero 2016
`);
    expect(cv.experiences.map((role) => [role.position, role.company])).toEqual([['Especialista en Análisis de Clientes', 'Pandora']]);
    expect(cv.educations.map((entry) => [entry.degree, entry.institution])).toEqual([['Técnico Superior en Desarrollo Web, Desarrollo Web', 'CIFP César Manrique']]);
  });

  it('keeps a town no list knows with the work mode after it', async () => {
    const cv = await parseText(`Paul Martin
Consultant

Expérience
Consultant DDD janvier 2024 – présent
MAIF · Niort - Télétravail
Accompagnement des équipes.
`);
    expect(cv.experiences.map((role) => [role.company, role.location])).toEqual([['MAIF', 'Niort - Télétravail']]);
  });

  it('reads a headline wrapped onto a second line whole', () => {
    const header = linesFromPlainText('Ales Example\nSenior Cloud & DevOps Engineer, Platform Engineer, Infrastructure\nAutomation Specialist\n✉ ales@example.com')
      .map((line, index) => ({ ...line, x: 0.06, x1: [0.4, 0.93, 0.3, 0.4][index]!, columnRight: 0.94, size: index === 0 ? 2 : 1.2 }));
    expect(readPersonalInfo(header, [], header).info.title).toBe('Senior Cloud & DevOps Engineer, Platform Engineer, Infrastructure Automation Specialist');
  });

  it('starts a language item at a name written in lower case', () => {
    const lines = linesFromPlainText('Español — Nativo\ninglés — Excelente');
    expect(readLanguages(lines).map((language) => [language.name, language.level])).toEqual([['Español', 'Nativo'], ['inglés', 'Excelente']]);
  });

  it('sets apart a certificate date run into the word before it', () => {
    const lines = linesFromPlainText('ClickHouse Certified Developer, ClickHouse2025-09');
    expect(readTrainings(lines).map((training) => [training.title, training.institute, training.date])).toEqual([['ClickHouse Certified Developer', 'ClickHouse', '2025-09']]);
  });

  it('keeps a space the PDF set as a glyph of its own between katakana words', () => {
    const run = (text: string, x0: number, spaced = false): TextRun => ({ text, x0, x1: x0 + text.length * 10, y: 100, size: 10, bold: false, ...(spaced ? { spaced } : {}) });
    const runs = [run('フルリモート', 0), run('エンジニア', 61, true)];
    expect(chunkText({ runs, x0: 0, x1: 111, y: 100, size: 10 })).toBe('フルリモート エンジニア');
    expect(chunkText({ runs: [run('フルリモート', 0), run('エンジニア', 61)], x0: 0, x1: 111, y: 100, size: 10 })).toBe('フルリモートエンジニア');
  });
});


describe('shapes the tuning set shows (headings below body size, sentence-like detail lines, language codes)', () => {
  it('reads a lower-case keyword line among an entry\'s tags as content when the headings are small capitals', async () => {
    const { splitSections } = await import('../sections/split');
    const line = (text: string, style: { size?: number; bold?: boolean; gap?: number } = {}) => ({
      ...linesFromPlainText(text)[0]!, size: style.size ?? 1, bold: style.bold ?? false, gapAbove: style.gap ?? 0.1, x1: 0.5,
    });
    const lines = [
      line('Jane Doe', { size: 2, bold: true }),
      line('PROFIL', { size: 0.89, bold: true, gap: 1.2 }),
      line('Développeuse web depuis dix ans.'),
      line('EXPÉRIENCE PROFESSIONNELLE', { size: 0.89, bold: true, gap: 1.2 }),
      line('Engineer manager   janvier 2018 – décembre 2024'),
      line('SFEIR · Luxembourg'),
      line('suivi'),
      line('formation'),
      line('Tech lead   février 2025 – septembre 2025'),
      line('Société Générale · Belval'),
      line('FORMATION', { size: 0.89, bold: true, gap: 1.2 }),
      line("Diplôme d'ingénieur   1995 – 2000"),
      line('LANGUES', { size: 0.89, bold: true, gap: 1.2 }),
      line('Français — Langue maternelle'),
    ];
    const kinds = splitSections(lines).map((section) => [section.kind, section.heading]);
    expect(kinds).toEqual([['header', ''], ['summary', 'PROFIL'], ['experience', 'EXPÉRIENCE PROFESSIONNELLE'], ['education', 'FORMATION'], ['languages', 'LANGUES']]);
  });

  it('takes the short title beside the date over a detail line that reads as a sentence', async () => {
    const cv = await parseText(`Jane Doe
jane@example.com

EXPERIENCE
Fullstack software engineer   2017-08 – present
SFEIR · Luxembourg
Consultant dans le développement et l'architecture de logiciels
`);
    expect(cv.experiences.map((role) => [role.position, role.company])).toEqual([['Fullstack software engineer', 'SFEIR']]);
  });

  it('reads ISO codes as language names under a languages heading', () => {
    const languages = readLanguages(linesFromPlainText('pt — Fluente\nbr — Nativo\nen — Intermédio B2'));
    expect(languages.map((language) => [language.name, language.level])).toEqual([['pt', 'Fluente'], ['br', 'Nativo'], ['en', 'Intermédio B2']]);
  });
});
