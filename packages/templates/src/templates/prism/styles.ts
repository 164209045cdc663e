/**
 * Prism: colour fields and big type. The hero is the accent from edge to edge; the sections after it
 * take five fields in turn (coral, paper, cobalt, lime, black, or their shadows in the dark theme),
 * each with the one text colour that reads on it. Archivo at 800-900 for names and titles up to
 * 15 rem, DM Sans for reading. Colours are the palette tokens (index.tsx); `field-n` and
 * `on-field-n` are its own, and every pair is checked at 4.5:1 (prism.test.ts).
 */
export const css = `
:root{--pad:max(clamp(1.25rem,5vw,4rem),calc((100% - 1240px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.02rem;line-height:1.55}
a{color:inherit;text-decoration-thickness:2px;text-underline-offset:.2em}
a:hover{text-decoration-thickness:4px}
.name,.sec-title,.brand,.page-title,h3,.tag,.ticker-run,.cd-email a{font-family:var(--font-head)}
.hero{background:var(--accent);color:var(--on-accent);padding:0 var(--pad);overflow:hidden}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 2rem;padding:1.2rem 0}
.tag{display:grid;place-items:center;min-width:2.75rem;height:2.75rem;padding:0 .5rem;border:2px solid currentColor;border-radius:50%;font-weight:800;font-size:.9rem}
.nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;list-style:none;margin:0;padding:0}
.nav a{text-decoration:none;font-weight:700;font-size:.95rem}
.nav a:hover{text-decoration:underline}
.hero-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:2rem 1.5rem;align-items:end;padding:clamp(2.5rem,8vw,6rem) 0 clamp(2.5rem,6vw,4rem)}
.name{grid-column:1 / -1;font-size:clamp(3.2rem,14.5vw,15rem);font-weight:900;line-height:.84;letter-spacing:-.055em;margin-inline-start:-.05em}
.headline{grid-column:1 / span 7;align-self:end;font-family:var(--font-head);font-size:clamp(1.35rem,2.8vw,2.3rem);font-weight:800;line-height:1.1;letter-spacing:-.03em}
.intro{grid-column:1 / span 7;align-self:start;margin-top:-1rem;font-size:clamp(1.1rem,1.7vw,1.35rem);font-weight:500;line-height:1.45;max-width:30em}
.hero .portrait{grid-column:9 / span 4;grid-row:2 / span 2;justify-self:end;width:calc(100% - 1.8rem);max-width:17rem;aspect-ratio:1;object-fit:cover;box-shadow:.9rem .9rem 0 var(--pop-a),-.9rem -.9rem 0 var(--pop-b);margin:.9rem}
.ticker{overflow:hidden;border-top:2px solid currentColor;margin:0 calc(var(--pad) * -1);padding:0 var(--pad)}
.ticker-run{display:flex;width:max-content;gap:2.25rem;padding:1rem 0 1.1rem;font-size:clamp(1.4rem,3.4vw,2.5rem);font-weight:800;letter-spacing:-.03em;white-space:nowrap;animation:tick 45s linear infinite}
.ticker-run span{display:flex;align-items:center;gap:2.25rem}
.ticker-run span::after{content:'';width:.45em;height:.45em;border-radius:50%;background:currentColor}
@keyframes tick{to{transform:translateX(-50%)}}
[dir=rtl] .ticker-run{animation-name:tick-rtl}
@keyframes tick-rtl{to{transform:translateX(50%)}}
/* The fields: five colours in turn by position, so the owner's order and hidden sections keep them alternating. */
main{counter-reset:sec}
main>.sec{--fbg:var(--field-2);--fg:var(--on-field-2);background:var(--fbg);color:var(--fg);padding:clamp(3.5rem,9vw,7rem) var(--pad);counter-increment:sec}
main>.sec:nth-child(5n+1){--fbg:var(--field-1);--fg:var(--on-field-1)}
main>.sec:nth-child(5n+3){--fbg:var(--field-3);--fg:var(--on-field-3)}
main>.sec:nth-child(5n+4){--fbg:var(--field-4);--fg:var(--on-field-4)}
main>.sec:nth-child(5n){--fbg:var(--field-5);--fg:var(--on-field-5)}
.sec-head{margin-bottom:clamp(2rem,5vw,3.75rem)}
.sec-title{font-size:clamp(3.2rem,12vw,11rem);font-weight:900;line-height:.85;letter-spacing:-.055em;margin-inline-start:-.04em}
.sec-title::before{content:'(' counter(sec,decimal-leading-zero) ')';display:block;margin-bottom:.9rem;font-size:clamp(.95rem,1.4vw,1.1rem);font-weight:700;letter-spacing:0;margin-inline-start:.04em}
.sec-lead{font-size:1.1rem}
.sub-title{font-size:.85rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;margin:1.75rem 0 .6rem}
.about-text{font-size:clamp(1.4rem,3vw,2.5rem);font-weight:600;line-height:1.22;letter-spacing:-.025em;max-width:26em}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:.4rem 1.5rem;padding:1.4rem 0 1.6rem;border-top:2px solid currentColor}
.xp-meta,.edu-meta{grid-column:1 / span 3;display:flex;flex-direction:column;font-weight:700;font-size:.95rem}
.xp-body,.edu-body{grid-column:4 / span 9;min-width:0}
.xp-role,.edu-degree{font-size:clamp(1.5rem,3vw,2.4rem);font-weight:800;line-height:1.02;letter-spacing:-.035em}
.xp-org,.edu-school{margin-top:.35rem;font-weight:700;font-size:1.1rem}
.xp-desc,.edu-desc,.tr-desc{margin-top:.7rem;max-width:40em}
.rt-list{padding-inline-start:1.1em}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.9rem}
.tags li{padding:.15rem .7rem;border:2px solid currentColor;border-radius:99px;font-size:.85rem;font-weight:700}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,24rem),1fr));gap:clamp(2rem,4vw,3rem) 2rem}
.proj-item{min-width:0}
/* An odd number of projects: the first takes the whole row, so the last row is never half empty. */
.proj-item:first-child:nth-last-child(2n+1){grid-column:1 / -1}
.proj-item:first-child:nth-last-child(2n+1) .proj-media img{aspect-ratio:2/1}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border:3px solid currentColor;transition:transform .3s ease}
.proj-item:hover .proj-media img{transform:rotate(-1deg) scale(1.01)}
.proj-body{margin-top:1.1rem;min-width:0}
.proj-meta{font-weight:700;font-size:.9rem}
.proj-title{margin-top:.25rem;font-size:clamp(1.6rem,3vw,2.4rem);font-weight:800;line-height:1.02;letter-spacing:-.035em}
.proj-desc{margin-top:.6rem;max-width:34em}
.proj-links{display:flex;flex-wrap:wrap;gap:.4rem 1.4rem;margin-top:1rem;font-weight:700}
.skills{display:grid;gap:2rem}
.skill-title{font-size:.85rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;margin-bottom:.5rem}
.skill-list{display:flex;flex-wrap:wrap;gap:.1rem .9rem;list-style:none;padding:0;font-family:var(--font-head);font-size:clamp(1.6rem,4vw,3.3rem);font-weight:800;line-height:1.1;letter-spacing:-.04em}
.skill:not(:last-child)::after{content:'/';margin-inline-start:.9rem;font-weight:400}
.tr-item{display:flex;gap:1.25rem;padding:1.2rem 0;border-top:2px solid currentColor}
.tr-img{width:4rem;height:4rem;object-fit:cover;flex:none;border:2px solid currentColor}
.tr-body{min-width:0}
.tr-title{font-size:clamp(1.3rem,2.4vw,1.8rem);font-weight:800;letter-spacing:-.03em;line-height:1.1}
.tr-meta{margin-top:.25rem;font-weight:700}
.post-item{padding:1.3rem 0;border-top:2px solid currentColor}
.post-date{font-weight:700;font-size:.9rem}
.post-title{margin-top:.25rem;font-size:clamp(1.5rem,3.2vw,2.6rem);font-weight:800;line-height:1.05;letter-spacing:-.035em}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{margin-top:.45rem;max-width:38em}
.posts-all{margin-top:1.5rem;font-weight:800;font-size:1.15rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,6fr) minmax(0,6fr);gap:2.5rem clamp(2rem,5vw,4rem)}
.contact-intro{font-size:clamp(1.2rem,2.2vw,1.7rem);font-weight:600;line-height:1.3;letter-spacing:-.02em}
.contact-details{list-style:none;padding:0;margin-top:1.75rem;display:grid;gap:1rem}
.cd-label{display:block;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.cd-email a{font-size:clamp(1.5rem,3.6vw,2.8rem);font-weight:800;letter-spacing:-.04em;line-height:1.05}
.cf{display:grid;gap:1rem;align-content:start}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-weight:700;font-size:.92rem}
.cf input,.cf textarea{padding:.8rem .9rem;border:2px solid var(--ink);border-radius:0;background:var(--surface);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:3px solid var(--fg,currentColor);outline-offset:2px}
.cf-submit{justify-self:start;padding:.95rem 1.8rem;border:0;border-radius:99px;background:var(--fg,var(--accent));color:var(--fbg,var(--on-accent));font-family:var(--font-head);font-weight:800;font-size:1.1rem;cursor:pointer;transition:transform .2s}
.cf-submit:hover{transform:rotate(-2deg)}
.cf-status{padding:.75rem 1rem;background:var(--surface);color:var(--ink);font-weight:700}
.foot{background:var(--ink);color:var(--bg);padding:1.5rem var(--pad) 2rem;font-size:.9rem;font-weight:600}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.masthead{background:var(--accent);color:var(--on-accent);padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 2rem;padding:1.3rem 0}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .8rem;font-weight:900;font-size:1.4rem;letter-spacing:-.03em;min-width:0}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:600;font-size:.95rem;letter-spacing:0}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;list-style:none;padding:0;margin:0}
.masthead-nav a{text-decoration:none;font-weight:700}
.masthead-nav a:hover,.masthead-nav a[aria-current]{text-decoration:underline}
.page{padding:clamp(3rem,8vw,6rem) var(--pad) 5rem}
.page a{color:var(--accent)}
.blog-index,.post,.not-found{max-width:48rem}
.page-head{margin-bottom:2.5rem}
.page-title{font-size:clamp(2.8rem,9vw,6.5rem);font-weight:900;line-height:.88;letter-spacing:-.055em}
.page-lead{margin-top:1rem;font-size:1.2rem;color:var(--muted)}
.page .post-item{border-top-color:var(--ink)}
.page .post-title a{color:var(--ink)}
.page .tags{color:var(--ink)}
.post-back{margin-bottom:1.25rem;font-weight:700}
.prose{font-size:1.12rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:800;letter-spacing:-.03em}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.headline,.intro{grid-column:1 / -1}
.hero .portrait{grid-column:1 / -1;grid-row:auto;justify-self:start;max-width:9rem;margin:.6rem;box-shadow:.6rem .6rem 0 var(--pop-a),-.6rem -.6rem 0 var(--pop-b)}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.xp-meta,.edu-meta,.xp-body,.edu-body{grid-column:auto}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:.1rem 1rem}
.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:560px){
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media print{
.site .bar,.site .ticker{display:none!important}
.site .name{letter-spacing:normal!important}
.site .sec-title::before,.site .skill::after{content:none!important}
.site .cd-email a{font-size:inherit!important;font-weight:400!important}
}
`;
