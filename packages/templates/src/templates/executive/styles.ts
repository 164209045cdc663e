/** Executive: cool grey canvas, navy header, emerald for growth; IBM Plex Sans with Plex Mono figures. Colours are the palette tokens (index.tsx): emerald is the accent; the navy header (`top-*`) and headings are its own per theme. */
export const css = `
:root{--mono:'IBM Plex Mono',ui-monospace,Menlo,monospace;--pad:max(1rem,calc((100% - 1240px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:.98rem;line-height:1.55}
a{color:var(--accent)}
.top{background:var(--top);color:#e9eef6;padding:0 var(--pad) 2rem}
.top-bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 2rem;padding:.9rem 0;border-bottom:1px solid var(--top-2);font-size:.85rem}
.top-label{display:flex;align-items:center;gap:.5rem;font-family:var(--mono);text-transform:uppercase;letter-spacing:.1em;color:#b9c6da}
.top-dot{width:.55rem;height:.55rem;border-radius:50%;background:var(--accent-panel);box-shadow:0 0 0 4px color-mix(in srgb,var(--accent-panel) 25%,transparent)}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:0}
.nav a{color:#dfe7f2;text-decoration:none;font-weight:500}
.nav a:hover{color:#fff;text-decoration:underline}
.id{display:grid;grid-template-columns:auto minmax(0,1fr) minmax(14rem,auto);gap:1.5rem 2rem;align-items:center;padding-top:1.75rem}
.portrait{width:6.5rem;height:6.5rem;border-radius:.75rem;object-fit:cover;border:2px solid var(--top-2)}
.monogram{display:grid;place-items:center;width:5rem;height:5rem;border-radius:.75rem;background:var(--top-2);font-size:1.8rem;font-weight:600;color:#fff}
.name,.sec-title,.brand,.page-title,h3{font-family:var(--font-head)}
.name{font-size:clamp(1.9rem,4vw,2.75rem);font-weight:600;letter-spacing:-.02em;line-height:1.1;color:#fff}
.headline{color:var(--accent-panel);font-weight:500;margin-top:.25rem}
.intro{color:#c8d3e3;margin-top:.5rem;max-width:44rem}
.top .contact-details{list-style:none;padding:0 0 0 1.5rem;margin:0;border-left:1px solid var(--top-2);display:grid;gap:.4rem;font-size:.88rem}
.top .cd-label{display:block;font-family:var(--mono);font-size:.7rem;letter-spacing:.1em;text-transform:uppercase;color:#9fb0c8}
.top .contact-details a{color:#fff}
.dash{padding:0 var(--pad) 2rem}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:1rem;margin-top:-1.25rem;position:relative}
.kpis .stat{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:1rem 1.25rem;display:flex;flex-direction:column-reverse;box-shadow:0 6px 20px -12px rgba(15,34,64,.35);border-top:3px solid var(--accent)}
.kpis dt{font-size:.78rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted);font-weight:600}
.kpis dd{font-family:var(--mono);font-size:clamp(1.5rem,3vw,2rem);color:var(--heading);line-height:1.2;letter-spacing:-.02em}
.grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1rem;margin-top:1rem;grid-auto-flow:dense}
.sec{grid-column:span 12;background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:1.25rem 1.5rem;min-width:0}
.sec-about{grid-column:span 7}
.sec-competencies{grid-column:span 5}
.sec-experience{grid-column:span 7}
.sec-initiatives{grid-column:span 5}
.sec-skills,.sec-education{grid-column:span 6}
.sec-training,.sec-writing{grid-column:span 6}
/* A panel whose partner is missing takes the whole row, so no half of the page stays empty. */
.grid:not(:has(.sec-competencies)) .sec-about,.grid:not(:has(.sec-about)) .sec-competencies,.grid:not(:has(.sec-initiatives)) .sec-experience,.grid:not(:has(.sec-experience)) .sec-initiatives,.grid:not(:has(.sec-education)) .sec-skills,.grid:not(:has(.sec-skills)) .sec-education,.grid:not(:has(.sec-writing)) .sec-training,.grid:not(:has(.sec-training)) .sec-writing{grid-column:span 12}
.sec-title{font-size:.78rem;text-transform:uppercase;letter-spacing:.12em;color:var(--muted);font-weight:600;display:flex;align-items:center;gap:.6rem;padding-bottom:.75rem;margin-bottom:1rem;border-bottom:1px solid var(--line)}
.sec-title::before{content:'';width:.5rem;height:.5rem;background:var(--accent);border-radius:1px}
.sub-title{font-size:.78rem;text-transform:uppercase;letter-spacing:.1em;color:var(--muted);font-weight:600;margin:1rem 0 .5rem}
.about-text{font-size:1.05rem}
.about-text p+p,.paras p+p{margin-top:.8em}
.philosophy{font-size:1.05rem;font-style:italic;border-left:3px solid var(--accent);padding-left:1rem;color:var(--heading)}
.table-wrap{overflow-x:auto}
.data-table{width:100%;border-collapse:collapse;font-size:.92rem}
.data-table th,.data-table td{text-align:left;padding:.65rem .75rem;border-bottom:1px solid var(--line);vertical-align:top}
.data-table thead th{font-size:.72rem;text-transform:uppercase;letter-spacing:.1em;color:var(--muted);font-weight:600;background:var(--surface-2)}
.data-table tbody th{font-weight:600;color:var(--heading)}
.data-table td:nth-child(2),.data-table td:nth-child(3){font-family:var(--mono);font-size:.85rem;white-space:nowrap}
.initiatives{list-style:none;padding:0;display:grid;gap:.75rem}
.initiative{border:1px solid var(--line);border-radius:.5rem;padding:.85rem 1rem;display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.2rem 1rem}
.initiative-title{font-size:1rem;font-weight:600;color:var(--heading)}
.initiative-time{font-family:var(--mono);font-size:.8rem;color:var(--muted)}
.initiative-impact{grid-column:1 / -1;font-family:var(--mono);font-size:.85rem;color:var(--accent);font-weight:500}
.initiative-outcome{grid-column:1 / -1;font-size:.92rem;color:var(--muted)}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:0}
.xp-item,.edu-item{display:grid;grid-template-columns:9rem minmax(0,1fr);gap:1rem;padding:.85rem 0;border-top:1px solid var(--line)}
.xp-item:first-child,.edu-item:first-child{border-top:0;padding-top:0}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.xp-role,.edu-degree,.tr-title,.post-title,.proj-title{font-size:1.02rem;font-weight:600;color:var(--heading);line-height:1.35}
.xp-org,.edu-school,.tr-meta{color:var(--accent);font-weight:500;font-size:.92rem}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.3rem;font-size:.93rem}
.tags{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;padding:0;margin-top:.5rem}
.tags li{font-size:.75rem;font-weight:500;background:var(--surface-2);color:var(--heading);padding:.15rem .5rem;border-radius:.25rem;border:1px solid var(--line)}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr));gap:1rem}
.proj-item{border:1px solid var(--line);border-radius:.5rem;overflow:hidden;display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:2/1;object-fit:cover;border-bottom:1px solid var(--line)}
.proj-body{padding:.9rem 1rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-family:var(--mono);font-size:.75rem;color:var(--muted)}
.proj-links{display:flex;gap:1rem;margin-top:auto;padding-top:.75rem;font-weight:600;font-size:.9rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr));gap:1rem 1.5rem}
.skill-title{font-size:.85rem;font-weight:600;color:var(--heading);margin-bottom:.4rem}
.skill-list{list-style:none;padding:0;display:grid;gap:.35rem}
.skill{display:flex;justify-content:space-between;gap:.75rem;font-size:.92rem}
.meter{display:inline-flex;gap:2px}
.meter span{width:.9rem;height:.5rem;background:var(--line);border-radius:1px}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent)}
.tr-item,.post-item{padding:.75rem 0;border-top:1px solid var(--line)}
.tr-item:first-child,.post-item:first-child{border-top:0;padding-top:0}
.tr-item{display:flex;gap:.75rem}
.tr-img{width:3rem;height:3rem;object-fit:cover;border-radius:.3rem}
.post-date{font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.post-title a{text-decoration:none;color:inherit}
.post-title a:hover{text-decoration:underline}
.post-excerpt{color:var(--muted);font-size:.92rem}
.posts-all{margin-top:.75rem;font-weight:600;font-size:.92rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);gap:2rem}
.sec-contact .contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.5rem}
.sec-contact .cd-label{display:block;font-family:var(--mono);font-size:.7rem;text-transform:uppercase;letter-spacing:.1em;color:var(--muted)}
.cf{display:grid;gap:.85rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.85rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-size:.85rem;font-weight:600}
.cf input,.cf textarea{border:1px solid var(--field-line);border-radius:.35rem;padding:.55rem .7rem;background:var(--field)}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.35rem;padding:.6rem 1.25rem;font-weight:600;cursor:pointer}
.cf-status{border:1px solid var(--accent);background:var(--accent-soft);border-radius:.35rem;padding:.5rem .75rem}
.foot{padding:1rem var(--pad) 2rem;font-size:.85rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
.masthead{background:var(--top);color:#fff;padding:1rem var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-size:1.2rem;font-weight:600}
.brand a{color:#fff;text-decoration:none}
.brand-sub{font-size:.85rem;font-weight:400;color:var(--accent-panel)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0}
.masthead-nav a{color:#fff}
.page{padding:2rem var(--pad);max-width:calc(48rem + 2 * var(--pad));margin:0 auto}
.page-head{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:1.5rem;margin-bottom:1rem}
.page-title{font-size:clamp(1.8rem,4vw,2.5rem);font-weight:600;letter-spacing:-.02em;color:var(--heading);line-height:1.15}
.page-lead{color:var(--muted);margin-top:.3rem}
.page .posts{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:1.25rem 1.5rem}
.page .prose{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:1.5rem}
@media (max-width:960px){.sec-about,.sec-competencies,.sec-experience,.sec-initiatives,.sec-skills,.sec-education,.sec-training,.sec-writing{grid-column:span 12}.id{grid-template-columns:auto minmax(0,1fr)}.top .contact-details{grid-column:1 / -1;border-left:0;padding-left:0;border-top:1px solid var(--top-2);padding-top:1rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}}
@media (max-width:560px){.id{grid-template-columns:1fr}.portrait{width:4.5rem;height:4.5rem}.xp-item,.edu-item{grid-template-columns:1fr;gap:.2rem}.contact-grid,.cf-row{grid-template-columns:1fr}.sec{padding:1rem}.data-table td:nth-child(2),.data-table td:nth-child(3){white-space:normal}}
/* Right to left: rules on the start side. */
[dir=rtl] .philosophy{border-left:0;padding-left:0;border-right:3px solid var(--emerald);padding-right:1rem}
@media (min-width:961px){[dir=rtl] .top .contact-details{padding:0 1.5rem 0 0;border-left:0;border-right:1px solid var(--navy-2)}}
`;
