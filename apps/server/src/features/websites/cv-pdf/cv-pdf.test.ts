import { cvPdfDesigns, type ParsedCv, type WebsiteWithSections } from '@folio/schema';
import { parseCv } from '@folio/cv-parser';
import { getDemoWebsite } from '@folio/templates';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { dateRangeOf } from '../json-resume-export';
import { blocksOf, renderCvPdf, woffToSfnt } from './cv-pdf';
import { richWebsites } from './rich-websites';

const norm = (text: string) => text.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}@.+]+/gu, ' ').trim();
const isLanguages = (title: string) => /^languages?$/i.test(title);

/**
 * The fields a reader of the PDF must get back, checked one by one: name, e-mail, phone, each
 * experience's company, title and dates, each education's institution, degree and dates, each skill.
 */
function roundTrip(website: WebsiteWithSections, parsed: ParsedCv) {
  const checks: [string, boolean][] = [];
  const info = parsed.personal_info;
  checks.push(['name', norm(info.name) === norm(website.name)]);
  checks.push(['email', info.email === website.contact.email]);
  if (website.contact.phone) checks.push(['phone', info.phone.replace(/\D/g, '') === website.contact.phone.replace(/\D/g, '')]);
  for (const item of website.experiences) {
    const found = parsed.experiences.find((entry) => norm(entry.company) === norm(item.name));
    const { startDate, endDate } = dateRangeOf(item.date);
    checks.push([`${item.name}: company`, found !== undefined]);
    checks.push([`${item.name}: title`, norm(found?.position ?? '') === norm(item.position)]);
    checks.push([`${item.name}: start`, found?.start_date === startDate]);
    checks.push([`${item.name}: end`, found?.end_date === (endDate ?? (/present/i.test(item.date) ? 'present' : ''))]);
  }
  for (const item of website.educations) {
    const found = parsed.educations.find((entry) => norm(entry.institution) === norm(item.name));
    const { startDate, endDate } = dateRangeOf(item.date);
    checks.push([`${item.name}: institution`, found !== undefined]);
    checks.push([`${item.name}: degree`, norm(found?.degree ?? '') === norm(item.degree)]);
    checks.push([`${item.name}: dates`, found?.start_date === startDate && found?.end_date === endDate]);
  }
  const readSkills = new Set([...parsed.skills.map((skill) => norm(skill.name)), ...parsed.languages.map((language) => norm(language.name))]);
  for (const group of website.skills) for (const skill of group.info) checks.push([`skill ${skill.name}`, readSkills.has(norm(skill.name)) || (isLanguages(group.title) && readSkills.has(norm(skill.name)))]);
  return { score: checks.filter(([, ok]) => ok).length / checks.length, misses: checks.filter(([, ok]) => !ok).map(([field]) => field) };
}

async function textOf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = await Promise.all(Array.from({ length: document.numPages }, (_, index) => document.getPage(index + 1)));
  const texts = await Promise.all(pages.map(async (page) => (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')));
  const links = (await Promise.all(pages.map((page) => page.getAnnotations()))).flat().map((annotation) => (annotation as { url?: string }).url).filter(Boolean);
  const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string } };
  const size = pages[0]!.getViewport({ scale: 1 });
  return { text: texts.join('\n'), links, info, pages: document.numPages, width: Math.round(size.width), height: Math.round(size.height) };
}

const websites = [getDemoWebsite('modern'), ...richWebsites];

