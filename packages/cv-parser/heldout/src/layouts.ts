import { escapeHtml as e } from '../../fixtures/src/i18n';
import { HEADINGS, formatRange } from './i18n';
import type { HeldoutPerson } from './json-resume';

/**
 * HTML designs the tuning fixtures never use: a right-hand sidebar with icon contact lines and
 * small-caps headings, one-line entries under letter-spaced headings, and a large-type CV that runs to
 * several pages. Chromium prints them to PDF; LibreOffice turns the table version into DOCX.
 */
const page = (css: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:13mm}body{font-family:'DejaVu Sans','Noto Sans CJK SC',sans-serif;font-size:9.5pt;color:#1d1d1f;margin:0}ul{margin:2px 0 6px;padding-left:15px}p{margin:2px 0}.contact{overflow-wrap:anywhere}${css}</style></head><body>${body}</body></html>`;

const links = (p: HeldoutPerson) => [p.links.linkedin, p.links.github, p.links.website].filter((link): link is string => Boolean(link));

/** Contact lines led by a glyph, as many designed CVs show them. */
const contactLines = (p: HeldoutPerson) =>
  [['✉', p.email], ['☎', p.phone], ['⌂', p.location], ...links(p).map((l) => ['↗', l])].filter(([, value]) => value).map(([icon, value]) => `<div class="contact">${icon}&nbsp;${e(value!)}</div>`);

const skillLines = (p: HeldoutPerson) => p.skills.map((s) => `<p>${s.category ? `<b>${e(s.category)}</b>: ` : ''}${s.items.map(e).join(', ')}</p>`);
const languageLines = (p: HeldoutPerson) => p.languages.map((l) => `<p>${e(l.name)}${l.level ? ` — ${e(l.level)}` : ''}</p>`);
const bullets = (items: string[]) => (items.length ? `<ul>${items.map((b) => `<li>${e(b)}</li>`).join('')}</ul>` : '');
const dated = (left: string, right: string) => `<div class="row"><span>${left}</span><span class="date">${right}</span></div>`;

function mainColumn(p: HeldoutPerson): string[] {
  const h = HEADINGS[p.lang];
  return [
    ...(p.summary ? [`<h2>${h.summary}</h2><p>${e(p.summary)}</p>`] : []),
    ...(p.experiences.length ? [`<h2>${h.experience}</h2>`] : []),
    ...p.experiences.map((x, i) => dated(`<b>${e(x.position)}</b>`, formatRange(x.start, x.end, p.lang, i)) + `<div class="meta">${[x.company, x.location].filter(Boolean).map(e).join(' · ')}</div>${bullets(x.bullets)}`),
    ...(p.educations.length ? [`<h2>${h.education}</h2>`] : []),
    ...p.educations.map((d) => dated(`<b>${e(d.degree)}</b>`, formatRange(d.start, d.end, p.lang)) + `<div class="meta">${e(d.institution)}${d.gpa ? ` · ${e(d.gpa)}` : ''}</div>`),
    ...extras(p),
  ];
}

/** Projects, certifications and publications, after the roles and degrees. */
function extras(p: HeldoutPerson): string[] {
  const h = HEADINGS[p.lang];
  return [
    ...(p.projects ? [`<h2>${h.projects}</h2>`, ...p.projects.map((x) => `<p><b>${e(x.name)}</b>${x.description ? ` — ${e(x.description)}` : ''}</p>`)] : []),
    ...(p.certifications ? [`<h2>${h.certifications}</h2>`, ...p.certifications.map((c) => dated(`${e(c.title)}${c.institute ? `, ${e(c.institute)}` : ''}`, c.date))] : []),
    ...(p.publications ? [`<h2>${h.publications}</h2>`, ...p.publications.map((x) => `<p>${e(x)}</p>`)] : []),
  ];
}

function sideColumn(p: HeldoutPerson): string[] {
  const h = HEADINGS[p.lang];
  return [
    `<h3>${h.contact}</h3>`, ...contactLines(p),
    ...(p.skills.length ? [`<h3>${h.skills}</h3>`, ...skillLines(p)] : []),
    ...(p.languages.length ? [`<h3>${h.languages}</h3>`, ...languageLines(p)] : []),
  ];
}

/** (a) Two columns, the sidebar on the right; small-caps headings; dates on the right of each role. */
export function sidebarRight(p: HeldoutPerson): string {
  return page(
    '.wrap{display:flex;gap:16px}.main{flex:1}.side{width:32%;background:#f3efe6;padding:10px}.name{font-size:22pt;font-weight:bold}.title{font-size:12pt;color:#6b5b3e}h2,h3{font-variant:small-caps;font-size:12pt;margin:12px 0 4px;color:#6b5b3e}h3{letter-spacing:0.12em}.row{display:flex;justify-content:space-between;gap:8px;margin-top:5px}.date{white-space:nowrap;color:#555}.meta{color:#555;font-style:italic}.contact{margin:2px 0}',
    `<div class="name">${e(p.name)}</div><div class="title">${e(p.title)}</div><div class="wrap"><div class="main">${mainColumn(p).join('\n')}</div><div class="side">${sideColumn(p).join('\n')}</div></div>`,
    p.lang,
  );
}

/** (b) The same two columns as one Word-style table (sidebar cell on the left), for LibreOffice to DOCX. */
export function sidebarTable(p: HeldoutPerson): string {
  const h = HEADINGS[p.lang];
  const row = (left: string, right: string) => `<table width="100%"><tr><td>${left}</td><td align="right" width="34%">${right}</td></tr></table>`;
  const main = [
    ...(p.summary ? [`<h2>${h.summary}</h2><p>${e(p.summary)}</p>`] : []),
    ...(p.experiences.length ? [`<h2>${h.experience}</h2>`] : []),
    ...p.experiences.map((x, i) => row(`<b>${e(x.position)}</b>`, formatRange(x.start, x.end, p.lang, i)) + `<p><i>${[x.company, x.location].filter(Boolean).map(e).join(', ')}</i></p>${bullets(x.bullets)}`),
    ...(p.educations.length ? [`<h2>${h.education}</h2>`] : []),
    ...p.educations.map((d) => row(`<b>${e(d.degree)}</b>`, formatRange(d.start, d.end, p.lang)) + `<p><i>${e(d.institution)}</i>${d.gpa ? ` (${e(d.gpa)})` : ''}</p>`),
    ...extras(p),
  ];
  return page(
    'td{vertical-align:top;padding:0 6px}h2,h3{font-size:12pt;letter-spacing:0.15em;text-transform:uppercase;margin:10px 0 3px}',
    `<p style="font-size:20pt"><b>${e(p.name)}</b></p><p>${e(p.title)}</p><table width="100%"><tr><td width="30%" bgcolor="#e8eef4">${sideColumn(p).join('\n')}</td><td>${main.join('\n')}</td></tr></table>`,
    p.lang,
  );
}

/** (g) One line per entry ("Title, Company, City, 2019 – 2022") under letter-spaced headings. */
export function oneLine(p: HeldoutPerson): string {
  const h = HEADINGS[p.lang];
  const body = [
    `<h1>${e(p.name)}</h1><div class="title">${e(p.title)}</div>`,
    `<div class="contacts">${contactLines(p).join('')}</div>`,
    ...(p.summary ? [`<h2>${h.summary}</h2><p>${e(p.summary)}</p>`] : []),
    ...(p.experiences.length ? [`<h2>${h.experience}</h2>`] : []),
    ...p.experiences.map((x, i) => `<p class="entry"><b>${e(x.position)}</b>, ${[x.company, x.location, formatRange(x.start, x.end, p.lang, i + 1)].filter(Boolean).map(e).join(', ')}</p>${bullets(x.bullets.slice(0, 3))}`),
    ...(p.educations.length ? [`<h2>${h.education}</h2>`] : []),
    ...p.educations.map((d) => `<p class="entry"><b>${e(d.degree)}</b>, ${[d.institution, formatRange(d.start, d.end, p.lang, 1), d.gpa ?? ''].filter(Boolean).map(e).join(', ')}</p>`),
    ...(p.skills.length ? [`<h2>${h.skills}</h2>`, ...skillLines(p)] : []),
    ...(p.projects ? [`<h2>${h.projects}</h2>`, ...p.projects.map((x) => `<p class="entry"><b>${e(x.name)}</b>${x.technologies.length ? `, ${x.technologies.map(e).join(', ')}` : ''}</p>`)] : []),
    ...(p.certifications ? [`<h2>${h.certifications}</h2>`, ...p.certifications.map((c) => `<p class="entry">${[c.title, c.institute, c.date].filter(Boolean).map(e).join(', ')}</p>`)] : []),
    ...(p.languages.length ? [`<h2>${h.languages}</h2><p>${p.languages.map((l) => `${e(l.name)}${l.level ? ` (${e(l.level)})` : ''}`).join(' · ')}</p>`] : []),
    ...(p.publications ? [`<h2>${h.publications}</h2>`, ...p.publications.map((x) => `<p>${e(x)}</p>`)] : []),
  ];
  return page('h1{font-size:20pt;margin:0;letter-spacing:0.08em}.title{color:#446}.contacts{display:flex;flex-wrap:wrap;gap:4px 16px;margin:4px 0}h2{font-size:10pt;letter-spacing:0.35em;text-transform:uppercase;margin:12px 0 4px;color:#446;border-bottom:1px dotted #99a}.entry{margin-top:4px}', body.join('\n'), p.lang);
}

/** (h) Large type, single column, dates on the right: most CVs run to a second or third page. */
export function largeType(p: HeldoutPerson): string {
  const h = HEADINGS[p.lang];
  const body = [
    `<div class="name">${e(p.name)}</div><div class="title">${e(p.title)}</div>`,
    `<div class="contacts">${contactLines(p).join('')}</div>`,
    ...mainColumn(p),
    ...(p.skills.length ? [`<h2>${h.skills}</h2>`, ...skillLines(p)] : []),
    ...(p.languages.length ? [`<h2>${h.languages}</h2>`, ...languageLines(p)] : []),
  ];
  return page('body{font-size:13.5pt;line-height:1.35}.name{font-size:28pt;font-weight:bold;text-align:center}.title{text-align:center;font-size:15pt}.contacts{text-align:center;margin:6px 0}.contacts .contact{display:inline-block;margin:0 10px}h2{font-variant:small-caps;font-size:17pt;border-bottom:2px solid #222;margin:18px 0 6px}.row{display:flex;justify-content:space-between;gap:12px;margin-top:8px}.date{white-space:nowrap}.meta{font-style:italic}', body.join('\n'), p.lang);
}
