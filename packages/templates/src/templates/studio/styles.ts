/**
 * Studio: gallery-wall grey, black type, one cobalt (the accent); Manrope from 500 to 800. Small
 * labels and huge names: the type steps from 0.8 rem captions to a 10 rem name, and the pictures take
 * the width of the grid. Colours are the palette tokens (index.tsx); `frame` is the colour behind a
 * picture while it loads.
 */
export const css = `
:root{--pad:max(clamp(1.25rem,4vw,3rem),calc((100% - 1280px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.55;font-weight:500}
a{color:var(--ink);text-decoration-color:var(--accent);text-decoration-thickness:2px;text-underline-offset:.22em}
a:hover{color:var(--accent)}
.name,.sec-title,.brand,.page-title,h3,.wordmark,.stat dd,.case-no{font-family:var(--font-head)}
.top{padding:0 var(--pad)}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 2rem;padding:1.2rem 0}
.wordmark{font-weight:800;letter-spacing:-.02em;margin-inline-end:auto}
.status{display:flex;align-items:center;gap:.5rem;font-size:.88rem}
.status-dot{width:.55rem;height:.55rem;border-radius:50%;background:var(--accent);animation:blink 2s ease-in-out 3}
@keyframes blink{50%{opacity:.25}}
.nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.5rem;list-style:none;margin:0;padding:0}
.nav a{text-decoration:none;font-size:.92rem}
.nav a:hover{text-decoration:underline}
.hero{padding-top:clamp(2.5rem,9vw,7.5rem)}
.name{font-size:clamp(3rem,13vw,12rem);font-weight:800;line-height:.9;letter-spacing:-.06em;margin-inline-start:-.04em}
.hero-foot:empty{display:none}
.hero-foot{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1.5rem;margin-top:clamp(2rem,5vw,3.5rem);padding-top:1.25rem;border-top:1px solid var(--ink)}
.hero-foot .portrait{grid-column:1 / span 2;width:5.5rem;height:5.5rem;border-radius:50%;object-fit:cover}
.headline{margin-top:clamp(1rem,2.5vw,1.75rem);font-size:clamp(1.3rem,2.6vw,2.1rem);font-weight:700;letter-spacing:-.03em;line-height:1.15;max-width:30em}
.intro{grid-column:1 / span 7;font-size:clamp(1.1rem,1.6vw,1.3rem);line-height:1.5;color:var(--muted);max-width:34em}
.has-portrait .intro{grid-column:3 / span 6}
.specialisms{grid-column:9 / span 4;display:flex;flex-direction:column;gap:.15rem;font-size:1.05rem;font-weight:700;letter-spacing:-.01em}
.specialisms li::before{content:'↳ ';color:var(--accent)}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1.5rem;margin-top:clamp(2.5rem,6vw,4.5rem)}
.metrics .stat{display:flex;flex-direction:column-reverse;gap:.2rem;padding-top:.9rem;border-top:1px solid var(--line)}
.metrics dt{font-size:.85rem;color:var(--muted)}
.metrics dd{font-size:clamp(2.4rem,5vw,4rem);font-weight:800;letter-spacing:-.05em;line-height:1}
main{padding:0 var(--pad) clamp(3rem,8vw,6rem)}
.sec{margin-top:clamp(4.5rem,10vw,9rem)}
.sec-head{display:flex;align-items:baseline;gap:1rem;padding-top:.85rem;border-top:1px solid var(--ink)}
.sec-title{font-size:1rem;font-weight:800;letter-spacing:-.01em;display:flex;align-items:center;gap:.55rem}
.sec-title::before{content:'';width:.6rem;height:.6rem;border-radius:50%;background:var(--accent)}
.sec-body{margin-top:clamp(1.75rem,4vw,3rem)}
.sub-title{font-size:.85rem;font-weight:700;color:var(--muted);margin-bottom:.75rem}
.cases{list-style:none;padding:0;display:grid;gap:clamp(4rem,9vw,8rem)}
.case{min-width:0}
.case-head{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1rem 1.5rem;align-items:baseline}
.case-no{grid-column:1;font-weight:800;color:var(--accent);font-variant-numeric:tabular-nums}
.proj-title{grid-column:2 / span 8;font-size:clamp(2rem,5.2vw,4.4rem);font-weight:800;line-height:.98;letter-spacing:-.05em}
.proj-meta{grid-column:10 / span 3;justify-self:end;text-align:end;font-size:.9rem;color:var(--muted)}
.proj-media{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:clamp(.75rem,1.6vw,1.25rem);margin-top:clamp(1.25rem,3vw,2rem)}
.shot{margin:0;min-width:0;overflow:hidden;border-radius:.5rem;background:var(--frame)}
.shot-lead,.n-2 .shot{grid-column:1 / -1}
.shot img{width:100%;aspect-ratio:16/10;object-fit:cover;transition:transform .6s cubic-bezier(.2,.7,.2,1)}
.shot:hover img{transform:scale(1.015)}
@supports (animation-timeline:view()){.shot img{animation:settle linear both;animation-timeline:view();animation-range:entry 0% entry 80%}}
@keyframes settle{from{transform:scale(1.06)}}
.proj-body{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1.25rem 1.5rem;margin-top:clamp(1.25rem,3vw,2rem)}
.proj-desc{grid-column:2 / span 7;font-size:clamp(1.05rem,1.5vw,1.2rem);line-height:1.55;max-width:38em}
.case-side{grid-column:10 / span 3;min-width:0}
.case .tags{display:flex;flex-direction:column;border-top:1px solid var(--line)}
.case .tags li{padding:.4rem 0;border-bottom:1px solid var(--line);font-size:.92rem}
.proj-links{display:flex;flex-direction:column;gap:.35rem;margin-top:1rem;font-weight:700}
.proj-links a::after{content:' →';color:var(--accent)}
.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.tags li{font-size:.9rem}
.about-text{font-size:clamp(1.35rem,2.6vw,2.1rem);font-weight:600;line-height:1.3;letter-spacing:-.025em;max-width:30em}
.philosophy{font-size:clamp(1.5rem,3.2vw,2.6rem);font-weight:700;line-height:1.2;letter-spacing:-.035em;max-width:24em}
.philosophy p:first-child::before{content:'“';color:var(--accent)}
.philosophy p:last-child::after{content:'”';color:var(--accent)}
.influences{margin-top:2rem}
.influences .tags li:not(:last-child)::after{content:','}
/* Text sections start on the case titles' column, so the page keeps one left edge for words. */
.sec-about .sec-body,.sec-statement .sec-body,.sec-recognition .sec-body,.sec-experience .sec-body,.sec-education .sec-body,.sec-tools .sec-body,.sec-skills .sec-body,.sec-training .sec-body,.sec-writing .sec-body{padding-inline-start:calc((100% + 1.5rem)/12)}
.recognition{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:2rem 3rem}
.rec-list{border-top:1px solid var(--line)}
.rec-list li{display:grid;grid-template-columns:4rem minmax(0,1fr);gap:.1rem 1rem;padding:.75rem 0;border-bottom:1px solid var(--line)}
.rec-year{grid-row:1 / span 2;font-weight:800;font-variant-numeric:tabular-nums}
.rec-name{font-weight:700}
.rec-detail{font-size:.9rem;color:var(--muted)}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:.3rem 1.5rem;padding:1.1rem 0;border-top:1px solid var(--line)}
.xp-meta,.edu-meta{grid-column:1 / span 3;display:flex;flex-direction:column;font-size:.92rem;color:var(--muted)}
.xp-date,.edu-date{color:var(--ink);font-weight:700;font-variant-numeric:tabular-nums}
.xp-body,.edu-body{grid-column:4 / span 7;min-width:0}
.xp-role,.edu-degree{font-size:1.3rem;font-weight:800;letter-spacing:-.025em;line-height:1.2}
.xp-org,.edu-school{font-weight:600;color:var(--muted)}
.xp-desc,.edu-desc{margin-top:.5rem;max-width:40em}
.xp .tags,.edu .tags{margin-top:.6rem;color:var(--muted)}
.xp .tags li:not(:last-child)::after,.edu .tags li:not(:last-child)::after{content:' /'}
.rt-list{padding-inline-start:1.1em}
.tools,.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:2rem 1.5rem}
.tool-group .tags,.skill-list{display:flex;flex-direction:column;gap:.1rem;list-style:none;padding:0;font-size:1.15rem;font-weight:700;letter-spacing:-.015em}
.tool-group .tags li{font-size:inherit}
.skill-title{font-size:.85rem;font-weight:700;color:var(--muted);margin-bottom:.6rem}
.tr-item{display:flex;gap:1rem;padding:1rem 0;border-top:1px solid var(--line)}
.tr-img{width:3.5rem;height:3.5rem;border-radius:.4rem;object-fit:cover;flex:none}
.tr-body{min-width:0}
.tr-title{font-size:1.15rem;font-weight:800;letter-spacing:-.02em}
.tr-meta{color:var(--muted);font-size:.92rem}
.tr-desc{margin-top:.4rem}
.tr .tags{margin-top:.5rem;color:var(--muted)}
.post-item{padding:1.25rem 0;border-top:1px solid var(--line)}
.post-date{font-size:.88rem;color:var(--muted)}
.post-title{font-size:clamp(1.4rem,2.6vw,2rem);font-weight:800;letter-spacing:-.035em;line-height:1.1;margin-top:.25rem}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{margin-top:.4rem;color:var(--muted);max-width:40em}
.posts-all{margin-top:1.25rem;font-weight:700}
.contact-grid{display:grid;grid-template-columns:minmax(0,7fr) minmax(0,5fr);gap:2.5rem clamp(2rem,5vw,4rem)}
.contact-intro{font-size:clamp(1.2rem,2vw,1.5rem);font-weight:600;letter-spacing:-.02em;line-height:1.35;max-width:28em}
.contact-details{list-style:none;padding:0;margin-top:1.75rem;display:grid;gap:1rem}
.cd-label{display:block;font-size:.85rem;color:var(--muted)}
.cd-email a{font-family:var(--font-head);font-size:clamp(1.5rem,4vw,3.1rem);font-weight:800;letter-spacing:-.045em;line-height:1.05}
.cf{display:grid;gap:1rem;align-content:start}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.88rem;font-weight:700}
.cf input,.cf textarea{padding:.7rem 0;border:0;border-bottom:1.5px solid var(--ink);border-radius:0;background:transparent;color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:start;padding:.9rem 1.6rem;border:0;border-radius:99px;background:var(--accent);color:var(--on-accent);font-weight:700;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.75rem 1rem;border-radius:.5rem;background:var(--surface);font-weight:700}
.foot{padding:2rem var(--pad);color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:1rem;border-top:1px solid var(--ink)}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 2rem;padding:1.2rem 0;border-bottom:1px solid var(--ink)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .75rem;font-weight:800;letter-spacing:-.02em;min-width:0}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:500;color:var(--muted);font-size:.92rem;letter-spacing:0}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.5rem;list-style:none;padding:0;margin:0}
.masthead-nav a{text-decoration:none;font-size:.92rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{text-decoration:underline}
.page{padding:clamp(2.5rem,7vw,5rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:48rem}
.page-head{margin-bottom:2.5rem}
.page-title{font-size:clamp(2.4rem,7vw,5rem);font-weight:800;line-height:.95;letter-spacing:-.055em}
.page-lead{margin-top:.9rem;font-size:1.15rem;color:var(--muted)}
.page-head .tags{margin-top:1rem;color:var(--muted)}
.post-back{margin-bottom:1.25rem;font-weight:700}
.prose{font-size:1.1rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:800;letter-spacing:-.03em}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.sec .sec-body{padding-inline-start:0}
.hero-foot{grid-template-columns:minmax(0,1fr);gap:1.25rem}
.hero-foot .portrait,.intro,.has-portrait .intro,.specialisms{grid-column:auto}
.specialisms{flex-direction:row;flex-wrap:wrap;gap:.2rem 1.25rem}
.case-head{grid-template-columns:minmax(0,1fr);gap:.35rem}
.case-no,.proj-title,.proj-meta{grid-column:auto;justify-self:start;text-align:start}
.proj-body{grid-template-columns:minmax(0,1fr)}
.proj-desc,.case-side{grid-column:auto}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.xp-meta,.edu-meta,.xp-body,.edu-body{grid-column:auto}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:.1rem .9rem}
.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:560px){
.proj-media{grid-template-columns:minmax(0,1fr)}
.shot{grid-column:auto}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media print{
.site .bar,.site .case-no,.site .sec-title::before{display:none!important}
.site .proj-title{font-size:10.5pt!important;letter-spacing:normal!important}
.site .cd-email a{font-size:inherit!important;font-weight:400!important}
.site .tags li::after,.site .philosophy p::before,.site .philosophy p::after,.site .specialisms li::before{content:none!important}
}
`;
