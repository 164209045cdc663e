import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsedCv } from '@folio/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument, parseCv, structureCv, terminateOcr, type ParseStage } from './index';

const fixture = async (name: string) => new Uint8Array(await readFile(path.join(import.meta.dirname, '../fixtures/docs', name)));

afterAll(terminateOcr);

const pasted = `Maria Rossi
Product Manager
maria.rossi@example.it · +39 333 123 4567 · Milano, Italia
linkedin.com/in/mariarossi

PROFILE
Product manager with eight years in fintech.

EXPERIENCE
Senior Product Manager\tMar 2021 – Present
Satispay S.p.A., Milano
• Launched business accounts for 40,000 merchants
• Led a team of six

Product Manager\t2017 – 2021
• Owned onboarding

EDUCATION
MSc Management Engineering, Politecnico di Milano, 2015 – 2017

SKILLS
Product: Roadmapping, Discovery, A/B testing
Tools: Jira, Figma, SQL

LANGUAGES
Italian (native), English (C1)

VOLUNTEERING
Mentor at Women in Tech Milano
`;

describe('parseCv on pasted text', () => {
  it('reads contact, roles (two at one company), education, grouped skills and languages', async () => {
    const cv = parsedCv.parse(await parseCv({ text: pasted }));
    expect(cv.personal_info).toMatchObject({ name: 'Maria Rossi', title: 'Product Manager', email: 'maria.rossi@example.it', phone: '+39 333 123 4567', location: 'Milano, Italia' });
    expect(cv.personal_info.links.linkedin).toBe('https://linkedin.com/in/mariarossi');
    expect(cv.experiences.map((x) => [x.position, x.company, x.start_date, x.end_date])).toEqual([
      ['Senior Product Manager', 'Satispay S.p.A.', '2021-03', 'present'],
      ['Product Manager', 'Satispay S.p.A.', '2017', '2021'],
    ]);
    expect(cv.experiences[0]!.description).toBe('• Launched business accounts for 40,000 merchants\n• Led a team of six');
    expect(cv.experiences[0]!.fields.start_date).toMatchObject({ source: expect.stringContaining('Mar 2021') as string });
    expect(cv.educations[0]).toMatchObject({ degree: 'MSc Management Engineering', institution: 'Politecnico di Milano', start_date: '2015', end_date: '2017' });
    expect(cv.skills).toContainEqual(expect.objectContaining({ name: 'A/B testing', category: 'Product' }));
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([['Italian', 'native'], ['English', 'C1']]);
    expect(cv.extra_sections).toContainEqual(expect.objectContaining({ kind: 'volunteering', lines: ['Mentor at Women in Tech Milano'] }));
    expect(cv.confidence).toBeGreaterThan(0.6);
  });

  it('reports each stage in order and lets the job run them one by one', async () => {
    const stages: ParseStage[] = [];
    await parseCv({ text: pasted }, { onStage: (stage) => stages.push(stage) });
    expect(stages).toEqual(['extract', 'sections', 'fields', 'normalise']);
    const extracted = await extractDocument({ text: pasted });
    expect(extracted.usedOcr).toBe(false);
    expect(structureCv(extracted).personal_info.name).toBe('Maria Rossi');
  });

  it('keeps lines it cannot place instead of dropping them', async () => {
    const cv = await parseCv({
      text: `Tom Baker\ntom@example.com\nAvailable from June for contract work\n\nEXPERIENCE\nOpen to relocation and remote roles.\nEngineer, Acme Ltd\n2019 - 2020`,
    });
    expect(cv.unplaced).toEqual([
      { text: 'Available from June for contract work', section: '' },
      { text: 'Open to relocation and remote roles.', section: 'EXPERIENCE' },
    ]);
  });
});

describe('parseCv on documents', () => {
  it('reads a two-column PDF column by column, with letter-spaced headings', async () => {
    const cv = await parseCv({ bytes: await fixture('priya-raman.pdf-sidebar.pdf'), filename: 'cv.pdf' });
    expect(cv.personal_info.name).toBe('Priya Raman');
    expect(cv.experiences.map((x) => x.company)).toEqual(['Monzo Bank', 'Monzo Bank', 'Sage Group plc']);
    expect(cv.skills).toContainEqual(expect.objectContaining({ name: 'Kafka', category: 'Infrastructure' }));
    expect(cv.languages.map((l) => l.name)).toEqual(['English', 'Tamil']);
  });

  it('reads a table-based DOCX', async () => {
    const cv = await parseCv({ bytes: await fixture('tomas-herrera.docx-table.docx'), filename: 'cv.docx' });
    expect(cv.experiences[0]).toMatchObject({ company: 'Tesla', location: 'Austin, TX', start_date: '2020-07', end_date: 'present' });
    expect(cv.educations[0]).toMatchObject({ institution: 'Georgia Institute of Technology', gpa: '3.8/4.0' });
  });

  it('reads a DOCX in German', async () => {
    const cv = await parseCv({ bytes: await fixture('katharina-schneider.docx-single.docx'), filename: 'cv.docx' });
    expect(cv.meta.language).toBe('de');
    expect(cv.experiences[0]).toMatchObject({ company: 'Siemens AG', start_date: '2019-04', end_date: 'present' });
  });

  it('reads the name and contact a DOCX keeps in its page header', async () => {
    const bytes = new Uint8Array(await readFile(path.join(import.meta.dirname, '../fixtures/extra/header.docx')));
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info).toMatchObject({ name: 'Sam O’Connor', email: 'sam.oconnor@tcd.ie', phone: '+353 85 123 4567' });
  });

  it('reads a legacy DOC', async () => {
    const cv = await parseCv({ bytes: await fixture('luca-bianchi.doc-single.doc'), filename: 'cv.doc' });
    expect(cv.meta.format).toBe('doc');
    expect(cv.experiences[0]).toMatchObject({ position: 'Ingegnere Strutturista', company: 'Webuild S.p.A.' });
  });

  it('reads a LaTeX PDF with dates pushed right', async () => {
    const cv = await parseCv({ bytes: await fixture('olivia-chen.pdf-latex.pdf'), filename: 'cv.pdf' });
    expect(cv.experiences.map((x) => x.start_date)).toEqual(['2020-02', '2016-05', '2014-06']);
  });

  it('reads the scanned page of a PDF whose other page has text', async () => {
    const bytes = new Uint8Array(await readFile(path.join(import.meta.dirname, '../fixtures/extra/mixed.pdf')));
    const stages: string[] = [];
    const cv = await parseCv({ bytes, filename: 'cv.pdf' }, { onStage: (stage, info) => stages.push(`${stage}:${String(info.detail?.used_ocr ?? '')}`) });
    expect(cv.meta).toMatchObject({ pages: 2, used_ocr: true });
    expect(stages[0]).toBe('extract:true');
    expect(cv.personal_info.name).toBe('Olivia Chen');
  });

  it('reads a scanned PDF by OCR and says so', async () => {
    const cv = await parseCv({ bytes: await fixture('olivia-chen.scan.pdf'), filename: 'scan.pdf' });
    expect(cv.meta.used_ocr).toBe(true);
    expect(cv.personal_info.email).toBe('olivia.chen@gmail.com');
    expect(cv.experiences[0]).toMatchObject({ company: 'Wealthsimple', start_date: '2020-02' });
  });
});
