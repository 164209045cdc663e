/**
 * Atlas: parchment and deep petrol, one terracotta (the accent); Crimson Pro's italics for places and
 * names, DM Sans in small capitals for dates and labels. A faint graticule behind the header, a
 * dashed route of the owner's cities, a timeline whose stops are headed by where they happened.
 * Colours are the palette tokens (index.tsx); `grid` (the graticule) and `sea` (panels) are its own.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1180px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.2em}
.name,.sec-title,.brand,.page-title,h3,.xp-place,.stop-name,.philosophy{font-family:var(--font-head)}
.bar .nav,.fact dt,.xp-date,.edu-date,.proj-meta,.cd-label,.post-date,.skill-title,.lang-word{font-family:var(--font-body)}
.fact dt,.xp-date,.edu-date,.proj-meta,.cd-label,.post-date,.skill-title,.brand-line{font-size:.74rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase}
.top{position:relative;padding:0 var(--pad) clamp(2rem,5vw,3.5rem);background-image:linear-gradient(var(--grid) 1px,transparent 1px),linear-gradient(90deg,var(--grid) 1px,transparent 1px);background-size:72px 72px;background-position:center top}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.6rem 2rem;padding:1.1rem 0;border-bottom:1px solid var(--line)}
.brand-line{color:var(--ink)}
.nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;margin:0;padding:0}
.nav a{color:var(--ink);text-decoration:none;font-size:.92rem}
.nav a:hover{color:var(--accent);text-decoration:underline}
.hero{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem 3rem;align-items:center;padding-top:clamp(2.5rem,7vw,5rem)}
.hero.has-portrait{grid-template-columns:minmax(0,8fr) minmax(0,4fr)}
.hero-text{min-width:0}
.name{font-size:clamp(2.8rem,7vw,5.6rem);font-weight:500;font-style:italic;line-height:1;letter-spacing:-.015em}
.headline{margin-top:.8rem;font-size:clamp(1.1rem,1.8vw,1.3rem);font-weight:500;color:var(--accent)}
.intro{margin-top:1.1rem;font-family:var(--font-head);font-size:clamp(1.25rem,2vw,1.55rem);line-height:1.4;max-width:32em}
.facts{display:flex;flex-wrap:wrap;gap:1rem 2.5rem;margin-top:1.75rem;padding-top:1rem;border-top:1px solid var(--line)}
.fact{min-width:0;max-width:100%}
.fact dt{color:var(--muted)}
.fact dd{margin-top:.15rem;font-weight:500}
.globe{position:relative;justify-self:center;width:min(100%,17rem);aspect-ratio:1;display:grid;place-items:center}
.globe::before,.globe::after{content:'';position:absolute;inset:0;border-radius:50%;border:1px dashed var(--accent)}
.globe::after{inset:-9%;border:1px solid var(--line)}
.globe .portrait{width:84%;height:84%;border-radius:50%;object-fit:cover}
/* The route: a dashed line through the cities, first to latest, the latest filled. */
.route{position:relative;display:flex;flex-wrap:wrap;gap:1.25rem 0;margin-top:clamp(2.5rem,6vw,4rem);padding:0;list-style:none}
.stop{position:relative;flex:1 1 8.5rem;min-width:0;padding-top:1.6rem;padding-inline-end:1rem;animation:arrive .6s ease-out both}
.stop::before{content:'';position:absolute;top:.45rem;inset-inline:0;border-top:2px dashed var(--accent)}
.stop:last-child::before{inset-inline-end:auto;width:.75rem}
.stop-dot{position:absolute;top:0;inset-inline-start:0;width:1rem;height:1rem;border-radius:50%;background:var(--bg);border:2px solid var(--accent)}
.stop-now .stop-dot{background:var(--accent);box-shadow:0 0 0 5px var(--accent-soft)}
.stop-name{display:block;font-size:1.25rem;font-style:italic;line-height:1.2}
.stop-now .stop-name{color:var(--accent)}
.stop:nth-child(2){animation-delay:.08s}.stop:nth-child(3){animation-delay:.16s}.stop:nth-child(4){animation-delay:.24s}.stop:nth-child(5){animation-delay:.32s}.stop:nth-child(6){animation-delay:.4s}.stop:nth-child(n+7){animation-delay:.48s}
@keyframes arrive{from{transform:translateY(.4rem)}}
main{padding:0 var(--pad) clamp(3rem,8vw,5rem)}
.sec{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,9fr);gap:1rem 3rem;padding-top:clamp(3rem,7vw,5rem)}
.sec-head{min-width:0}
.sec-title{font-size:clamp(1.7rem,3vw,2.3rem);font-weight:500;font-style:italic;line-height:1.1;padding-top:.8rem;border-top:2px solid var(--ink)}
.sec-body{min-width:0;padding-top:.8rem;border-top:1px solid var(--line)}
.about-text{font-family:var(--font-head);font-size:clamp(1.2rem,1.9vw,1.45rem);line-height:1.5;max-width:34em}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
/* The timeline: a line down the gutter between place and role, a dot at each stop. */
.xp-item{position:relative;display:grid;grid-template-columns:minmax(0,3fr) minmax(0,6fr);gap:.3rem 2.75rem;padding:1.1rem 0 1.5rem}
.xp-item::before{content:'';position:absolute;top:0;bottom:0;inset-inline-start:calc(33.333% - .37rem);border-inline-start:1px solid var(--line)}
.xp-item::after{content:'';position:absolute;top:1.55rem;inset-inline-start:calc(33.333% - .75rem);width:.75rem;height:.75rem;border-radius:50%;background:var(--bg);border:2px solid var(--accent)}
.xp-item:first-child::after{background:var(--accent)}
.xp-meta{display:flex;flex-direction:column;gap:.2rem;min-width:0}
.xp-place{font-size:1.55rem;font-style:italic;line-height:1.15}
.xp-date{color:var(--muted)}
.no-place .xp-date{font-size:.8rem;color:var(--ink);padding-top:.45rem}
.xp-body{min-width:0}
.xp-role{font-size:1.4rem;font-weight:600;line-height:1.25}
.xp-org{color:var(--accent);font-weight:500}
.xp-desc,.edu-desc,.tr-desc{margin-top:.55rem;max-width:40em}
.rt-list{padding-inline-start:1.1em}
.rt-list>li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.75rem}
.tags li{padding:.15rem .6rem;border:1px solid var(--line);border-radius:99px;font-size:.8rem;color:var(--ink);background:var(--surface)}
.edu-item{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,6fr);gap:.3rem 2.75rem;padding:1rem 0;border-bottom:1px solid var(--line)}
.edu-item:last-child{border-bottom:0}
.edu-meta{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:.2rem}
.edu-place{font-family:var(--font-head);font-size:1.25rem;font-style:italic}
.edu-date{color:var(--muted)}
.edu-degree{font-size:1.25rem;font-weight:600;line-height:1.25}
.edu-school{color:var(--muted)}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr));gap:1.75rem}
.proj-item{background:var(--surface);border:1px solid var(--line);border-radius:.35rem;overflow:hidden;display:flex;flex-direction:column;min-width:0}
.proj-media img{width:100%;aspect-ratio:3/2;object-fit:cover;border-bottom:1px solid var(--line)}
.proj-body{padding:1.1rem 1.25rem 1.3rem;min-width:0}
.proj-meta{color:var(--muted)}
.proj-title{font-size:1.45rem;font-weight:600;line-height:1.2;margin-top:.3rem}
.proj-desc{margin-top:.5rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.3rem 1.25rem;margin-top:.9rem;font-weight:500}
.skills-split{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem 3rem}
.skills{display:grid;gap:1.5rem}
.skill-title{color:var(--muted);margin-bottom:.6rem}
.skills .skill-list{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0}
.skills .skill{padding:.3rem .75rem;border:1px solid var(--line);border-radius:99px;background:var(--surface);font-size:.92rem}
.langs{display:grid;gap:1.5rem;padding:1.25rem 1.4rem;background:var(--sea);border-radius:.35rem}
.lang-list{list-style:none;padding:0}
.lang{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.55rem 0;border-bottom:1px dashed var(--line)}
.lang:last-child{border-bottom:0}
.lang .skill-name{font-family:var(--font-head);font-size:1.3rem;font-style:italic;min-width:0}
.lang-level{display:flex;align-items:center;gap:.7rem;flex:none}
.lang-scale{display:flex;gap:4px}
.lang-scale span{width:.6rem;height:.6rem;border-radius:50%;border:1.5px solid var(--accent)}
.lvl-1 .lang-scale span:nth-child(-n+1),.lvl-2 .lang-scale span:nth-child(-n+2),.lvl-3 .lang-scale span:nth-child(-n+3),.lvl-4 .lang-scale span{background:var(--accent)}
.lang-word{font-size:.8rem;color:var(--muted);min-width:6.5rem}
.tr-item{display:flex;gap:1rem;padding:.9rem 0;border-bottom:1px solid var(--line)}
.tr-item:last-child{border-bottom:0}
.tr-img{width:3.25rem;height:3.25rem;border-radius:50%;object-fit:cover;flex:none}
.tr-body{min-width:0}
.tr-title{font-size:1.2rem;font-weight:600;line-height:1.25}
.tr-meta{color:var(--muted);font-size:.92rem}
.post-item{padding:1rem 0;border-bottom:1px solid var(--line)}
.post-date{color:var(--muted)}
.post-title{font-size:1.45rem;font-weight:600;line-height:1.2;margin-top:.2rem}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.3rem;color:var(--muted);max-width:40em}
.posts-all{margin-top:1rem;font-weight:500}
.contact-grid{display:grid;grid-template-columns:minmax(0,4fr) minmax(0,5fr);gap:2rem 3rem}
.contact-intro{font-family:var(--font-head);font-size:1.3rem;line-height:1.45}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.8rem}
.cd-label{display:block;color:var(--muted)}
.cf{display:grid;gap:1rem;padding:1.4rem;background:var(--surface);border:1px solid var(--line);border-radius:.35rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.88rem;font-weight:600}
.cf input,.cf textarea{padding:.65rem .8rem;border:1px solid var(--muted);border-radius:.3rem;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.75rem 1.4rem;border:0;border-radius:99px;background:var(--accent);color:var(--on-accent);font-weight:600;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.6rem .8rem;border-radius:.3rem;background:var(--accent-soft);color:var(--ink);font-weight:600}
.foot{margin-top:2rem;padding:1.5rem var(--pad) 2rem;border-top:1px solid var(--line);color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad);background-image:linear-gradient(var(--grid) 1px,transparent 1px),linear-gradient(90deg,var(--grid) 1px,transparent 1px);background-size:72px 72px}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.6rem 2rem;padding:1.25rem 0;border-bottom:1px solid var(--line)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .8rem;font-size:1.5rem;font-style:italic;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-style:normal;font-size:.92rem;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;padding:0;margin:0}
.masthead-nav a{color:var(--ink);text-decoration:none;font-size:.92rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(2.5rem,6vw,4rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:44rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2.3rem,5.5vw,3.6rem);font-weight:500;font-style:italic;line-height:1.05}
.page-lead{margin-top:.6rem;color:var(--muted);font-size:1.1rem}
.page-head .tags{margin-top:.8rem}
.post-back{margin-bottom:1rem}
.prose{font-family:var(--font-head);font-size:1.22rem;line-height:1.6}
.prose h2,.prose h3{font-weight:600}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero.has-portrait{grid-template-columns:minmax(0,1fr)}
.globe{grid-row:1;justify-self:start;width:8rem}
.sec{grid-template-columns:minmax(0,1fr);gap:.5rem}
.sec-body{border-top:0;padding-top:.5rem}
.skills-split,.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:640px){
.route{flex-direction:column;gap:0}
.stop{flex:none;padding:0 0 1.1rem;padding-inline-start:1.9rem}
.stop::before{top:.5rem;bottom:-.5rem;inset-inline:.45rem auto;border-top:0;border-inline-start:2px dashed var(--accent)}
.stop:last-child::before{display:none}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr);padding-inline-start:1.6rem;gap:.2rem}
.xp-item::before{inset-inline-start:.3rem}
.xp-item::after{inset-inline-start:-.05rem;top:1.45rem}
.cf-row{grid-template-columns:minmax(0,1fr)}
.lang-word{min-width:0}
}
@media print{
.site .bar,.site .route{display:none!important}
.site .fact{display:inline!important;margin-inline-end:8pt!important}
.site .fact dt,.site .fact dd{display:inline!important}
.site .fact dt::after{content:': '}
.site .lang-level,.site .lang-word{display:inline!important}
.site .xp-item::before,.site .xp-item::after{content:none!important}
}
`;
