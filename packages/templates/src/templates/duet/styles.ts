/**
 * Duet: two tones, a mustard band for the person and a paper page for the work (at night a dark
 * mustard band on blue-black). Bricolage Grotesque for the name and the headings, IBM Plex Sans for
 * the text; each heading pairs its two languages on one baseline, the second lighter and in the
 * body face. Colours are the palette tokens (index.tsx); `band`, `on-band`, `band-muted` and
 * `band-line` are its own.
 */
export const css = `
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.18em;text-decoration-thickness:1px}
a:hover{text-decoration-thickness:2px}
.name,.sec-title,.xp-role,.edu-degree,.proj-title,.tr-title,.post-title,.brand,.page-title,.pair{font-family:var(--font-head)}
.duet{display:grid;grid-template-columns:minmax(0,1fr);min-height:100vh}
.band{background:var(--band);color:var(--on-band)}
.band-inner{display:flex;flex-direction:column;align-items:flex-start;gap:1.1rem;padding:clamp(1.5rem,5vw,3rem) clamp(1.25rem,4vw,2.75rem) clamp(1.75rem,5vw,2.75rem)}
.band a{color:var(--on-band)}
.pair{display:inline-flex;flex-wrap:wrap;align-items:center;gap:.35rem .6rem;padding:.3rem .85rem;border:1.5px solid var(--on-band);border-radius:999px;font-size:.85rem;font-weight:600;letter-spacing:.02em}
.pair-mark{width:1.6rem;height:.8rem;background:radial-gradient(circle at 30% 50%,currentColor 0 .34rem,transparent .36rem),radial-gradient(circle at 70% 50%,transparent 0 .2rem,currentColor .22rem .34rem,transparent .36rem)}
.portrait{width:6.5rem;height:6.5rem;border-radius:1.25rem;object-fit:cover;box-shadow:.45rem .45rem 0 var(--on-band);margin:.4rem 0 .3rem}
.name{font-size:clamp(2.5rem,7vw,3.7rem);font-weight:700;line-height:.98;letter-spacing:-.035em;text-wrap:balance}
.headline{font-size:1.12rem;font-weight:600;line-height:1.35;margin-top:-.35rem}
.intro{font-size:1.05rem;line-height:1.5;max-width:30rem;color:var(--on-band)}
.band-facts{display:grid;gap:.45rem;width:100%;padding-top:1rem;border-top:1.5px solid var(--band-line)}
.band-fact{display:grid;gap:0;min-width:0}
.band-fact dt{font-size:.75rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--band-muted)}
.band-fact dd{min-width:0;font-size:.95rem}
.nav{width:100%}
.nav ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:0 1.25rem;list-style:none;margin:0;padding:0}
.nav li{border-top:1.5px solid var(--band-line)}
.nav a{display:flex;flex-direction:column;padding:.5rem 0 .55rem;text-decoration:none;line-height:1.25;transition:transform .2s ease}
.nav a:hover{transform:translateX(.3rem)}
.nav a:hover .l1{text-decoration:underline}
.nav .l1{font-weight:600;font-size:.98rem}
.nav .l-sep{display:none}
.nav .l2{font-size:.82rem;color:var(--band-muted)}
.content{min-width:0;padding:clamp(1.25rem,5vw,4rem) clamp(1.25rem,5vw,4.5rem) 0}
main{max-width:50rem}
.sec{padding:clamp(1.75rem,4vw,2.5rem) 0;border-top:1px solid var(--line)}
main>.sec:first-child{border-top:0;padding-top:.5rem}
.sec-title{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .15rem;margin-bottom:1.3rem;line-height:1.15}
.sec-title .l1{font-size:clamp(1.65rem,3.4vw,2.2rem);font-weight:700;letter-spacing:-.025em}
.sec-title .l-sep{font-size:clamp(1.3rem,2.6vw,1.7rem);color:var(--accent);font-weight:700;padding-inline:.2rem}
.sec-title .l2{font-family:var(--font-body);font-size:clamp(1.15rem,2.4vw,1.45rem);font-weight:400;font-style:italic;color:var(--muted)}
.about-text{font-size:1.1rem;max-width:40em}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:minmax(0,1fr);gap:.15rem;padding:1.1rem 0;border-top:1px dashed var(--line)}
.xp-item:first-child,.edu-item:first-child{border-top:0;padding-top:0}
.xp-meta,.edu-meta{display:flex;flex-wrap:wrap;gap:0 .9rem;font-size:.88rem;color:var(--muted)}
.xp-date,.edu-date{font-weight:600;color:var(--ink);font-variant-numeric:tabular-nums}
.xp-role,.edu-degree{font-size:1.2rem;font-weight:700;line-height:1.25;letter-spacing:-.01em}
.xp-org,.edu-school{font-weight:500;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.45rem;max-width:42em}
.rt-list>li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.65rem;list-style:none;padding:0}
.tags li{padding:.12rem .6rem;border-radius:999px;background:var(--accent-soft);font-size:.8rem;font-weight:500}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr));gap:1.75rem 1.5rem}
.proj-item{min-width:0;display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-radius:.9rem;background:var(--surface)}
.proj-body{padding-top:.85rem;min-width:0}
.proj-meta{font-size:.78rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.proj-title{font-size:1.15rem;font-weight:700;line-height:1.3;margin-top:.15rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.3rem 1.1rem;margin-top:.6rem;font-size:.92rem;font-weight:500}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1.4rem 2rem}
.skill-title{font-size:.78rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin-bottom:.55rem}
.skill-list{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0}
.skill{padding:.2rem .7rem;border:1px solid var(--line);border-radius:999px;font-size:.9rem;background:var(--surface)}
.tr-item{display:flex;gap:1rem;padding:.9rem 0;border-top:1px dashed var(--line)}
.tr-item:first-child{border-top:0;padding-top:0}
.tr-img{width:3rem;height:3rem;border-radius:.6rem;object-fit:cover;flex:none}
.tr-body{min-width:0}
.tr-title{font-size:1.08rem;font-weight:700;line-height:1.3}
.tr-meta{color:var(--muted);font-size:.93rem}
.post-item{padding:.95rem 0;border-top:1px dashed var(--line)}
.post-item:first-child{border-top:0;padding-top:0}
.post-date{font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.post-title{font-size:1.15rem;font-weight:700;line-height:1.3}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.25rem;color:var(--muted)}
.posts-all{margin-top:1rem;font-weight:600}
.posts-all .l2{font-weight:400;font-style:italic}
.values{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1rem;list-style:none;padding:0}
.value{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.2rem .85rem;align-items:start;padding:1.1rem 1.2rem;border-radius:1rem;background:var(--surface)}
.value-mark{grid-row:span 2;display:grid;place-items:center;width:2.2rem;height:2.2rem;border-radius:50%;background:var(--band);color:var(--on-band);font-family:var(--font-head);font-weight:700}
.value-title{font-family:var(--font-head);font-size:1.08rem;font-weight:700;line-height:1.3}
.value-desc{color:var(--muted);font-size:.95rem}
.philosophy{margin:0;padding-inline-start:1.25rem;border-inline-start:4px solid var(--band-line);font-family:var(--font-head);font-size:clamp(1.15rem,2.2vw,1.35rem);line-height:1.5;max-width:36em}
.soft{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1rem 2rem;list-style:none;padding:0}
.soft-item{padding-top:.75rem;border-top:1px dashed var(--line);min-width:0}
.soft-head{display:flex;justify-content:space-between;align-items:center;gap:1rem}
.soft-name{font-family:var(--font-head);font-size:1.05rem;font-weight:700;line-height:1.3}
.pips{display:flex;gap:3px}
.pip{width:.55rem;height:.55rem;border-radius:50%;border:1.5px solid var(--accent)}
.pip.on{background:var(--accent)}
.soft-desc{margin-top:.3rem;color:var(--muted);font-size:.95rem}
.certs{display:grid;gap:.9rem;list-style:none;padding:0}
.cert{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.1rem 1rem;align-items:baseline}
.cert-name{font-family:var(--font-head);font-size:1.08rem;font-weight:700;line-height:1.3}
.cert-meta{grid-row:2;color:var(--muted);font-size:.93rem}
.cert-link{grid-column:2;grid-row:1 / span 2;font-weight:600;font-size:.92rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:1.75rem}
.contact-intro{font-size:1.08rem;max-width:34em}
.contact-details{display:grid;gap:.6rem;list-style:none;padding:0;margin-top:1.1rem}
.contact-details li{display:flex;flex-direction:column;gap:.05rem;min-width:0}
.cd-label{font-size:.78rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.cd-label .l2,.cd-available .l2{font-weight:400;text-transform:none;letter-spacing:0;font-style:italic}
.cv-download a{border-width:1.5px;border-radius:999px}
.cf{display:grid;gap:.95rem;padding:clamp(1.1rem,3vw,1.6rem);background:var(--surface);border-radius:1.1rem}
.cf-row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.95rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.88rem;font-weight:600}
.cf label .l2,.cf-submit .l2{font-weight:400;font-style:italic}
.cf label .l2{color:var(--muted)}
.cf input,.cf textarea{padding:.6rem .75rem;border:1px solid var(--muted);border-radius:.55rem;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.65rem 1.4rem;border:0;border-radius:999px;background:var(--accent);color:var(--on-accent);font-weight:600;cursor:pointer;transition:transform .15s ease}
.cf-submit:hover{transform:translateY(-2px)}
.cf-status{padding:.6rem .85rem;border-radius:.6rem;background:var(--accent-soft);font-weight:600}
.foot{padding:1.4rem 0 2.25rem;border-top:1px solid var(--line);color:var(--muted);font-size:.88rem;max-width:50rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.4rem 1.5rem}
.foot a{color:var(--muted)}
.masthead{background:var(--band);color:var(--on-band)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.6rem 2rem;max-width:56rem;margin:0 auto;padding:1.1rem 1.25rem}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.1rem .8rem;font-size:1.3rem;font-weight:700;letter-spacing:-.02em;min-width:0}
.brand a,.masthead-nav a{color:var(--on-band);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.92rem;font-weight:500;letter-spacing:0;color:var(--band-muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.3rem;list-style:none;margin:0;padding:0}
.masthead-nav a{font-weight:600;font-size:.95rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{text-decoration:underline}
.page{width:100%;max-width:48rem;margin:0 auto;padding:clamp(2rem,5vw,3.25rem) 1.25rem 3.5rem}
.site>.foot{width:100%;max-width:48rem;margin:0 auto;padding-inline:1.25rem}
.page-head{padding-bottom:1.2rem;margin-bottom:1.6rem;border-bottom:1px solid var(--line)}
.page-title{font-size:clamp(2rem,5vw,2.9rem);font-weight:700;line-height:1.08;letter-spacing:-.03em}
.page-lead{margin-top:.5rem;color:var(--muted);font-size:1.08rem}
.post-back{margin-bottom:1rem}
.prose{font-size:1.06rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:700}
.page-empty{color:var(--muted)}
.name:is(:lang(ar),:lang(he)),.sec-title:is(:lang(ar),:lang(he)) .l1{letter-spacing:0}
[dir=rtl] .nav a:hover{transform:translateX(-.3rem)}
@media (min-width:960px){
.duet{grid-template-columns:minmax(19rem,26rem) minmax(0,1fr)}
.band-inner{min-height:100%;padding-top:clamp(2.5rem,5vw,4rem)}
.nav{padding-top:.75rem}
.nav ul{grid-template-columns:minmax(0,1fr)}
.content{padding-top:clamp(2.5rem,5vw,4rem)}
}
@media (min-width:1180px){.contact-grid:not(.no-info){grid-template-columns:minmax(0,4fr) minmax(0,5fr);gap:2.5rem}}
@media (max-width:520px){.cf-row{grid-template-columns:minmax(0,1fr)}}
@media (prefers-reduced-motion:reduce){.nav a,.cf-submit{transition:none}.nav a:hover,.cf-submit:hover{transform:none}}
@media print{
.site .pair,.site .l-sep{display:none!important}
.site .sec-title .l2::before{content:' / '}
.site .sec-title :is(.l1,.l2){font-size:inherit!important;letter-spacing:normal!important}
.site .sec-title .l2{font-weight:400!important;font-style:italic;font-family:inherit}
.site .band-fact,.site .band-fact dt,.site .band-fact dd{display:inline!important}
.site .band-fact+.band-fact::before{content:' · '!important}
.site .band-fact dt::after{content:': '}
}
`;
