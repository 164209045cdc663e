/**
 * Vital: deep navy with a coral-red trace (warm paper and crimson by day); Playfair Display for the
 * name, titles and figures over IBM Plex Sans. The hero sits on a faint ECG-paper grid; its trace is
 * one SVG path drawn in once with stroke-dashoffset over a faint copy of itself, in 24 steps as a
 * monitor samples it (and so few repaints); under reduced motion the line is simply there. Colours
 * are the palette tokens (index.tsx), the trace the accent; `grid` (the paper), `glow` and `band`
 * (the figures' band) are its own.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1200px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.0625rem;line-height:1.65}
h1,h2,h3,.wordmark,.page-title,.figure dd,.brand{font-family:var(--font-head)}
a{color:var(--accent);text-underline-offset:.22em;text-decoration-thickness:1px}
a:hover{text-decoration-thickness:2px}
.top{position:relative;background:radial-gradient(50rem 26rem at 85% 10%,var(--glow),transparent 70%),linear-gradient(var(--grid) 1px,transparent 1px) 0 0/100% 1.5rem,linear-gradient(90deg,var(--grid) 1px,transparent 1px) 0 0/1.5rem 100%,var(--bg)}
.bar{margin:0 var(--pad);display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.75rem 2rem;padding:1.5rem 0 1.25rem;border-bottom:1px solid var(--line)}
.wordmark{font-size:1.2rem;font-weight:600;letter-spacing:.01em}
.nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.6rem;font-size:.8rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase}
.nav a{color:var(--muted);text-decoration:none}
.nav a:hover{color:var(--accent)}
.hero{margin:0 var(--pad);display:grid;grid-template-columns:minmax(0,1fr);gap:2.5rem 4.5rem;align-items:end;padding:clamp(3rem,8vw,6.5rem) 0 clamp(1.5rem,3vw,2rem)}
.hero.has-portrait{grid-template-columns:minmax(0,8fr) minmax(0,4fr)}
.name{font-size:clamp(2.9rem,7.5vw,5.75rem);font-weight:500;line-height:1;letter-spacing:-.02em}
.headline{margin-top:1.2rem;font-size:.85rem;font-weight:600;letter-spacing:.18em;text-transform:uppercase;color:var(--accent)}
.intro{margin-top:1.4rem;max-width:30em;font-family:var(--font-head);font-style:italic;font-size:clamp(1.25rem,2.4vw,1.6rem);line-height:1.45;color:var(--ink)}
.cta{margin-top:2rem}
.btn{display:inline-block;padding:.8rem 1.5rem;border:1px solid var(--accent);border-radius:99px;color:var(--accent);font-size:.82rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;text-decoration:none;transition:background .25s,color .25s}
.btn:hover{background:var(--accent);color:var(--on-accent)}
.hero-portrait{justify-self:end;width:100%;max-width:20rem}
.hero-portrait .portrait{width:100%;aspect-ratio:4/5;object-fit:cover;border-radius:10rem 10rem .5rem .5rem;border:1px solid var(--line)}
.pulse{height:clamp(4.5rem,10vw,7rem);overflow:hidden}
.pulse svg{display:block;width:max(100%,60rem);height:100%;overflow:visible}
.pulse path{fill:none;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke}
.pulse-base{stroke:var(--accent);stroke-width:1.5;opacity:.3}
.pulse-line{stroke:var(--accent);stroke-width:2;stroke-dasharray:1;stroke-dashoffset:1;animation:trace 2.4s steps(24) .2s forwards}
@keyframes trace{to{stroke-dashoffset:0}}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,10rem),1fr));padding:0 var(--pad);background:var(--band);border-block:1px solid var(--line)}
.figure{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:.35rem;padding:1.5rem 1.25rem 1.6rem;border-inline-start:1px solid var(--line);min-width:0}
.figure:first-child{border-inline-start:0;padding-inline-start:0}
.figure dd{font-size:clamp(2.4rem,5vw,3.5rem);font-weight:500;line-height:1;color:var(--accent);font-variant-numeric:lining-nums}
.figure dt{font-size:.78rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
main{padding:0 var(--pad) clamp(3rem,7vw,5rem)}
.sec{padding:clamp(3rem,7vw,5.5rem) 0 0}
.sec-head{display:flex;align-items:baseline;gap:1.25rem;margin-bottom:clamp(1.5rem,3.5vw,2.5rem)}
.sec-head::after{content:'';flex:1 1 2rem;height:1px;background:var(--line);transform:translateY(-.35em)}
.sec-title{font-size:clamp(1.9rem,4vw,2.9rem);font-weight:500;line-height:1.1;letter-spacing:-.01em;min-width:0}
.about-text{columns:2 22rem;column-gap:3.5rem;font-size:1.08rem}
.about-text>p:first-child::first-line{font-weight:600}
.appts{display:grid;grid-template-columns:minmax(0,1fr);gap:2.5rem 4rem}
.appts.is-split{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.appt-title{font-family:var(--font-body);font-size:.8rem;font-weight:600;letter-spacing:.18em;text-transform:uppercase;color:var(--accent);padding-bottom:.75rem;border-bottom:2px solid var(--accent)}
.xp{display:grid}
.xp-item{padding:1.35rem 0 1.5rem;border-bottom:1px solid var(--line);min-width:0}
.xp-meta{display:flex;flex-wrap:wrap;gap:.1rem 1rem;font-size:.85rem;letter-spacing:.04em;color:var(--muted)}
.xp-date{font-weight:600;color:var(--ink);font-variant-numeric:tabular-nums}
.is-current .xp-date::before{content:'';display:inline-block;width:.5rem;height:.5rem;margin-inline-end:.5rem;border-radius:50%;background:var(--accent);vertical-align:.1em}
.xp-role{margin-top:.35rem;font-family:var(--font-head);font-size:1.4rem;font-weight:500;line-height:1.25}
.xp-org{margin-top:.15rem;color:var(--muted)}
.xp-desc{margin-top:.6rem}
.rt-list{padding-inline-start:1.1em}
.rt-list>li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.35rem .5rem;margin-top:.75rem}
.tags li{padding:.1rem .65rem;border:1px solid var(--line);border-radius:99px;font-size:.8rem;color:var(--muted)}
.papers{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:1.5rem}
.paper{display:flex;flex-direction:column;background:var(--surface);border:1px solid var(--line);border-radius:.75rem;overflow:hidden;min-width:0;transition:border-color .25s,transform .25s}
.paper:hover{border-color:var(--accent);transform:translateY(-3px)}
.paper .proj-media img{width:100%;aspect-ratio:16/9;object-fit:cover;border-bottom:1px solid var(--line)}
.paper .proj-body{display:flex;flex-direction:column;flex:1;padding:1.4rem 1.5rem 1.5rem}
.proj-meta{display:flex;flex-wrap:wrap;gap:.2rem .9rem;font-size:.75rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.paper-no{color:var(--accent)}
.proj-title{margin-top:.6rem;font-size:1.3rem;font-weight:500;line-height:1.3}
.is-publication .proj-title{font-style:italic}
.proj-desc{margin-top:.6rem;font-size:.98rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin-top:auto;padding-top:1.1rem;font-size:.8rem;font-weight:600;letter-spacing:.12em;text-transform:uppercase}
.proj-links a{text-decoration:none;border-bottom:1px solid currentColor;padding-bottom:.1rem}
/* Flex, not grid: a section left alone on its row (three on a tablet's two columns) takes the row. */
.credentials{display:flex;flex-wrap:wrap;gap:0 3rem}
.credentials>*{flex:1 1 19rem;min-width:0}
.credentials .sec-head::after{display:none}
.credentials .sec-title{font-size:clamp(1.6rem,3vw,2.1rem);padding-bottom:.9rem;border-bottom:2px solid var(--accent);flex:1}
.skills{display:grid;gap:1.5rem}
.skill-title{font-family:var(--font-body);font-size:.78rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--muted);margin-bottom:.5rem}
.skill-list{display:grid}
.skill{padding:.45rem 0;border-bottom:1px solid var(--line)}
.edu,.tr{display:grid}
.edu-item,.tr-item{padding:0 0 1.25rem;margin-bottom:1.25rem;border-bottom:1px solid var(--line);min-width:0}
.tr-item{display:flex;gap:1rem}
.tr-img{flex:none;width:3rem;height:3rem;object-fit:cover;border-radius:.4rem}
.tr-body{min-width:0}
.edu-meta{display:flex;flex-wrap:wrap;gap:0 .8rem;font-size:.85rem;color:var(--muted)}
.edu-date{font-weight:600;color:var(--ink)}
.edu-degree,.tr-title{margin-top:.3rem;font-size:1.2rem;font-weight:500;line-height:1.3}
.tr-title{margin-top:0}
.edu-school,.tr-meta{color:var(--muted);font-size:.98rem}
.edu-desc,.tr-desc{margin-top:.45rem;font-size:.98rem}
.posts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:1.5rem}
.post-item{padding-top:1.1rem;border-top:1px solid var(--line)}
.post-date{font-size:.8rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.post-title{margin-top:.35rem;font-family:var(--font-head);font-size:1.35rem;font-weight:500;line-height:1.3}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.45rem;color:var(--muted)}
.posts-all{margin-top:1.5rem}
.sec-contact{margin-top:clamp(3rem,7vw,5.5rem);padding:clamp(2rem,5vw,3.5rem);background:var(--surface);border:1px solid var(--line);border-radius:1rem}
.sec-contact .sec-head::after{display:none}
.contact-grid{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:2rem 4rem}
.contact-intro{font-family:var(--font-head);font-size:1.25rem;line-height:1.5;max-width:26em}
.contact-details{display:grid;gap:.9rem;margin-top:1.5rem}
.contact-details li{display:grid;gap:.1rem;min-width:0}
.cd-label{font-size:.75rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--muted)}
.cv-download a{border-width:1px;border-radius:99px;color:var(--accent)}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-size:.78rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.cf input,.cf textarea{padding:.75rem .9rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:start;padding:.85rem 1.7rem;border:0;border-radius:99px;background:var(--accent);color:var(--on-accent);font-size:.82rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.75rem 1rem;border-inline-start:3px solid var(--accent);background:var(--bg)}
.foot{padding:2rem var(--pad) 2.5rem;color:var(--muted);font-size:.9rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:1.25rem;border-top:1px solid var(--line)}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad);background:linear-gradient(var(--grid) 1px,transparent 1px) 0 0/100% 1.5rem,linear-gradient(90deg,var(--grid) 1px,transparent 1px) 0 0/1.5rem 100%,var(--bg)}
.masthead-inner{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.6rem 2rem;padding:1.5rem 0 1.25rem;border-bottom:1px solid var(--line)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem 1rem;font-size:1.25rem;font-weight:600;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.78rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--accent)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.6rem;font-size:.8rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase}
.masthead-nav a{color:var(--muted);text-decoration:none}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent)}
.page{padding:clamp(2.5rem,6vw,4.5rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:44rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2.2rem,5.5vw,3.6rem);font-weight:500;line-height:1.1;letter-spacing:-.015em}
.page-lead{margin-top:.7rem;color:var(--muted);font-size:1.15rem}
.page-head .tags{margin-top:.8rem}
.page .posts{grid-template-columns:minmax(0,1fr)}
.post-back{margin-bottom:1.25rem}
.prose{font-size:1.1rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:500}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero.has-portrait{grid-template-columns:minmax(0,1fr)}
.hero-portrait{justify-self:start;max-width:12rem;order:-1}
.appts.is-split,.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:560px){
.figures{grid-template-columns:repeat(2,minmax(0,1fr))}
.figure{padding:1.1rem .75rem 1.2rem 0;border-inline-start:0;border-top:1px solid var(--line)}
.figure:nth-child(-n+2){border-top:0}
.cf-row{grid-template-columns:minmax(0,1fr)}
.sec-contact{padding:1.5rem 1.25rem}
.sec-head{display:block}
.sec-head::after{display:none}
}
@media (prefers-reduced-motion:reduce){
.pulse-line{animation:none;stroke-dashoffset:0}
.btn,.paper{transition:none}
.paper:hover{transform:none}
}
@media print{
.site .top,.site .masthead{background:none!important}
.site .pulse{display:none!important}
.site .figures{display:block!important;margin:4pt 0 0!important}
.site .figure,.site .figure>*{display:inline!important}
.site .figure dd::after{content:' '}
.site .figure+.figure::before{content:' · '}
.site .appt-title{margin-top:6pt!important}
.site .sec-head::after,.site .is-current .xp-date::before{content:none!important;display:none!important}
}
`;
