/**
 * Kernel: a documentation site. A top bar, a sticky contents sidebar, the page set as a doc
 * (crumbs, a note callout, # headings), a rail of facts beside it, repositories as cards, roles
 * as a changelog. Inter with JetBrains Mono for paths, dates and code. Colours are the palette
 * tokens (index.tsx); --code is the code-chip fill, --note the callout's.
 */
export const css = `
:root{--mono:'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;--bar:3.5rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.65}
a{color:var(--accent);text-underline-offset:.18em}
h1,h2,h3,.page-title{font-family:var(--font-head);color:var(--heading)}
.topbar,.masthead{position:sticky;top:0;z-index:3;min-height:var(--bar);display:flex;align-items:center;padding:0 clamp(1rem,3vw,1.75rem);background:var(--bg);border-bottom:1px solid var(--line)}
.brand-mark{display:flex;align-items:center;gap:.75rem;min-width:0}
.brand-mark a{display:flex;align-items:center;gap:.6rem;text-decoration:none;color:var(--heading);font-family:var(--font-head);font-weight:650;min-width:0}
.mark{flex:none;display:grid;place-items:center;width:1.9rem;height:1.9rem;border-radius:.45rem;background:var(--mark);color:var(--on-mark);font-family:var(--mono);font-size:.72rem;font-weight:700}
.mark-name{min-width:0;line-height:1.25}
.mark-docs{font-family:var(--mono);font-size:.72rem;color:var(--muted);border:1px solid var(--line);border-radius:99px;padding:.05rem .5rem}
.layout{display:grid;grid-template-columns:minmax(0,15rem) minmax(0,1fr);max-width:92rem;margin:0 auto}
.layout.no-side{grid-template-columns:minmax(0,1fr)}
.side{position:sticky;top:var(--bar);align-self:start;padding:2rem 1rem 2rem clamp(1rem,2vw,1.75rem);border-inline-end:1px solid var(--line);min-height:calc(100vh - var(--bar))}
.side-title{font-size:.72rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);padding:0 .75rem .5rem}
.side ul{display:grid;gap:.1rem}
.side a{display:block;padding:.35rem .75rem;border-radius:.45rem;color:var(--ink);text-decoration:none;font-size:.93rem;border-inline-start:2px solid transparent}
.side a:hover{background:var(--surface);color:var(--accent)}
.side a:focus-visible{outline-offset:-2px}
.doc{display:grid;grid-template-columns:minmax(0,48rem);gap:0 clamp(2rem,4vw,4rem);align-content:start;padding:2.5rem clamp(1.25rem,4vw,3.5rem) 3rem}
.doc.has-rail{grid-template-columns:minmax(0,48rem) minmax(0,15rem)}
.doc>*{grid-column:1}
.doc>.rail{grid-column:2;grid-row:1 / span 2;align-self:start;position:sticky;top:calc(var(--bar) + 2rem)}
.crumbs{font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.crumbs span{margin:0 .35rem;opacity:.6}
.name{margin-top:.6rem;font-size:clamp(2.1rem,4.6vw,3rem);line-height:1.1;font-weight:750;letter-spacing:-.03em}
.headline{margin-top:.5rem;font-size:1.15rem;color:var(--muted)}
.intro{margin-top:1.1rem;font-size:1.16rem;line-height:1.6;max-width:42rem}
.callout{margin-top:1.4rem;padding:.75rem 1rem;border-radius:.5rem;background:var(--note);border-inline-start:3px solid var(--accent);font-size:.95rem}
.callout strong{font-family:var(--mono);font-size:.72rem;letter-spacing:.06em;text-transform:uppercase;color:var(--accent);margin-inline-end:.5rem}
.rail{font-size:.9rem}
.rail .portrait{width:100%;max-width:12rem;aspect-ratio:1;object-fit:cover;border-radius:.75rem;border:1px solid var(--line)}
.facts{margin-top:1.1rem;display:grid}
.fact{padding:.55rem 0;border-bottom:1px solid var(--line)}
.fact:first-child{border-top:1px solid var(--line)}
.fact dt{font-size:.72rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.fact dd{font-family:var(--mono);font-size:.84rem;min-width:0}
.sec{padding-top:3rem}
.sec-head{margin-bottom:1.25rem;padding-bottom:.55rem;border-bottom:1px solid var(--line)}
.sec-title{font-size:1.55rem;line-height:1.25;font-weight:700;letter-spacing:-.02em}
.sec-title::before{content:'#' / '';color:var(--accent);margin-inline-end:.55rem;font-weight:400;opacity:.7}
.sec-lead{color:var(--muted);opacity:1}
.about-text{font-size:1.05rem;max-width:46rem}
.rt p+p,.rt p+ul,.rt ul+p,.about-text p+p{margin-top:.8em}
.rt-list{padding-inline-start:1.25em}
.rt-list li::marker{color:var(--muted)}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.75rem}
.tags li{font-family:var(--mono);font-size:.76rem;padding:.1rem .45rem;border-radius:.35rem;background:var(--code);border:1px solid var(--line)}
.repos{display:grid;gap:1rem}
.repo{display:grid;gap:1rem 1.5rem;border:1px solid var(--line);border-radius:.75rem;padding:1.25rem 1.35rem;transition:border-color .2s}
.repo:hover{border-color:var(--accent)}
.repo.has-media{grid-template-columns:minmax(0,1fr) minmax(0,13rem)}
.repo-path{display:flex;align-items:center;gap:.5rem;font-family:var(--mono);font-size:.84rem;color:var(--accent);font-weight:600}
.repo-icon{flex:none;width:.8rem;height:.95rem;border:1.5px solid currentColor;border-radius:.12rem .12rem .12rem .3rem;box-shadow:inset .18rem 0 0 -.02rem currentColor}
.proj-title{font-size:1.2rem;line-height:1.3;font-weight:700;margin-top:.3rem}
.proj-meta{font-family:var(--mono);font-size:.76rem;color:var(--muted);margin-top:.1rem}
.proj-desc{margin-top:.45rem}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-radius:.5rem;border:1px solid var(--line)}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
.proj-links a{font-size:.85rem;font-weight:600;text-decoration:none;padding:.3rem .75rem;border-radius:.45rem;border:1px solid var(--line);background:var(--surface)}
.proj-links a:hover{border-color:var(--accent)}
.xp{display:grid}
.xp-item{position:relative;display:grid;grid-template-columns:minmax(0,9.5rem) minmax(0,1fr);gap:.3rem 1.75rem;padding-bottom:1.75rem}
.xp-item::after{content:'';position:absolute;inset-inline-start:calc(9.5rem + .85rem);top:.4rem;bottom:0;border-inline-start:1px solid var(--line)}
.xp-body{padding-inline-start:.75rem}
.xp-meta{display:flex;flex-direction:column;align-items:flex-start;gap:.3rem}
.xp-date{font-family:var(--mono);font-size:.75rem;font-weight:600;padding:.1rem .5rem;border-radius:99px;background:var(--code);border:1px solid var(--line);color:var(--heading)}
.xp-item:first-child .xp-date{background:var(--accent-soft);border-color:var(--accent);color:var(--accent)}
.xp-place{font-size:.82rem;color:var(--muted)}
.xp-role{font-size:1.12rem;line-height:1.35;font-weight:700}
.xp-org{color:var(--muted);font-weight:500}
.xp-desc{margin-top:.45rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));gap:1rem}
.skill-group{border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.1rem;background:var(--surface)}
.skill-title{font-family:var(--mono);font-size:.8rem;font-weight:600;color:var(--muted);margin-bottom:.5rem}
.skill-list{display:grid;gap:.35rem}
.skill{display:flex;justify-content:space-between;align-items:center;gap:1rem;font-size:.93rem}
.meter{display:inline-flex;gap:3px}
.meter span{width:.45rem;height:.45rem;border-radius:50%;background:var(--line)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent)}
.posts{display:grid}
.post-item article{display:grid;grid-template-columns:minmax(0,8.5rem) minmax(0,1fr);gap:.1rem 1.5rem;padding:.85rem 0;border-bottom:1px solid var(--line)}
.post-date{font-family:var(--mono);font-size:.76rem;color:var(--muted);padding-top:.2rem}
.post-title{font-size:1.05rem;line-height:1.4;font-weight:650;grid-column:2}
.post-title a{color:var(--heading);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{grid-column:2;color:var(--muted);font-size:.93rem}
.posts-all{margin-top:1rem;font-weight:600;font-size:.93rem}
.edu,.tr{display:grid;gap:1.1rem}
.edu-item{display:grid;grid-template-columns:minmax(0,9.5rem) minmax(0,1fr);gap:.2rem 2.5rem}
.edu-meta{display:flex;flex-direction:column;font-family:var(--mono);font-size:.76rem;color:var(--muted);padding-top:.2rem}
.edu-degree,.tr-title{font-size:1.05rem;line-height:1.35;font-weight:650}
.edu-school,.tr-meta{color:var(--muted)}
.tr-item{display:flex;gap:.9rem;align-items:flex-start}
.tr-img{width:2.5rem;height:2.5rem;object-fit:cover;border-radius:.4rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:1.5rem 2.5rem}
.sec-contact .contact-details{margin-top:1rem;display:grid;gap:.5rem}
.contact-details li{display:flex;flex-direction:column}
.cd-label{font-size:.72rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.cv-download a{border-width:1px;border-radius:.45rem;font-size:.9rem}
.cf{display:grid;gap:1rem;border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;background:var(--surface)}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.85rem;font-weight:600}
.cf input,.cf textarea{background:var(--bg);border:1px solid var(--line);border-radius:.45rem;padding:.55rem .7rem}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:0;border-color:var(--accent)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.45rem;padding:.6rem 1.2rem;font-weight:650;cursor:pointer}
.cf-status{border-radius:.45rem;background:var(--note);border-inline-start:3px solid var(--accent);padding:.6rem .9rem}
.foot{border-top:1px solid var(--line);padding:1.25rem clamp(1rem,3vw,1.75rem) 2rem;font-size:.85rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1.5rem;max-width:92rem;margin:0 auto}
.masthead-inner{display:flex;align-items:center;justify-content:space-between;gap:1rem;width:100%}
.brand{display:flex;align-items:baseline;gap:.75rem;min-width:0;font-weight:650}
.brand a{color:var(--heading);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:400;font-size:.88rem;color:var(--muted)}
.masthead-nav ul{display:flex;gap:.25rem}
.masthead-nav a{display:block;padding:.3rem .7rem;border-radius:.45rem;color:var(--ink);text-decoration:none;font-size:.92rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{background:var(--surface);color:var(--accent)}
.page{width:min(100% - 2.5rem,46rem);margin:0 auto;padding:clamp(2rem,5vw,3.5rem) 0}
.page-head{margin-bottom:2rem;padding-bottom:1.25rem;border-bottom:1px solid var(--line)}
.page-title{font-size:clamp(1.9rem,4.5vw,2.6rem);line-height:1.15;font-weight:750;letter-spacing:-.03em}
.page-lead,.post-back{color:var(--muted);margin-top:.4rem}
.post-back{font-family:var(--mono);font-size:.8rem;margin:0 0 .8rem}
.page .post-date{font-family:var(--mono);font-size:.8rem;color:var(--muted)}
.page .tags{margin-top:.9rem}
.prose{font-size:1.05rem}
.prose code{font-family:var(--mono);background:var(--code);border-radius:.3rem;padding:.05rem .3rem}
.prose pre{font-family:var(--mono);background:var(--surface);border:1px solid var(--line);border-radius:.6rem;white-space:pre-wrap;overflow-wrap:anywhere}
.prose pre code{background:none;padding:0}
.prose blockquote{border-left:0;border-inline-start:3px solid var(--accent);background:var(--note);padding:.6rem 1rem;border-radius:.4rem;font-style:normal}
@media (max-width:1180px){
.doc,.doc.has-rail{grid-template-columns:minmax(0,1fr)}
.doc>.rail{grid-column:1;grid-row:auto;position:static;display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:flex-start;margin-top:1.75rem;padding:1rem;border:1px solid var(--line);border-radius:.75rem}
.rail .portrait{width:5.5rem}
.facts{margin-top:0;flex:1 1 12rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr));gap:0 1.25rem}
.fact:first-child{border-top:0}
}
@media (max-width:900px){
.layout{grid-template-columns:minmax(0,1fr)}
.side{position:static;min-height:0;border-inline-end:0;border-bottom:1px solid var(--line);padding:.75rem clamp(1rem,3vw,1.75rem)}
.side-title{display:none}
.side ul{display:flex;flex-wrap:wrap;gap:.25rem}
.side a{padding:.25rem .6rem;font-size:.88rem;background:var(--surface)}
.topbar,.masthead{position:static}
}
@media (max-width:620px){
.doc{padding-top:1.75rem}
.repo.has-media{grid-template-columns:minmax(0,1fr)}
.repo .proj-media{grid-row:1}
.xp-item,.edu-item,.post-item article{grid-template-columns:minmax(0,1fr)}
.xp-item::after{display:none}
.xp-body{padding-inline-start:0}
.post-title,.post-excerpt{grid-column:1}
.contact-grid,.cf-row{grid-template-columns:minmax(0,1fr)}
.masthead{padding-block:.75rem}
.masthead-inner{flex-wrap:wrap}
}
@media print{.site .topbar{display:none!important}.site .sec-title::before{content:none!important}.site .fact :is(dt,dd){display:inline!important}.site .fact dt::after{content:': '}}
`;
