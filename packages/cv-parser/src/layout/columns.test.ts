import { describe, expect, it } from 'vitest';
import { parseCv } from '../index';
import { hasChromium, hasNotoCjk, printPdf } from '../testing/print-pdf';

/** A PDF printed by Chromium: a sidebar of the given width on one side, its lines spaced unlike the main column's. */
function twoColumnPdf(side: 'left' | 'right', widthPercent: number, align: 'left' | 'right'): Uint8Array {
  const sidebar = `<aside style="width:${widthPercent}%;padding:28px 10px;background:#eef;font-size:9.5pt;line-height:1.7;text-align:${align}">
    <h3>CONTACT</h3><div>anna.kowalska@example.com</div><div>+48 601 234 567</div><div>Kraków, Poland</div>
    <h3>SKILLS</h3><div>TypeScript</div><div>PostgreSQL</div><div>Kubernetes</div>
    <h3>LANGUAGES</h3><div>Polish (native)</div><div>English (C1)</div></aside>`;
  const main = `<main style="flex:1;padding:20px 24px;font-size:11pt;line-height:1.25">
    <h1 style="margin:0">Anna Kowalska</h1><div>Senior Backend Engineer</div>
    <h3>EXPERIENCE</h3>
    <div><b>Senior Backend Engineer</b>, Allegro Sp. z o.o., Poznań</div><div>Mar 2020 – Present</div>
    <div>Built the payments ledger serving twenty million buyers across the country and abroad</div>
    <div><b>Backend Engineer</b>, Comarch SA, Kraków</div><div>Jul 2016 – Feb 2020</div>
    <div>Maintained the billing platform for telecom clients in six countries</div>
    <h3>EDUCATION</h3><div><b>MSc Computer Science</b>, AGH University of Science and Technology</div><div>2011 – 2016</div></main>`;
  const html = `<html><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0;font-family:sans-serif;display:flex;min-height:297mm}h3{margin:12px 0 4px}</style></head>
    <body>${side === 'left' ? sidebar + main : main + sidebar}</body></html>`;
  return printPdf(html);
}

describe.skipIf(!hasChromium)('two-column PDF', () => {
  // A sidebar set flush right against the gutter shares its right edge as labels do, but not their baselines.
  it.each([
    ['left', 22, 'left'],
    ['right', 34, 'left'],
    ['left', 28, 'right'],
    ['right', 30, 'right'],
  ] as const)('reads a %s sidebar, %d percent of the width, aligned %s, apart from the main column', async (side, width, align) => {
    const cv = await parseCv({ bytes: twoColumnPdf(side, width, align), filename: 'cv.pdf' }, { ocr: false });
    expect(cv.personal_info.name).toBe('Anna Kowalska');
    expect(cv.personal_info.email).toBe('anna.kowalska@example.com');
    expect(cv.personal_info.phone).toBe('+48 601 234 567');
    expect(cv.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'PostgreSQL', 'Kubernetes']);
    expect(cv.languages.map((language) => language.name)).toEqual(['Polish', 'English']);
    expect(cv.experiences.map((e) => [e.position, e.start_date, e.end_date])).toEqual([
      ['Senior Backend Engineer', '2020-03', 'present'],
      ['Backend Engineer', '2016-07', '2020-02'],
    ]);
    const experienceText = JSON.stringify(cv.experiences);
    for (const leak of ['Kubernetes', 'Polish', 'example.com', 'SKILLS']) expect(experienceText).not.toContain(leak);
  }, 60_000);

  it('reads a sidebar that stops after three contact lines beside the whole main column', async () => {
    const html = `<html><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0;font-family:sans-serif;display:flex;min-height:297mm}h3{margin:12px 0 4px}</style></head><body>
      <aside style="width:28%;padding:28px 10px;background:#eef;font-size:9.5pt;line-height:1.7"><h3>CONTACT</h3><div>anna.kowalska@example.com</div><div>+48 601 234 567</div><div>Kraków, Poland</div></aside>
      <main style="flex:1;padding:20px 24px;font-size:11pt;line-height:1.25"><h1 style="margin:0">Anna Kowalska</h1><div>Senior Backend Engineer</div>
      <h3>PROFILE</h3><p>Backend engineer with ten years building payment systems and data platforms for large marketplaces.</p>
      <h3>EXPERIENCE</h3><div><b>Senior Backend Engineer</b>, Allegro Sp. z o.o., Poznań</div><div>Mar 2020 – Present</div>
      <div>Built the payments ledger serving twenty million buyers across the country and abroad</div></main></body></html>`;
    const cv = await parseCv({ bytes: printPdf(html), filename: 'cv.pdf' }, { ocr: false });
    expect(cv.personal_info).toMatchObject({ name: 'Anna Kowalska', title: 'Senior Backend Engineer', email: 'anna.kowalska@example.com', location: 'Kraków, Poland' });
    expect(cv.personal_info.summary).toBe('Backend engineer with ten years building payment systems and data platforms for large marketplaces.');
  }, 60_000);
});

