/**
 * Gridline: drafting film (graphite in the dark theme) ruled into twelve columns and 1.5 rem rows,
 * the guides drawn as faint lines the content sits on. IBM Plex Sans at its condensed width for
 * headings and Plex Mono for every figure, reference and label. Colours are the palette tokens
 * (index.tsx): the cyan is the accent; `mark` (the orange of the sheet numbers and stamps), `grid`,
 * `grid-strong` and `frame` are its own per theme.
 */
export const css = `
:root{--wdth:75;--mono:'IBM Plex Mono',ui-monospace,Menlo,Consolas,monospace;--cols:12;--row:1.5rem;--gut:clamp(.6rem,1.4vw,1rem)}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:var(--row)}
a{color:var(--accent);text-underline-offset:.18em}
a:hover{text-decoration-thickness:2px}
.name,.sec-title,.proj-title,.brand,.page-title,.xp-role,.edu-degree,.tr-title,.post-title,.cert-name,.skill-title,.tb-cell dd{font-family:var(--font-head);font-variation-settings:'wdth' var(--wdth)}
.drawing{max-width:1280px;margin:clamp(.5rem,2vw,1.5rem) auto;border:1.5px solid var(--frame);outline:1px solid var(--line);outline-offset:4px;padding:0 clamp(.75rem,3vw,2.5rem) 0;background-color:var(--bg);background-image:linear-gradient(90deg,var(--grid-strong) 1px,transparent 1px),linear-gradient(var(--grid) 1px,transparent 1px);background-size:calc(100% / var(--cols)) 100%,100% var(--row);background-origin:content-box;background-clip:content-box;overflow-wrap:anywhere}
@media (max-width:1319px){.drawing{margin-inline:clamp(.5rem,2vw,1.5rem)}}
.zones{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));border-bottom:1px solid var(--frame);font-family:var(--mono);font-size:.68rem;line-height:1.4rem;color:var(--muted);text-align:center}
.zones span+span{border-inline-start:1px solid var(--line)}
.bar{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5rem 2rem;padding:.75rem 0;border-bottom:1px solid var(--line)}
.dwg-no{font-family:var(--mono);font-size:.78rem;letter-spacing:.06em;color:var(--mark)}
.nav ul{display:flex;flex-wrap:wrap;gap:0;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.78rem;text-transform:uppercase;letter-spacing:.05em}
.nav li+li::before{content:'/';color:var(--line);padding:0 .55rem}
.nav a{color:var(--ink);text-decoration:none}
.nav a:hover{color:var(--accent);text-decoration:underline}
.hero{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));padding:calc(var(--row)*2) 0 0;row-gap:var(--row)}
.hero-text{grid-column:1 / span 8;padding-inline-end:var(--gut);min-width:0}
.hero:not(.has-portrait) .hero-text{grid-column:1 / span 9}
.name{font-size:clamp(2.75rem,9vw,7.5rem);line-height:.9;font-weight:650;letter-spacing:-.015em;text-transform:uppercase}
.headline{margin-top:var(--row);font-family:var(--mono);font-size:.9rem;letter-spacing:.04em;color:var(--accent);display:flex;gap:.6rem;align-items:baseline}
.headline::before{content:'';flex:none;width:calc(100% / 8);min-width:2rem;border-top:1.5px solid var(--mark);transform:translateY(-.3em)}
.intro{margin-top:var(--row);font-size:1.2rem;line-height:calc(var(--row)*1.25);max-width:34em}
.hero-fig{grid-column:10 / span 3;grid-row:1;margin:0;align-self:start;position:relative;padding:.5rem;border:1px solid var(--frame);background:var(--surface)}
.hero-fig::before,.hero-fig::after{content:'';position:absolute;background:var(--mark)}
.hero-fig::before{inset-inline-start:50%;top:-.6rem;height:.6rem;width:1px}
.hero-fig::after{top:50%;inset-inline-start:-.6rem;width:.6rem;height:1px}
.hero-fig .portrait{width:100%;aspect-ratio:1;object-fit:cover;filter:grayscale(.35) contrast(1.05)}
.hero-fig figcaption{font-family:var(--mono);font-size:.7rem;color:var(--muted);padding-top:.35rem}
.title-block{grid-column:6 / span 7;display:grid;grid-template-columns:repeat(6,minmax(0,1fr));border:1.5px solid var(--frame);background:var(--surface);margin:0;animation:plot .9s cubic-bezier(.3,.7,.2,1) both}
@keyframes plot{from{transform:translateY(1rem)}}
.tb-cell{grid-column:span 2;padding:.3rem .6rem .45rem;border-inline-end:1px solid var(--line);border-top:1px solid var(--line);margin-top:-1px;min-width:0}
.tb-name{grid-column:span 4}
.tb-discipline{grid-column:span 2}
.tb-cell dt{font-family:var(--mono);font-size:.66rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);line-height:1.2rem}
.tb-cell dd{font-size:1.05rem;font-weight:600;line-height:1.35}
.tb-sheet dd,.tb-rev dd{font-family:var(--mono);font-variation-settings:normal;font-size:.95rem;color:var(--mark)}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr));margin:calc(var(--row)*2) 0 0;border-block:1.5px solid var(--frame)}
.metrics .stat{display:flex;flex-direction:column-reverse;padding:.6rem var(--gut) .7rem 0;min-width:0}
.metrics .stat+.stat{padding-inline-start:var(--gut);border-inline-start:1px solid var(--line)}
.metrics dt{font-family:var(--mono);font-size:.7rem;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.metrics dd{font-family:var(--mono);font-size:clamp(1.7rem,3.6vw,2.5rem);line-height:1.15;color:var(--ink);font-variant-numeric:tabular-nums}
main{counter-reset:sec;padding-bottom:calc(var(--row)*2)}
.sec{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));margin-top:calc(var(--row)*3);border-top:1.5px solid var(--frame);counter-increment:sec}
.sec-head{grid-column:1 / span 3;padding:.75rem var(--gut) 0 0}
.sec-body{grid-column:4 / span 9;padding-top:.75rem;min-width:0}
.sec-title{font-size:1.45rem;line-height:1.1;font-weight:650;text-transform:uppercase;letter-spacing:.01em}
.sec-title::before{content:counter(sec,decimal-leading-zero) '.0';display:block;font-family:var(--mono);font-size:.75rem;font-weight:400;letter-spacing:.06em;color:var(--mark);margin-bottom:.35rem;font-variation-settings:normal}
.sec-lead{color:var(--muted);margin-top:.4rem}
.sub-title{font-family:var(--mono);font-size:.72rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);font-weight:400;margin:calc(var(--row)*1) 0 .4rem}
.about-text{font-size:1.15rem;line-height:calc(var(--row)*1.25);max-width:40em}
.rt p+p,.rt p+.rt-list,.rt .rt-list+p{margin-top:calc(var(--row)/2)}
.rt-list{padding-inline-start:1.1em}
.rt-list li::marker{color:var(--mark)}
.spec-table,.spec{width:100%;table-layout:fixed;border-collapse:collapse;background:var(--surface)}
.spec-table{border:1.5px solid var(--frame)}
.spec-table th,.spec-table td,.spec th,.spec td{text-align:start;vertical-align:top;padding:.4rem .65rem;border:1px solid var(--line)}
.spec-table th,.spec th{width:9rem;font-family:var(--mono);font-size:.7rem;letter-spacing:.06em;text-transform:uppercase;font-weight:400;color:var(--muted)}
.spec th{width:5.5rem}
.sheets{list-style:none;padding:0;display:grid;gap:calc(var(--row)*1.5)}
.sheet{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,4fr);border:1.5px solid var(--frame);background:var(--surface);min-width:0;transition:box-shadow .25s ease}
.sheet:hover{box-shadow:6px 6px 0 var(--grid-strong)}
.sheet:not(.has-media){grid-template-columns:minmax(0,1fr)}
.sheet-head{grid-column:1 / -1;display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1.25rem;padding:.55rem .8rem;border-bottom:1.5px solid var(--frame)}
.sheet-no{font-family:var(--mono);font-size:.78rem;letter-spacing:.06em;text-transform:uppercase;color:var(--mark);border:1px solid var(--mark);padding:0 .4rem;line-height:1.35rem}
.proj-title{font-size:1.45rem;font-weight:650;line-height:1.15;min-width:0}
.proj-media{border-inline-end:1px solid var(--line);padding:.8rem}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--line)}
.proj-body{padding:.8rem;min-width:0;display:grid;align-content:start;gap:calc(var(--row)/2)}
.spec td{overflow-wrap:anywhere}
.proj-links{display:flex;flex-wrap:wrap;gap:.2rem 1rem;font-family:var(--mono);font-size:.82rem}
.proj-desc{font-size:.96rem}
.schedule{width:100%;border-collapse:collapse}
.schedule thead th{font-family:var(--mono);font-size:.68rem;letter-spacing:.08em;text-transform:uppercase;font-weight:400;color:var(--muted);text-align:start;padding:0 var(--gut) .3rem 0;border-bottom:1.5px solid var(--frame)}
.schedule td{vertical-align:top;padding:.7rem var(--gut) .8rem 0;border-bottom:1px solid var(--line)}
.schedule th:first-child{width:3.2rem}
.schedule th:nth-child(2){width:8.5rem}
.schedule th:nth-child(3){width:30%}
.sch-ref{font-family:var(--mono);font-size:.82rem;color:var(--mark)}
.xp-meta{font-family:var(--mono);font-size:.8rem;line-height:1.3rem}
.xp-meta span{display:block}
.xp-place,.edu-place{color:var(--muted)}
.xp-role{font-size:1.2rem;font-weight:650;line-height:1.2}
.xp-org{color:var(--muted);margin-top:.15rem}
.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.3rem;margin-top:.5rem;font-family:var(--mono);font-size:.72rem;line-height:1.2rem}
.tags li{border:1px solid var(--line);padding:0 .4rem;background:var(--surface)}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));border-top:1px solid var(--line)}
.skill-group{padding:.6rem var(--gut) .9rem 0;min-width:0}
.skill-title{font-size:1.1rem;font-weight:650;text-transform:uppercase;margin-bottom:.3rem}
.skill-list{list-style:none;padding:0;display:grid}
.skill{display:flex;justify-content:space-between;align-items:center;gap:.75rem;border-bottom:1px dashed var(--line);padding:.2rem 0;min-width:0}
.skill-name{min-width:0}
.meter{position:relative;display:block;flex:none;width:4.5rem;height:.7rem;border-inline:1.5px solid var(--ink);background:linear-gradient(var(--muted),var(--muted)) center/100% 1px no-repeat}
.meter span{display:none}
.meter::after{content:'';position:absolute;inset-block:.15rem;inset-inline-start:0;width:calc(var(--l,0) * 25%);background:var(--accent)}
.lvl-1{--l:1}.lvl-2{--l:2}.lvl-3{--l:3}.lvl-4{--l:4}
.stamps{list-style:none;padding:.5rem .4rem;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,13rem),1fr));gap:1.25rem}
.stamp{display:flex;flex-direction:column;align-items:center;text-align:center;gap:.3rem;padding:.8rem .9rem;border:4px double var(--mark);border-radius:.6rem;background:var(--surface);transform:rotate(-1.4deg);min-width:0}
.stamp:nth-child(2n){transform:rotate(1.1deg)}
.stamp:nth-child(3n){transform:rotate(-.5deg)}
.stamp-issuer{font-family:var(--mono);font-size:.7rem;letter-spacing:.1em;text-transform:uppercase;color:var(--mark);max-width:100%}
.cert-name{font-size:1.1rem;font-weight:650;line-height:1.2;text-transform:uppercase;max-width:100%}
.stamp-year{font-family:var(--mono);font-size:.85rem;color:var(--mark);border:1.5px solid var(--mark);border-radius:99px;padding:0 .6rem}
.memberships .tags{margin-top:0}
.edu,.tr,.posts{list-style:none;padding:0}
.edu-item{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,7fr);border-bottom:1px solid var(--line);padding:.7rem 0}
.edu-meta{font-family:var(--mono);font-size:.8rem;line-height:1.3rem;display:flex;flex-direction:column;padding-inline-end:var(--gut)}
.edu-degree{font-size:1.2rem;font-weight:650;line-height:1.2}
.edu-school{color:var(--muted)}
.edu-desc,.xp-desc,.tr-desc{margin-top:.35rem}
.tr-item{display:flex;gap:var(--gut);padding:.7rem 0;border-bottom:1px solid var(--line)}
.tr-body{min-width:0}
.tr-img{width:3rem;height:3rem;object-fit:cover;border:1px solid var(--line)}
.tr-title{font-size:1.15rem;font-weight:650}
.tr-meta,.post-date{font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.post-item{padding:.7rem 0;border-bottom:1px solid var(--line)}
.post-title{font-size:1.3rem;font-weight:650;line-height:1.2}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{color:var(--muted);margin-top:.2rem}
.posts-all{margin-top:.75rem;font-family:var(--mono);font-size:.82rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,4fr) minmax(0,5fr);gap:var(--row) calc(var(--gut)*2)}
.contact-grid.no-info{grid-template-columns:minmax(0,1fr);max-width:40rem}
.contact-intro{font-size:1.1rem}
.contact-details{list-style:none;padding:0;margin-top:var(--row);display:grid;border-top:1px solid var(--line)}
.contact-details li{padding:.35rem 0;border-bottom:1px solid var(--line)}
.cd-label{display:block;font-family:var(--mono);font-size:.68rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.cv-download{margin-top:.75rem;font-family:var(--mono);font-size:.85rem}
.cf{display:grid;gap:.75rem;padding:.9rem;border:1.5px solid var(--frame);background:var(--surface);align-content:start}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.cf-field{display:grid;gap:.2rem}
.cf label{font-family:var(--mono);font-size:.7rem;letter-spacing:.08em;text-transform:uppercase}
.cf input,.cf textarea{padding:.5rem .6rem;border:1px solid var(--muted);border-radius:0;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.55rem 1.2rem;border:0;background:var(--accent);color:var(--on-accent);font-family:var(--mono);font-size:.82rem;letter-spacing:.06em;text-transform:uppercase;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.5rem .7rem;border:1px solid var(--accent);font-family:var(--mono);font-size:.85rem}
.foot{border-top:1.5px solid var(--frame);padding:.6rem 0 .8rem;font-family:var(--mono);font-size:.75rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.3rem 1.5rem}
.foot a{color:var(--muted)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;padding:.9rem 0;border-bottom:1.5px solid var(--frame)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.1rem .9rem;font-size:1.5rem;font-weight:650;text-transform:uppercase;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--mono);font-variation-settings:normal;font-size:.75rem;font-weight:400;text-transform:none;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.25rem;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.78rem;text-transform:uppercase}
.masthead-nav a{color:var(--ink)}
.masthead-nav a[aria-current]{color:var(--accent)}
.page{padding:calc(var(--row)*2) 0 calc(var(--row)*3)}
.blog-index,.post,.not-found{max-width:46rem;margin-inline-start:calc(100% / 4)}
.page-head{margin-bottom:calc(var(--row)*1.5);padding-bottom:.75rem;border-bottom:1px solid var(--line)}
.page-title{font-size:clamp(2.2rem,6vw,4rem);font-weight:650;line-height:.95;text-transform:uppercase}
.page-lead{color:var(--muted);margin-top:.5rem}
.post-back{font-family:var(--mono);font-size:.82rem;margin-bottom:1rem}
.prose{font-size:1.08rem;line-height:1.65}
.prose h2,.prose h3{font-family:var(--font-head);font-variation-settings:'wdth' var(--wdth);text-transform:uppercase}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero-text,.hero:not(.has-portrait) .hero-text{grid-column:1 / span 9}
.hero-fig{grid-column:10 / span 3}
.title-block{grid-column:1 / -1}
.sec-head{grid-column:1 / -1}
.sec-body{grid-column:1 / -1}
.blog-index,.post,.not-found{margin-inline-start:0}
}
@media (max-width:700px){
:root{--cols:4}
.zones span:nth-child(n+5){display:none}
.hero-text,.hero:not(.has-portrait) .hero-text{grid-column:1 / -1;padding-inline-end:0}
.hero-fig{grid-column:1 / span 2;grid-row:auto;max-width:9rem}
.metrics{grid-template-columns:repeat(2,minmax(0,1fr))}
.metrics .stat:nth-child(odd){padding-inline-start:0;border-inline-start:0}
.title-block{grid-template-columns:repeat(2,minmax(0,1fr))}
.tb-cell,.tb-name,.tb-discipline{grid-column:span 1}
.tb-name,.tb-discipline,.tb-location{grid-column:1 / -1}
.sheet{grid-template-columns:minmax(0,1fr)}
.proj-media{border-inline-end:0;border-bottom:1px solid var(--line)}
.schedule thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.schedule,.schedule tbody,.schedule tr,.schedule td{display:block}
.schedule tr{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:.75rem;padding:.7rem 0;border-bottom:1px solid var(--line)}
.schedule td{border:0;padding:0}
.sch-ref{grid-row:1 / span 2}
.sch-pos,.sch-scope{grid-column:2}
.edu-item{grid-template-columns:minmax(0,1fr)}
.contact-grid{grid-template-columns:minmax(0,1fr)}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media (prefers-reduced-motion:reduce){.title-block{animation:none}.sheet{transition:none}}
@media print{
.site .drawing{outline:0!important}
.site .sec-title::before,.site .headline::before{content:none!important}
.site .schedule thead,.site .sch-ref{display:none!important}
.site .title-block{display:none!important}
.site .schedule,.site .schedule tbody,.site .schedule tr,.site .schedule td,.site .spec,.site .spec tbody,.site .spec tr{display:block!important;width:auto!important}
.site .spec th,.site .spec td{display:inline!important;width:auto!important;font-size:9pt!important}
.site .spec th::after{content:': '}
.site .spec tr+tr::before{content:none}
.site .stamp{transform:none!important;text-align:left!important;display:block!important}
.site .stamp>*{display:inline!important}
.site .stamp>*+*::before{content:' · '}
.site .name{text-transform:none!important;font-size:21pt!important}
}
`;
