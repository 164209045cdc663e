/**
 * Ledger: white paper, blue-black ink, one petrol accent; Source Sans 3 throughout, its figures
 * tabular and lining so every column of numbers lines up. Hairlines between rows, a double rule
 * under totals, small capitals for labels, notes numbered by a counter in the margin. Colours are the
 * palette tokens (index.tsx); `rule` (the heavy rules) and `row` (a row under the pointer) are its own.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1160px)/2));--caps:.72rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.55;font-variant-numeric:tabular-nums lining-nums;font-feature-settings:'tnum','lnum'}
a{color:var(--accent);text-underline-offset:.18em;text-decoration-thickness:1px}
a:hover{text-decoration-thickness:2px}
.name,.sec-title,.brand,.page-title,h3{font-family:var(--font-head)}
.doc-label,.part-row dt,.kpis dt,.sec-title::before,.xp-date,.edu-date,.proj-meta,.data-table thead th,.sub-title,.cd-label,.post-date,.proj-body::before,.skill-title{font-size:var(--caps);font-weight:600;letter-spacing:.12em;text-transform:uppercase}
.top{padding:0 var(--pad)}
.rule-bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem 2rem;padding:.9rem 0 .8rem;border-top:4px double var(--rule);border-bottom:1px solid var(--line)}
.doc-label{color:var(--muted)}
.nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;margin:0;padding:0}
.nav a{color:var(--ink);text-decoration:none;font-size:.9rem}
.nav a:hover{color:var(--accent);text-decoration:underline}
.account{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem 3.5rem;padding:clamp(2rem,5vw,3.5rem) 0 clamp(1.75rem,4vw,2.75rem)}
.account.has-particulars{grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
.holder{display:flex;gap:1.5rem;align-items:flex-start;min-width:0}
.holder-text{min-width:0}
.portrait{flex:none;width:5.5rem;height:5.5rem;object-fit:cover;border:1px solid var(--line);filter:grayscale(.35)}
.name{font-size:clamp(2.3rem,5vw,3.6rem);font-weight:600;line-height:1.05;letter-spacing:-.02em}
.headline{margin-top:.45rem;font-size:1.15rem;font-weight:600;color:var(--accent)}
.intro{margin-top:1rem;font-size:1.12rem;line-height:1.5;max-width:36em;color:var(--ink)}
.particulars{align-self:end;border-top:1px solid var(--rule)}
.part-row{display:flex;align-items:baseline;gap:.5rem;padding:.5rem 0;border-bottom:1px solid var(--line);min-width:0}
.part-row dt{flex:none;color:var(--muted)}
.part-row dt::after{content:'';display:inline-block;width:0}
.part-row dd{flex:1 1 auto;min-width:0;text-align:end;font-size:.95rem;display:flex;gap:.5rem;align-items:baseline}
.part-row dd::before{content:'';flex:1 1 1rem;min-width:1rem;border-bottom:1px dotted var(--muted);transform:translateY(-.25em)}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(10.5rem,1fr));border-top:1px solid var(--rule);border-bottom:4px double var(--rule);margin-bottom:.5rem}
.kpis .stat{display:flex;flex-direction:column;gap:.35rem;padding:1rem 1.25rem 1.1rem;border-inline-start:1px solid var(--line);min-width:0}
.kpis .stat:first-child{border-inline-start:0;padding-inline-start:0}
.kpis dt{color:var(--muted)}
.kpis dd{font-size:clamp(1.45rem,2.6vw,2rem);font-weight:600;line-height:1.1;letter-spacing:-.01em}
main{padding:0 var(--pad) clamp(3rem,7vw,5rem);counter-reset:note}
/* Every section a note: its number and title in the margin, its body in the column. */
.sec{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,9fr);gap:1rem 2.5rem;padding:clamp(2rem,4.5vw,3rem) 0;border-bottom:1px solid var(--line);counter-increment:note}
.sec-head{min-width:0}
.sec-title{font-size:1.3rem;font-weight:600;line-height:1.2;letter-spacing:-.01em}
.sec-title::before{content:'Note ' counter(note);display:block;margin-bottom:.35rem;color:var(--accent)}
.sec-body{min-width:0}
.sub-title{color:var(--muted);margin:1.5rem 0 .6rem}
.about-text{font-size:1.1rem;max-width:40em}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:minmax(0,2.4fr) minmax(0,6.6fr);gap:.25rem 1.75rem;padding:1rem 0 1.1rem;border-top:1px solid var(--line);transition:background .2s}
.xp-item:hover,.edu-item:hover{background:var(--row)}
.xp-item:first-child,.edu-item:first-child{border-top:1px solid var(--rule)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;gap:.2rem}
.xp-date,.edu-date{color:var(--ink)}
.xp-place,.edu-place{font-size:.9rem;color:var(--muted)}
.xp-role,.edu-degree{font-size:1.08rem;font-weight:600;line-height:1.3}
.xp-org,.edu-school{color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc{margin-top:.5rem;max-width:44em}
.rt-list{padding-inline-start:1.1em}
.rt-list>li::marker{color:var(--muted)}
.tags{display:flex;flex-wrap:wrap;gap:.15rem 0;margin-top:.55rem;font-size:.85rem;color:var(--muted)}
.tags li:not(:last-child)::after{content:'·';padding:0 .5rem}
.table-wrap{overflow-x:auto}
.data-table{width:100%;border-collapse:collapse;font-size:.95rem;border-top:1px solid var(--rule);border-bottom:4px double var(--rule)}
.data-table th,.data-table td{text-align:start;vertical-align:top;padding:.6rem .75rem .6rem 0;border-bottom:1px solid var(--line)}
.data-table thead th{color:var(--muted);padding-top:.5rem;padding-bottom:.5rem}
.data-table td:nth-child(2),.data-table td:nth-child(3),.data-table thead th:nth-child(2),.data-table thead th:nth-child(3){text-align:end;white-space:nowrap;padding-inline:.5rem 1.25rem}
.data-table tbody th{font-weight:600}
.data-table tbody tr:last-child>*{border-bottom:0}
.initiatives{list-style:none;padding:0;border-top:1px solid var(--rule)}
.initiative{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.2rem 1.5rem;padding:.85rem 0;border-bottom:1px solid var(--line)}
.initiative-title{font-size:1.05rem;font-weight:600;line-height:1.3}
.initiative-time{grid-row:2;color:var(--muted);font-size:.9rem}
.initiative-impact{grid-column:2;grid-row:1 / span 2;text-align:end;font-weight:600;color:var(--accent);max-width:16rem}
.initiative-outcome{grid-column:1 / -1;max-width:44em}
.philosophy{padding-inline-start:1.1rem;border-inline-start:2px solid var(--accent);font-size:1.15rem;line-height:1.5;max-width:36em}
.competencies .tags{font-size:1rem;color:var(--ink)}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:2rem 2.5rem;counter-reset:exhibit}
.proj-item{counter-increment:exhibit;min-width:0;display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--line)}
.proj-body{padding-top:.9rem;border-top:0;min-width:0}
.proj-body::before{content:'Exhibit ' counter(exhibit,upper-alpha);display:block;color:var(--accent);margin-bottom:.3rem}
.proj-meta{color:var(--muted);letter-spacing:.08em}
.proj-title{font-size:1.12rem;font-weight:600;line-height:1.3;margin-top:.2rem}
.proj-desc{margin-top:.45rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.3rem 1.25rem;margin-top:.7rem;font-size:.95rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1.75rem 2.5rem}
.skill-title{color:var(--muted);padding-bottom:.45rem;border-bottom:1px solid var(--rule)}
.skill-list{list-style:none;padding:0}
.skill{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.42rem 0;border-bottom:1px solid var(--line)}
.skill-name{min-width:0}
.meter{display:flex;gap:3px}
.meter span{width:.55rem;height:.55rem;border:1px solid var(--muted)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent);border-color:var(--accent)}
.tr-item{display:flex;gap:1rem;padding:.9rem 0;border-top:1px solid var(--line)}
.tr-item:first-child{border-top:1px solid var(--rule)}
.tr-img{width:3rem;height:3rem;object-fit:cover;flex:none;border:1px solid var(--line)}
.tr-body{min-width:0}
.tr-title{font-size:1.05rem;font-weight:600;line-height:1.3}
.tr-meta{color:var(--muted);font-size:.95rem}
.post-item{padding:.9rem 0;border-top:1px solid var(--line)}
.post-item:first-child{border-top:1px solid var(--rule)}
.post-date{color:var(--muted)}
.post-title{font-size:1.1rem;font-weight:600;line-height:1.3;margin-top:.15rem}
.post-title a{color:var(--ink)}
.post-title a:hover{color:var(--accent)}
.post-excerpt{margin-top:.3rem;color:var(--muted);max-width:44em}
.posts-all{margin-top:1rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,4fr) minmax(0,5fr);gap:2rem 3rem}
.contact-intro{font-size:1.05rem;max-width:32em}
.contact-details{list-style:none;padding:0;margin-top:1rem;border-top:1px solid var(--rule)}
.contact-details li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid var(--line);min-width:0}
.contact-details li>:last-child{text-align:end;min-width:0}
.cd-label{color:var(--muted);flex:none}
.cv-download a{border-width:1px;border-radius:0}
.cf{display:grid;gap:.9rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.9rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.88rem;font-weight:600}
.cf input,.cf textarea{padding:.6rem .7rem;border:1px solid var(--muted);border-radius:0;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.65rem 1.4rem;border:0;background:var(--accent);color:var(--on-accent);font-weight:600;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.6rem .8rem;border:1px solid var(--rule);font-weight:600}
.foot{padding:1rem var(--pad) 2rem;color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;border-top:4px double var(--rule);padding-top:.8rem}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;padding:1rem 0;border-top:4px double var(--rule);border-bottom:1px solid var(--line)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .8rem;font-weight:600;font-size:1.1rem;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:400;font-size:.95rem;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;padding:0;margin:0}
.masthead-nav a{color:var(--ink);text-decoration:none;font-size:.95rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(2rem,5vw,3.5rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:44rem}
.page-head{padding-bottom:1.25rem;margin-bottom:1.75rem;border-bottom:1px solid var(--rule)}
.page-title{font-size:clamp(2rem,4.5vw,3rem);font-weight:600;line-height:1.1;letter-spacing:-.015em}
.page-lead{margin-top:.6rem;color:var(--muted);font-size:1.1rem}
.page-head .tags{margin-top:.6rem}
.post-back{margin-bottom:1rem}
.prose{font-size:1.06rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:600}
.page-empty{color:var(--muted)}
@media (max-width:860px){
.account.has-particulars{grid-template-columns:minmax(0,1fr)}
.sec{grid-template-columns:minmax(0,1fr)}
.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:560px){
.holder{flex-direction:column;gap:1rem}
.portrait{width:4.5rem;height:4.5rem}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:.1rem .9rem;align-items:baseline}
.kpis{grid-template-columns:repeat(2,minmax(0,1fr))}
.kpis .stat{padding-inline:0 .75rem;border-inline-start:0;border-top:1px solid var(--line)}
.kpis .stat:nth-child(-n+2){border-top:0}
.cf-row{grid-template-columns:minmax(0,1fr)}
.initiative{grid-template-columns:minmax(0,1fr)}
.data-table{min-width:34rem}
.initiative-impact{grid-column:auto;grid-row:auto;text-align:start}
}
@media print{
.site .rule-bar,.site .part-row dd::before{display:none!important}
.site .part-row,.site .part-row dt,.site .part-row dd{display:inline!important}
.site .part-row+.part-row::before{content:' · '!important}
.site .part-row dt::after{content:': '}
.site .sec-title::before,.site .tags li::after{content:none!important}
}
`;