describe.skipIf(!hasChromium || !hasNotoCjk)('dates on the right of short Japanese titles', () => {
  // Noto CJK maps 月 to the radical ⽉ (U+2F49): read before layout, the dates column looked like no dates at all.
  it('reads each date with its role, not as a column of its own', async () => {
    const row = (title: string, date: string) => `<div style="display:flex;justify-content:space-between"><b>${title}</b><span>${date}</span></div>`;
    const html = `<html lang="ja"><head><meta charset="utf-8"><style>@page{size:A4;margin:13mm}body{font-family:'DejaVu Sans','Noto Sans CJK JP',sans-serif;font-size:13.5pt;line-height:1.35}</style></head><body>
      <div style="font-size:28pt;text-align:center"><b>佐藤 花子</b></div><h2>職歴</h2>
      ${row('シニアエンジニア', '2020年4月 〜 現在')}<div>株式会社メルカリ · 東京</div><ul><li>出品画面を改善</li></ul>
      ${row('Webエンジニア', '2016年4月 〜 2020年3月')}<div>楽天グループ株式会社 · 東京</div><ul><li>検索画面を開発</li></ul>
      ${row('アルバイト', '2014年10月 〜 2016年3月')}<div>株式会社ゆめみ · リモート</div><ul><li>アプリの開発補助</li></ul>
      <h2>学歴</h2>${row('学士, 基幹理工学部', '2012年4月 〜 2016年3月')}<div>早稲田大学 · 3.5</div></body></html>`;
    const cv = await parseCv({ bytes: printPdf(html), filename: 'cv.pdf' }, { ocr: false });
    expect(cv.experiences.map((e) => [e.position, e.company, e.start_date, e.end_date])).toEqual([
      ['シニアエンジニア', '株式会社メルカリ', '2020-04', 'present'],
      ['Webエンジニア', '楽天グループ株式会社', '2016-04', '2020-03'],
      ['アルバイト', '株式会社ゆめみ', '2014-10', '2016-03'],
    ]);
    expect(cv.educations.map((e) => [e.degree, e.institution, e.start_date, e.end_date, e.gpa])).toEqual([['学士, 基幹理工学部', '早稲田大学', '2012-04', '2016-03', '3.5']]);
  }, 60_000);
});

describe.skipIf(!hasChromium || !hasNotoCjk)('spaces between Japanese words in a PDF', () => {
  // Chromium sets a typed space as a blank text item of its own; the gap alone is too narrow to read as one between kana.
  it('keeps the space the document set between katakana words, and sets none where there was none', async () => {
    const html = `<html lang="ja"><head><meta charset="utf-8"><style>@page{size:A4;margin:13mm}body{font-family:'DejaVu Sans','Noto Sans CJK JP',sans-serif;font-size:12pt}</style></head><body>
      <div style="font-size:26pt"><b>志田 花子 (シダ ハナコ)</b></div><div>フルリモート バックエンドエンジニア</div><h2>職歴</h2>
      <div><b>フルリモート バックエンドエンジニア</b>, 株式会社メルカリ, 2020年4月 〜 現在</div><div>出品画面を改善しました。</div></body></html>`;
    const cv = await parseCv({ bytes: printPdf(html), filename: 'cv.pdf' }, { ocr: false });
    expect([cv.personal_info.name, cv.personal_info.title]).toEqual(['志田 花子 (シダ ハナコ)', 'フルリモート バックエンドエンジニア']);
    expect(cv.experiences.map((e) => [e.position, e.company, e.start_date, e.end_date])).toEqual([['フルリモート バックエンドエンジニア', '株式会社メルカリ', '2020-04', 'present']]);
  }, 60_000);
});
