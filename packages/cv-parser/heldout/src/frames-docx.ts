import JSZip from 'jszip';
import { HEADINGS, formatRange } from './i18n';
import type { HeldoutPerson } from './json-resume';

/**
 * (c) A DOCX written by hand whose sidebar (contact, skills, languages) sits in a Word text box anchored
 * to the page: `w:txbxContent` inside `mc:AlternateContent`, a DrawingML shape with the VML fallback
 * Word itself writes. The body's left margin leaves room for the box; dates sit on a right tab stop and
 * headings are in small caps.
 */
const x = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RunStyle { bold?: boolean; italic?: boolean; size?: number; smallCaps?: boolean; spacing?: number }
const run = (text: string, s: RunStyle = {}) =>
  `<w:r><w:rPr>${s.bold ? '<w:b/>' : ''}${s.italic ? '<w:i/>' : ''}${s.smallCaps ? '<w:smallCaps/>' : ''}${s.spacing ? `<w:spacing w:val="${s.spacing}"/>` : ''}${s.size ? `<w:sz w:val="${s.size}"/>` : ''}</w:rPr><w:t xml:space="preserve">${x(text)}</w:t></w:r>`;
const para = (runs: string, props = '') => `<w:p><w:pPr>${props}</w:pPr>${runs}</w:p>`;
const heading = (text: string) => para(run(text, { bold: true, smallCaps: true, size: 26, spacing: 20 }), '<w:spacing w:before="200" w:after="60"/>');
const tab = '<w:r><w:tab/></w:r>';
const rightTab = (pos: number) => `<w:tabs><w:tab w:val="right" w:pos="${pos}"/></w:tabs>`;
const bullet = (text: string) => para(run(`•\t${text}`), '<w:tabs><w:tab w:val="left" w:pos="284"/></w:tabs><w:ind w:left="284" w:hanging="284"/>');

function sidebarParagraphs(p: HeldoutPerson): string {
  const h = HEADINGS[p.lang];
  const links = [p.links.linkedin, p.links.github, p.links.website].filter((link): link is string => Boolean(link));
  return [
    heading(h.contact),
    ...[['✉', p.email], ['☎', p.phone], ['⌂', p.location], ...links.map((l) => ['↗', l])].filter(([, v]) => v).map(([icon, v]) => para(run(`${icon} ${v}`, { size: 18 }))),
    ...(p.skills.length ? [heading(h.skills), ...p.skills.map((s) => para((s.category ? run(`${s.category}: `, { bold: true, size: 18 }) : '') + run(s.items.join(', '), { size: 18 })))] : []),
    ...(p.languages.length ? [heading(h.languages), ...p.languages.map((l) => para(run(l.level ? `${l.name} — ${l.level}` : l.name, { size: 18 })))] : []),
  ].join('');
}

function textBox(content: string): string {
  const cx = 2160000;
  const cy = 9700000;
  const anchor = `<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>360000</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>540000</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="1" name="Sidebar"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="EEF2F6"/></a:solidFill></wps:spPr><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t"/></wps:wsp></a:graphicData></a:graphic></wp:anchor>`;
  const fallback = `<w:pict><v:shape id="Sidebar" type="#_x0000_t202" style="position:absolute;margin-left:28.35pt;margin-top:42.5pt;width:170.1pt;height:763.8pt;z-index:251659264;mso-position-horizontal-relative:page;mso-position-vertical-relative:page" fillcolor="#eef2f6" stroked="f"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox><w10:wrap type="square" anchorx="page" anchory="page"/></v:shape></w:pict>`;
  return `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${anchor}</w:drawing></mc:Choice><mc:Fallback>${fallback}</mc:Fallback></mc:AlternateContent></w:r></w:p>`;
}

function bodyParagraphs(p: HeldoutPerson): string {
  const h = HEADINGS[p.lang];
  const dated = (left: string, right: string) => para(run(left, { bold: true }) + tab + run(right), rightTab(7580));
  return [
    para(run(p.name, { bold: true, size: 40 })),
    para(run(p.title, { size: 26 })),
    ...(p.summary ? [heading(h.summary), para(run(p.summary))] : []),
    ...(p.experiences.length ? [heading(h.experience)] : []),
    ...p.experiences.flatMap((r, i) => [dated(r.position, formatRange(r.start, r.end, p.lang, i)), para(run([r.company, r.location].filter(Boolean).join(', '), { italic: true })), ...r.bullets.map(bullet)]),
    ...(p.educations.length ? [heading(h.education)] : []),
    ...p.educations.flatMap((d) => [dated(d.degree, formatRange(d.start, d.end, p.lang)), para(run(d.gpa ? `${d.institution} (${d.gpa})` : d.institution, { italic: true }))]),
    ...(p.projects ? [heading(h.projects), ...p.projects.map((pr) => para(run(pr.name, { bold: true }) + (pr.description ? run(` — ${pr.description}`) : '')))] : []),
    ...(p.certifications ? [heading(h.certifications), ...p.certifications.map((c) => para(run([c.title, c.institute].filter(Boolean).join(', ')) + tab + run(c.date), rightTab(7580)))] : []),
    ...(p.publications ? [heading(h.publications), ...p.publications.map((pub) => para(run(pub)))] : []),
  ].join('');
}

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'mc:Ignorable="wps"',
].join(' ');

export async function framesDocx(p: HeldoutPerson): Promise<Uint8Array> {
  const zip = new JSZip();
  // A fixed date keeps the committed bytes stable from one run to the next.
  const stable = { date: new Date('2026-01-01T00:00:00Z') };
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>', stable);
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>', stable);
  const section = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="850" w:right="720" w:bottom="850" w:left="3600" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr>';
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NAMESPACES}><w:body>${textBox(sidebarParagraphs(p))}${bodyParagraphs(p)}${section}</w:body></w:document>`, stable);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