describe('the PDF CV', () => {
  it('reads back through the CV parser at 95% of fields or more, in every design', { timeout: 120_000 }, async () => {
    const table: string[] = [];
    const lowest: Record<string, number> = {};
    for (const design of cvPdfDesigns) {
      const scores: number[] = [];
      for (const website of websites) {
        const pdf = await renderCvPdf(website, { design, paper: 'a4', siteUrl: 'https://example.folio.site/', includePhone: true });
        const { score, misses } = roundTrip(website, await parseCv({ bytes: pdf, filename: 'cv.pdf' }));
        scores.push(score);
        table.push(`${design.padEnd(8)} ${website.name.padEnd(24)} ${(score * 100).toFixed(1)}%${misses.length ? `  missed: ${misses.join(', ')}` : ''}`);
      }
      const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
      table.push(`${design.padEnd(8)} ${'mean'.padEnd(24)} ${(mean * 100).toFixed(1)}%`);
      lowest[design] = Math.min(...scores);
    }
    // Printed, as the issue asks (warn: the one console level tests may use).
    console.warn(`PDF CV read back by Folio's parser:\n${table.join('\n')}`);
    for (const design of cvPdfDesigns) expect(lowest[design], design).toBeGreaterThanOrEqual(0.95);
  });

  it('has selectable text in Latin, Greek and Cyrillic, real links and its metadata', async () => {
    const [polish, russian] = richWebsites as [WebsiteWithSections, WebsiteWithSections];
    const read = await textOf(await renderCvPdf(russian, { design: 'sidebar', paper: 'a4', siteUrl: 'https://anna.folio.site/', includePhone: true }));
    expect(read.text).toContain('Анна Ковалёва');
    expect(read.text).toContain('Παράδειγμα');
    expect(read.info).toMatchObject({ Title: 'Анна Ковалёва — CV', Author: 'Анна Ковалёва' });
    expect(read.links).toEqual(expect.arrayContaining(['mailto:anna.kovaleva@example.com', 'tel:+302101234567', 'https://anna.folio.site/']));
    expect(read.width).toBe(595); // A4

    const letter = await textOf(await renderCvPdf(polish, { design: 'classic', paper: 'letter', siteUrl: null, includePhone: false }));
    expect(letter.text).toContain('Zoë Łukasiewicz-Müller');
    expect(letter.text).toContain('Łódź');
    expect(letter.text).not.toContain('512 345 678');
    expect(letter.links).toContain('https://github.com/example/ledgerkit');
    expect([letter.width, letter.height]).toEqual([612, 792]);
  });

  it("declares the language the CV is written in, as the site's pages do", async () => {
    const [polish] = richWebsites as [WebsiteWithSections];
    const french: WebsiteWithSections = {
      ...polish,
      intro: "Ingénieure logicielle, je conçois depuis dix ans des outils de paiement pour les équipes de la banque et j'accompagne les nouvelles recrues.",
      experiences: polish.experiences.map((experience) => ({ ...experience, description: "Mise en place d'une plateforme de paiement pour les filiales du groupe, avec une équipe de six personnes et un suivi de la qualité." })),
    };
    const languageOf = async (website: WebsiteWithSections) => /\/Lang \(([^)]*)\)/.exec((await renderCvPdf(website, { design: 'classic', paper: 'a4', siteUrl: null, includePhone: false })).toString('latin1'))?.[1];
    expect(await languageOf(french)).toBe('fr');
    expect(await languageOf(polish)).toBe('en');
  });

  it('numbers the pages of a CV longer than one', async () => {
    const long = { ...richWebsites[0]!, experiences: [...richWebsites[0]!.experiences, ...richWebsites[0]!.experiences, ...richWebsites[0]!.experiences] };
    const read = await textOf(await renderCvPdf(long, { design: 'compact', paper: 'a4', siteUrl: null, includePhone: true }));
    expect(read.pages).toBeGreaterThan(1);
    expect(read.text).toContain(`1 / ${read.pages}`);
  });

  it('turns descriptions into paragraphs and bullets without markdown marks', () => {
    expect(blocksOf('Led **the** team.\n- Shipped [the app](https://x.dev)\n\n2) Cut costs by _half_')).toEqual([
      { bullet: false, text: 'Led the team.' },
      { bullet: true, text: 'Shipped the app' },
      { bullet: true, text: 'Cut costs by half' },
    ]);
  });

  it('refuses a font file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font, just some bytes here'))).toThrow('Not a WOFF font');
  });
});
