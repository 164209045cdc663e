import { describe, expect, it } from 'vitest';
import { parseCv } from '../index';
import { buildZip } from '../testing/hostile-documents';

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const p = (text: string, style?: 'Heading1' | 'bold' | 'list') => {
  const pPr = style === 'Heading1' ? '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' : style === 'list' ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' : '';
  const rPr = style === 'bold' ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
};
const cell = (paragraphs: string[]) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${paragraphs.join('')}</w:tc>`;

const styles = `<?xml version="1.0"?><w:styles ${NS}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`;

function docx(body: string, parts: { name: string; xml: string }[] = []): Uint8Array {
  const rels = '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  const types = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return new Uint8Array(
    buildZip([
      { name: '[Content_Types].xml', data: Buffer.from(types) },
      { name: '_rels/.rels', data: Buffer.from(rels) },
      { name: 'word/document.xml', data: Buffer.from(document) },
      { name: 'word/styles.xml', data: Buffer.from(styles) },
      ...parts.map((part) => ({ name: part.name, data: Buffer.from(part.xml) })),
    ]),
  );
}

const sidebar = [
  p('Contact', 'Heading1'),
  p('anna.kowalska@example.com'),
  p('+48 601 234 567'),
  p('Kraków, Poland'),
  p('Skills', 'Heading1'),
  p('TypeScript', 'list'),
  p('PostgreSQL', 'list'),
  p('Kubernetes', 'list'),
  p('Languages', 'Heading1'),
  p('Polish (native)'),
  p('English (C1)'),
];
const main = [
  p('Experience', 'Heading1'),
  p('Senior Backend Engineer', 'bold'),
  p('Allegro Sp. z o.o., Poznań | Mar 2020 – Present'),
  p('Built the payments ledger serving 20 million buyers', 'list'),
  p('Backend Engineer', 'bold'),
  p('Comarch SA, Kraków | Jul 2016 – Feb 2020'),
  p('Maintained the billing platform for telecom clients', 'list'),
  p('Education', 'Heading1'),
  p('MSc Computer Science', 'bold'),
  p('AGH University of Science and Technology | 2011 – 2016'),
];

describe('DOCX reading order', () => {
  it('reads a two-column layout table column by column, the sidebar feeding contact, skills and languages', async () => {
    // Rows pair sidebar paragraphs with main-column ones, as Word templates do when the table has one row per block.
    const rows = [
      `<w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>${p('Anna Kowalska', 'bold')}${p('Backend Engineer')}</w:tc></w:tr>`,
      `<w:tr>${cell(sidebar.slice(0, 4))}${cell(main.slice(0, 4))}</w:tr>`,
      `<w:tr>${cell(sidebar.slice(4))}${cell(main.slice(4))}</w:tr>`,
    ];
    const bytes = docx(`<w:tbl><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6000"/></w:tblGrid>${rows.join('')}</w:tbl>`);
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info.name).toBe('Anna Kowalska');
    expect(cv.personal_info.email).toBe('anna.kowalska@example.com');
    expect(cv.personal_info.phone).toContain('601 234 567');
    expect(cv.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
    expect(cv.languages.map((language) => language.name)).toEqual(expect.arrayContaining(['Polish', 'English']));
    expect(cv.experiences.map((e) => e.position)).toEqual(['Senior Backend Engineer', 'Backend Engineer']);
    expect(cv.experiences[0]!.company).toContain('Allegro');
    const experienceText = JSON.stringify(cv.experiences);
    for (const leak of ['Kubernetes', 'Polish', '601 234 567', 'Skills']) expect(experienceText).not.toContain(leak);
    expect(cv.educations[0]?.degree ?? '').toContain('Computer Science');
  });

  it('reads a sidebar set in a text frame (mc:AlternateContent) once, outside the experience it is anchored in', async () => {
    const box = `<w:txbxContent>${sidebar.join('')}</w:txbxContent>`;
    const frame =
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${box}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:shape><v:textbox>${box}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
    // Anchored in the first experience's company line, where a sidebar's anchor often lands.
    const anchored = main.map((paragraph, index) => (index === 2 ? paragraph.replace('</w:p>', `${frame}</w:p>`) : paragraph));
    const bytes = docx([p('Anna Kowalska', 'bold'), p('Backend Engineer'), ...anchored].join(''));
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info.name).toBe('Anna Kowalska');
    expect(cv.personal_info.email).toBe('anna.kowalska@example.com');
    expect(cv.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
    expect(cv.skills.filter((skill) => skill.name === 'TypeScript')).toHaveLength(1);
    expect(cv.languages.map((language) => language.name)).toEqual(expect.arrayContaining(['Polish', 'English']));
    expect(cv.experiences).toHaveLength(2);
    const experienceText = JSON.stringify(cv.experiences);
    for (const leak of ['Kubernetes', 'Polish', 'anna.kowalska', 'Contact']) expect(experienceText).not.toContain(leak);
  });

  it('reads a VML text box that has no modern alternative', async () => {
    const frame = `<w:r><w:pict><v:shape><v:textbox><w:txbxContent>${sidebar.join('')}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
    const bytes = docx([p('Anna Kowalska', 'bold').replace('</w:p>', `${frame}</w:p>`), p('Backend Engineer'), ...main].join(''));
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info.name).toBe('Anna Kowalska');
    expect(cv.personal_info.email).toBe('anna.kowalska@example.com');
    expect(cv.languages.map((language) => language.name)).toEqual(expect.arrayContaining(['Polish', 'English']));
    expect(cv.experiences).toHaveLength(2);
  });

  it('keeps a table of dated rows row by row', async () => {
    const row = (dates: string, lines: string[]) => `<w:tr>${cell([p(dates)])}${cell(lines.map((line) => p(line)))}</w:tr>`;
    const bytes = docx(
      [
        p('Anna Kowalska', 'bold'),
        p('anna.kowalska@example.com'),
        p('Experience', 'Heading1'),
        `<w:tbl>${row('2020 – Present', ['Senior Backend Engineer', 'Allegro Sp. z o.o., Poznań', 'Built the payments ledger'])}${row('2016 – 2020', ['Backend Engineer', 'Comarch SA, Kraków', 'Maintained billing'])}${row('2014 – 2016', ['Junior Developer', 'Sabre, Kraków', 'Wrote tests'])}</w:tbl>`,
      ].join(''),
    );
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.experiences.map((e) => [e.position, e.start_date])).toEqual([
      ['Senior Backend Engineer', '2020'],
      ['Backend Engineer', '2016'],
      ['Junior Developer', '2014'],
    ]);
  });

  it('reads the name and contact a page header keeps in a text box', async () => {
    const banner = `<w:txbxContent>${[p('Anna Kowalska', 'bold'), p('anna.kowalska@example.com | +48 601 234 567')].join('')}</w:txbxContent>`;
    const header = `<?xml version="1.0"?><w:hdr ${NS}><w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${banner}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${banner}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p></w:hdr>`;
    const cv = await parseCv({ bytes: docx(main.join(''), [{ name: 'word/header1.xml', xml: header }]), filename: 'cv.docx' });
    expect(cv.personal_info).toMatchObject({ name: 'Anna Kowalska', email: 'anna.kowalska@example.com', phone: '+48 601 234 567' });
    expect(cv.experiences).toHaveLength(2);
  });

  it('reads a right-hand sidebar after the main column without its unheaded contact lines joining the last section', async () => {
    const side = [p('anna.kowalska@example.com'), p('+48 601 234 567'), p('Kraków, Poland'), ...sidebar.slice(4)];
    const bytes = docx(`<w:tbl><w:tr>${cell([p('Anna Kowalska', 'bold'), p('Backend Engineer'), ...main])}${cell(side)}</w:tr></w:tbl>`);
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info).toMatchObject({ name: 'Anna Kowalska', email: 'anna.kowalska@example.com', phone: '+48 601 234 567', location: 'Kraków, Poland' });
    expect(cv.educations).toHaveLength(1);
    expect(JSON.stringify(cv.educations)).not.toContain('Kraków, Poland');
    expect(cv.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
  });

  it('keeps a text-box sidebar whose contact lines have no heading out of the section before it', async () => {
    const side = [p('anna.kowalska@example.com'), p('+48 601 234 567'), p('Kraków, Poland'), ...sidebar.slice(4)];
    const frame = `<w:r><w:pict><v:shape><v:textbox><w:txbxContent>${side.join('')}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
    // A CV whose body has no heading the parser knows: the sidebar goes last, as a column of its own.
    const body = [p('Anna Kowalska', 'bold'), p('Backend Engineer'), p('Career', 'Heading1'), ...main.slice(1, 7)];
    const bytes = docx(body.map((paragraph, index) => (index === 4 ? paragraph.replace('</w:p>', `${frame}</w:p>`) : paragraph)).join(''));
    const cv = await parseCv({ bytes, filename: 'cv.docx' });
    expect(cv.personal_info).toMatchObject({ name: 'Anna Kowalska', email: 'anna.kowalska@example.com', phone: '+48 601 234 567' });
    expect(cv.languages.map((language) => language.name)).toEqual(expect.arrayContaining(['Polish', 'English']));
    expect(JSON.stringify(cv.extra_sections)).not.toContain('601 234 567');
  });
});
