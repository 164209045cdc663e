/**
 * Sprint: warm paper, graphite ink, one launch orange (the accent); Space Grotesk for names and
 * figures over Inter. The idea is the figure: a highlighter marks every outcome in the owner's text,
 * the hero lifts the first of each recent role, case cards lead with theirs. Colours are the palette
 * tokens (index.tsx); `mark` (the highlighter) and `band` (the closing contact panel) are its own.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1200px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.2em}
.name,.sec-title,.brand,.page-title,.outcome-fig,.case-fig,.proj-title,.xp-role,.edu-degree,.tr-title,.post-title,.value-title,.soft-name,.cert-name,.skill-title,.philosophy,.btn,.cf-submit{font-family:var(--font-head)}
.top{padding:0 var(--pad)}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 2rem;padding:1.1rem 0;border-bottom:1px solid var(--line)}
.brand{display:flex;align-items:center;gap:.7rem;font-weight:700;letter-spacing:-.01em;min-width:0}
.brand-mark{display:grid;place-items:center;flex:none;width:2.2rem;height:2.2rem;border-radius:.6rem;background:var(--ink);color:var(--bg);font-size:.8rem;letter-spacing:.02em}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0;padding:0}
.nav a{display:block;padding:.35rem .75rem;border-radius:99px;color:var(--ink);text-decoration:none;font-size:.92rem;font-weight:500}
.nav a:hover{background:var(--accent-soft);color:var(--accent)}
.hero{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:2rem;align-items:center;padding:clamp(2.5rem,7vw,5.5rem) 0 0}
.hero-text{grid-column:1 / span 10;min-width:0}
.has-portrait .hero-text{grid-column:1 / span 8}
.hero .portrait{grid-column:9 / span 4;justify-self:end;width:100%;max-width:19rem;aspect-ratio:1;object-fit:cover;border-radius:1.5rem;box-shadow:1rem 1rem 0 var(--accent-soft)}
.kicker{display:inline-flex;align-items:center;gap:.6rem;padding:.4rem .9rem .4rem .75rem;border-radius:99px;background:var(--accent-soft);color:var(--accent);font-weight:600;font-size:.9rem;margin-bottom:1.4rem}
.kicker::before{content:'';flex:none;width:.55rem;height:.55rem;border-radius:50%;background:currentColor;box-shadow:0 0 0 0 currentColor;animation:pulse 2.4s ease-out 1s 3}
@keyframes pulse{0%{box-shadow:0 0 0 0 color-mix(in srgb,currentColor 45%,transparent)}100%{box-shadow:0 0 0 .7rem transparent}}
.name{font-size:clamp(2.7rem,7.6vw,6.3rem);font-weight:700;line-height:.95;letter-spacing:-.045em;margin-bottom:1rem}
.headline{display:inline;font-family:var(--font-head);font-size:clamp(1.2rem,2.2vw,1.6rem);font-weight:600;letter-spacing:-.015em;line-height:1.5;background:linear-gradient(var(--mark),var(--mark)) 0 88%/100% .45em no-repeat;padding:0 .15em;margin-inline-start:-.15em;box-decoration-break:clone;-webkit-box-decoration-break:clone;animation:sweep .9s cubic-bezier(.2,.7,.2,1) .25s both}
@keyframes sweep{from{background-size:0 .45em}}
.intro{font-size:clamp(1.1rem,1.7vw,1.3rem);line-height:1.5;max-width:36em;margin-top:1.25rem}
.cta{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.btn{display:inline-block;padding:.8rem 1.35rem;border-radius:.7rem;background:var(--ink);color:var(--bg);border:2px solid var(--ink);font-weight:600;text-decoration:none;transition:background .2s,color .2s,border-color .2s}
.btn:hover{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
.btn-line{background:transparent;color:var(--ink)}
.outcomes{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));margin-top:clamp(2.5rem,6vw,4.5rem);border-top:2px solid var(--ink)}
.outcome{padding:1.4rem 1.75rem 0 0;min-width:0}
.outcome+.outcome{padding-inline-start:1.75rem;border-inline-start:1px solid var(--line)}
.outcome-fig{font-size:clamp(2.4rem,5vw,3.9rem);font-weight:700;line-height:1;letter-spacing:-.045em;color:var(--accent)}
.outcome-line{margin-top:.75rem;font-size:.95rem;line-height:1.45;max-width:34ch}
.outcome-org{margin-top:.6rem;font-size:.78rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
main{padding:0 var(--pad) clamp(3rem,8vw,6rem)}
.sec{margin-top:clamp(4rem,9vw,7rem)}
.sec-title{font-size:clamp(1.9rem,3.8vw,3rem);font-weight:700;letter-spacing:-.04em;line-height:1.05}
/* Sections are numbered like a sprint's tickets by a counter, so the owner's order and hidden sections never leave a gap. */
main{counter-reset:sec}
main>.sec:not(.sec-contact){counter-increment:sec}
main>.sec:not(.sec-contact) .sec-title::before{content:counter(sec,decimal-leading-zero);display:inline-block;margin-inline-end:.85rem;padding:.3rem .6rem;border-radius:99px;background:var(--accent-soft);color:var(--accent);font-size:.8rem;letter-spacing:.02em;vertical-align:.55em;line-height:1}
.sec-body{margin-top:1.75rem}
.sub-title{font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin:1.5rem 0 .6rem}
.fig{font-weight:700;background:linear-gradient(var(--mark),var(--mark)) 0 90%/100% .5em no-repeat;padding:0 .1em;box-decoration-break:clone;-webkit-box-decoration-break:clone}
.rt-list>li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:1rem}
.tags li{padding:.2rem .65rem;border:1px solid var(--line);border-radius:99px;font-size:.8rem;font-weight:500;color:var(--ink);background:var(--surface)}
.cases{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1.5rem}
.case{display:flex;flex-direction:column;background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;overflow:hidden;min-width:0;transition:transform .25s ease,box-shadow .25s ease}
.case:hover{transform:translateY(-3px);box-shadow:0 18px 40px -24px color-mix(in srgb,var(--ink) 45%,transparent)}
.case .proj-media{border-bottom:1px solid var(--line);background:var(--bg)}
.case .proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover}
.case .proj-body{padding:1.5rem 1.6rem 1.7rem;min-width:0}
.case-lead,.case:nth-child(even):last-child{grid-column:1 / -1}
.case-lead.has-media,.case.has-media:nth-child(even):last-child{display:grid;grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
.case-lead.has-media .proj-media,.case.has-media:nth-child(even):last-child .proj-media{border-bottom:0;border-inline-end:1px solid var(--line)}
.case-lead.has-media .proj-media img,.case.has-media:nth-child(even):last-child .proj-media img{height:100%}
.case-lead .proj-body{padding:clamp(1.5rem,3vw,2.5rem)}
.proj-meta{font-size:.78rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.case-fig{margin-top:1rem;font-size:clamp(2.6rem,5vw,3.8rem);font-weight:700;line-height:1;letter-spacing:-.05em;color:var(--accent)}
.proj-title{margin-top:.6rem;font-size:1.45rem;font-weight:700;letter-spacing:-.025em;line-height:1.2}
.case-lead .proj-title{font-size:clamp(1.6rem,2.6vw,2.1rem)}
.proj-desc{margin-top:.7rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin-top:1.2rem;font-weight:600}
.proj-links a{text-decoration:none}
.proj-links a::after{content:' ↗'}
.proj-links a:hover{text-decoration:underline}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1.5rem;padding:1.75rem 0;border-top:1px solid var(--line)}
.xp-item:first-child,.edu-item:first-child{border-top:2px solid var(--ink)}
.xp-meta,.edu-meta{grid-column:1 / span 3;display:flex;flex-direction:column;gap:.15rem;font-size:.92rem}
.xp-date,.edu-date{font-family:var(--font-head);font-weight:600;font-variant-numeric:tabular-nums}
.xp-place,.edu-place{color:var(--muted)}
.xp-body,.edu-body{grid-column:4 / span 9;min-width:0}
.xp-role,.edu-degree{font-size:1.35rem;font-weight:600;letter-spacing:-.02em;line-height:1.25}
.xp-org,.edu-school{color:var(--accent);font-weight:600;margin-top:.15rem}
.xp-desc,.edu-desc{margin-top:.8rem;max-width:44rem}
.rt-list{padding-inline-start:1.1em}
.about-text{font-size:clamp(1.12rem,1.8vw,1.4rem);line-height:1.55;max-width:40em}
.sec-philosophy .sec-body{margin-top:1.25rem}
.philosophy{position:relative;font-size:clamp(1.45rem,3vw,2.3rem);font-weight:500;line-height:1.3;letter-spacing:-.025em;max-width:30em;padding-inline-start:clamp(2.5rem,5vw,4rem)}
.philosophy::before{content:'“';position:absolute;inset-inline-start:0;top:-.1em;font-size:2.4em;line-height:1;color:var(--accent)}
.values{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1.25rem;list-style:none;padding:0}
.value{position:relative;background:var(--surface);border:1px solid var(--line);border-radius:1rem;padding:1.4rem 1.4rem 1.5rem;overflow:hidden}
.value::before{content:'';position:absolute;inset:0 0 auto;height:5px;background:var(--val,var(--accent))}
.value-mark{display:grid;place-items:center;width:2.4rem;height:2.4rem;border-radius:.6rem;background:var(--val-soft,var(--accent-soft));color:var(--ink);font-family:var(--font-head);font-weight:700;margin-bottom:1rem}
.value-title{font-size:1.2rem;font-weight:600;letter-spacing:-.015em}
.value-desc{margin-top:.4rem;color:var(--muted)}
.soft{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:0 2.5rem;list-style:none;padding:0}
.soft-item{padding:1.1rem 0;border-top:1px solid var(--line)}
.soft-head{display:flex;justify-content:space-between;align-items:center;gap:1rem}
.soft-name{font-size:1.1rem;font-weight:600}
.pips{display:flex;gap:3px}
.pip{width:1.1rem;height:.4rem;border-radius:2px;background:var(--line)}
.pip.on{background:var(--accent)}
.soft-desc{margin-top:.3rem;color:var(--muted);font-size:.95rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1.75rem 2.5rem}
.skill-title{font-size:1.05rem;font-weight:600;padding-bottom:.6rem;border-bottom:2px solid var(--ink);margin-bottom:.85rem}
.skill-list{display:flex;flex-wrap:wrap;gap:.45rem;list-style:none;padding:0}
.skill{padding:.35rem .75rem;border-radius:.55rem;background:var(--surface);border:1px solid var(--line);font-size:.92rem;font-weight:500}
.certs{display:grid;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr));gap:1rem;list-style:none;padding:0}
.cert{padding:1.2rem 1.3rem;border:1px solid var(--line);border-radius:1rem;background:var(--surface)}
.cert-name{font-size:1.05rem;font-weight:600;line-height:1.3}
.cert-meta{margin-top:.3rem;font-size:.9rem;color:var(--muted)}
.cert-link{display:inline-block;margin-top:.6rem;font-weight:600;font-size:.9rem}
.tr{display:grid;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr));gap:1rem}
.tr-item{display:flex;gap:1rem;padding:1.2rem 1.3rem;border:1px solid var(--line);border-radius:1rem;background:var(--surface);min-width:0}
.tr-img{width:3.5rem;height:3.5rem;border-radius:.6rem;object-fit:cover;flex:none}
.tr-body{min-width:0}
.tr-title{font-size:1.05rem;font-weight:600;line-height:1.3}
.tr-meta{margin-top:.3rem;font-size:.9rem;color:var(--muted)}
.tr-desc{margin-top:.5rem;font-size:.95rem}
.post-item{padding:1.4rem 0;border-top:1px solid var(--line)}
.post-item:first-child{border-top:2px solid var(--ink)}
.post-date{font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.post-title{font-size:1.35rem;font-weight:600;letter-spacing:-.02em;line-height:1.25;margin-top:.2rem}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.4rem;color:var(--muted);max-width:44rem}
.posts-all{margin-top:1.25rem;font-weight:600}
.posts-all a{text-decoration:none}
.posts-all a:hover{text-decoration:underline}
.sec-contact{background:var(--band);color:var(--on-band);border-radius:1.5rem;padding:clamp(1.75rem,5vw,3.5rem)}
.sec-contact .sec-lead{opacity:1}
.sec-contact a{color:var(--on-band)}
.contact-grid{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:clamp(1.5rem,4vw,3.5rem)}
.contact-intro{font-size:1.15rem;line-height:1.5}
.contact-details{list-style:none;padding:0;margin-top:1.5rem;display:grid;gap:.9rem}
.cd-label{display:block;font-size:.75rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-size:.88rem;font-weight:600}
.cf input,.cf textarea{padding:.75rem .9rem;border-radius:.65rem;border:1px solid var(--band-line);background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.85rem 1.5rem;border:0;border-radius:.7rem;background:var(--accent);color:var(--on-accent);font-weight:600;font-size:1rem;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.75rem 1rem;border-radius:.65rem;background:var(--bg);color:var(--ink);font-weight:600}
.foot{padding:1.5rem var(--pad) 2rem;border-top:1px solid var(--line);color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 2rem;padding:1.1rem 0;border-bottom:1px solid var(--line)}
.masthead .brand{flex-wrap:wrap;gap:.2rem .75rem}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:400;color:var(--muted);font-size:.92rem}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;padding:0;margin:0}
.masthead-nav a{display:block;padding:.35rem .75rem;border-radius:99px;color:var(--ink);text-decoration:none;font-size:.92rem;font-weight:500}
.masthead-nav a:hover,.masthead-nav a[aria-current]{background:var(--accent-soft);color:var(--accent)}
.page{padding:clamp(2.5rem,7vw,5rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:46rem}
.page-title{font-size:clamp(2.2rem,5.5vw,3.8rem);font-weight:700;line-height:1.02;letter-spacing:-.045em}
.page-lead{margin-top:.8rem;font-size:1.15rem;color:var(--muted)}
.page-head{margin-bottom:2.25rem}
.page-head .tags{margin-top:1rem}
.post-back{margin-bottom:1.25rem;font-weight:600}
.post-back a{text-decoration:none}
.prose{font-size:1.08rem}
.prose h2,.prose h3{font-family:var(--font-head);letter-spacing:-.02em}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero,.has-portrait{grid-template-columns:1fr;gap:1.75rem}
.hero-text,.has-portrait .hero-text{grid-column:auto}
.hero .portrait{grid-column:auto;grid-row:1;justify-self:start;max-width:8.5rem;border-radius:1.1rem;box-shadow:.6rem .6rem 0 var(--accent-soft)}
.outcomes{grid-template-columns:1fr;border-top:0}
.outcome,.outcome+.outcome{padding:1.25rem 0;border-inline-start:0;border-top:1px solid var(--line)}
.outcome:first-child{border-top:2px solid var(--ink)}
.cases{grid-template-columns:1fr}
.case-lead.has-media,.case.has-media:nth-child(even):last-child{display:flex}
.case-lead.has-media .proj-media,.case.has-media:nth-child(even):last-child .proj-media{border-inline-end:0;border-bottom:1px solid var(--line)}
.xp-item,.edu-item{grid-template-columns:1fr;gap:.5rem}
.xp-meta,.edu-meta,.xp-body,.edu-body{grid-column:auto}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:.1rem .75rem}
.contact-grid{grid-template-columns:1fr}
}
@media (max-width:600px){
.bar{flex-direction:column;flex-wrap:nowrap;align-items:stretch;gap:.6rem}
.nav{margin-inline:-.75rem}
.nav ul{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none}
.nav a{white-space:nowrap}
.cf-row{grid-template-columns:1fr}
.sec-contact{border-radius:1rem}
}
[dir=rtl] .headline,[dir=rtl] .fig{background-position:100% 88%}
[dir=rtl] .philosophy::before{content:'”'}
@media print{
.site .bar,.site .outcomes,.site .cta{display:none!important}
.site .sec-title::before{content:none!important}
.site .kicker{font-weight:600}
}
`;
