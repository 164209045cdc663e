/**
 * Ward: white and a clinical teal, or a dim blue-green for the night shift; Figtree headings over
 * Source Sans 3 set large (18px and up) with generous spacing. Rounded, quiet cards with hairline
 * borders, no ornament but a check beside each registration and the rail of the timeline. Colours
 * are the palette tokens (index.tsx); `tint` (the hero band) and `rail` (the timeline) are its own.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1140px)/2));--r:1rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.125rem;line-height:1.7}
h1,h2,h3,.brand,.page-title,.btn,.card-label,.tl-date,.tl-now,.lang-level,.proj-meta,.cd-label{font-family:var(--font-head)}
a{color:var(--accent);text-underline-offset:.2em;text-decoration-thickness:1px}
a:hover{text-decoration-thickness:2px}
.top{background:linear-gradient(180deg,var(--tint),var(--bg));padding:0 var(--pad)}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 2rem;padding:1.1rem 0;border-bottom:1px solid var(--line)}
.brand{display:flex;align-items:center;gap:.7rem;font-weight:700;font-size:1.05rem;min-width:0}
.brand-mark{display:grid;place-items:center;flex:none;width:2.4rem;height:2.4rem;border-radius:.75rem;background:var(--accent);color:var(--on-accent);font-size:.9rem;letter-spacing:.02em}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.4rem;font-family:var(--font-head);font-size:.98rem;font-weight:600}
.nav a{color:var(--ink);text-decoration:none;padding:.2rem 0;border-bottom:2px solid transparent}
.nav a:hover{color:var(--accent);border-bottom-color:var(--accent)}
.hero{display:grid;grid-template-columns:minmax(0,1fr);gap:2.5rem 4rem;align-items:center;padding:clamp(2.5rem,7vw,5rem) 0 clamp(3rem,7vw,5rem)}
.hero.has-card{grid-template-columns:minmax(0,7fr) minmax(0,4fr)}
.name{font-size:clamp(2.5rem,6vw,4rem);font-weight:700;line-height:1.05;letter-spacing:-.025em}
.headline{margin-top:.7rem;font-family:var(--font-head);font-size:clamp(1.15rem,2.2vw,1.4rem);font-weight:600;color:var(--accent)}
.intro{margin-top:1.25rem;max-width:34em;font-size:clamp(1.2rem,2.1vw,1.4rem);line-height:1.55}
.facts{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:1.6rem}
.fact{display:inline-flex;align-items:center;gap:.5rem;padding:.35rem .9rem .35rem .75rem;border:1px solid var(--line);border-radius:99px;background:var(--bg);font-size:1rem;color:var(--ink)}
.fact::before{content:'';flex:none;width:.5rem;height:.5rem;border-radius:50%;background:var(--accent)}
.cta{display:flex;flex-wrap:wrap;gap:.8rem;margin-top:2rem}
.btn{display:inline-flex;align-items:center;min-height:3rem;padding:.7rem 1.5rem;border-radius:.8rem;border:2px solid var(--accent);background:var(--accent);color:var(--on-accent);font-weight:700;font-size:1.02rem;text-decoration:none;transition:transform .2s,box-shadow .2s}
.btn:hover{transform:translateY(-1px);box-shadow:0 8px 20px -10px var(--accent)}
.btn-line{background:transparent;color:var(--accent)}
.card{justify-self:stretch;max-width:22rem;width:100%;margin-inline-start:auto;background:var(--bg);border:1px solid var(--line);border-radius:1.5rem;padding:1rem;box-shadow:0 24px 48px -32px rgba(11,60,66,.45);animation:rise .7s ease-out both}
.card .portrait{width:100%;aspect-ratio:1;object-fit:cover;border-radius:1rem;background:var(--surface)}
.card-regs{padding:1rem .5rem .35rem}
.card .portrait+.card-regs{margin-top:.25rem}
.card-label{font-size:.8rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.regs{display:grid;gap:.7rem;margin-top:.6rem}
.reg{display:grid;gap:.05rem;padding-inline-start:2rem;position:relative;line-height:1.35}
.reg::before,.tr-item::before{content:'';position:absolute;inset-inline-start:0;top:.1rem;width:1.35rem;height:1.35rem;border-radius:50%;background:var(--accent-soft)}
.reg::after,.tr-item::after{content:'';position:absolute;inset-inline-start:.46rem;top:.33rem;width:.36rem;height:.66rem;border:solid var(--accent);border-width:0 2px 2px 0;transform:rotate(45deg)}
.reg-title{font-weight:600;font-size:1rem}
.reg-meta{font-size:.92rem;color:var(--muted)}
@keyframes rise{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
main{padding:0 var(--pad) clamp(3rem,7vw,5rem)}
.sec{padding:clamp(2.75rem,6vw,4.5rem) 0;border-top:1px solid var(--line)}
.sec:first-child{border-top:0}
.sec-head{margin-bottom:clamp(1.5rem,3vw,2.25rem)}
.sec-title{font-size:clamp(1.65rem,3.4vw,2.2rem);font-weight:700;line-height:1.2;letter-spacing:-.015em}
.sec-title::before{content:'';display:block;width:2.25rem;height:.3rem;margin-bottom:.9rem;border-radius:99px;background:var(--accent)}
.sec-lead{color:var(--muted);opacity:1}
.about-text{max-width:36em;font-size:clamp(1.15rem,1.8vw,1.3rem);line-height:1.65}
.tr{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,24rem),1fr));gap:1rem}
.tr-item{position:relative;display:flex;gap:1rem;padding:1.35rem 1.35rem 1.35rem 3.6rem;background:var(--surface);border:1px solid var(--line);border-radius:var(--r);min-width:0}
.tr-item::before{inset-inline-start:1.35rem;top:1.5rem}
.tr-item::after{inset-inline-start:1.81rem;top:1.73rem}
.tr-img{flex:none;width:3.25rem;height:3.25rem;object-fit:cover;border-radius:.6rem}
.tr-body{min-width:0}
.tr-title{font-size:1.1rem;font-weight:700;line-height:1.3}
.tr-meta{margin-top:.25rem;color:var(--muted);font-size:1rem}
.tr-desc{margin-top:.45rem;font-size:1rem}
.spec{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem 3rem}
.spec.has-languages{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
.spec-groups{display:grid;gap:1.75rem;align-content:start}
.spec-title{font-size:.82rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--muted);margin-bottom:.8rem}
.spec-list{display:flex;flex-wrap:wrap;gap:.6rem}
.spec-item{padding:.5rem 1.1rem;border-radius:.75rem;background:var(--accent-soft);color:var(--ink);font-weight:600;font-size:1.05rem;line-height:1.4}
.langs{padding:1.4rem 1.5rem;border:1px solid var(--line);border-radius:var(--r);background:var(--surface);align-self:start}
.lang-list{display:grid}
.lang{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.1rem 1rem;padding:.6rem 0;border-top:1px solid var(--line)}
.lang:first-child{border-top:0;padding-top:0}
.lang-name{font-weight:600;font-size:1.1rem;min-width:0}
.lang-level{font-size:.92rem;color:var(--muted)}
.tl{position:relative;display:grid;gap:0}
.tl-item{position:relative;display:grid;grid-template-columns:minmax(0,12rem) minmax(0,1fr);gap:.5rem 2.75rem;padding-bottom:2.5rem}
.tl-item:last-child{padding-bottom:0}
.tl-item::before{content:'';position:absolute;inset-inline-start:calc(12rem + 1.375rem - 1px);top:.6rem;bottom:-.6rem;width:2px;background:var(--rail)}
.tl-item:last-child::before{display:none}
.tl-item::after{content:'';position:absolute;inset-inline-start:calc(12rem + 1.375rem - .45rem);top:.42rem;width:.9rem;height:.9rem;border-radius:50%;background:var(--bg);border:2px solid var(--accent)}
.tl-item.is-current::after{background:var(--accent);box-shadow:0 0 0 .3rem var(--accent-soft)}
.tl-when{display:flex;flex-direction:column;align-items:flex-start;gap:.4rem}
.tl-date{font-weight:700;font-size:1rem;line-height:1.5}
.tl-now{padding:.05rem .6rem;border-radius:99px;background:var(--accent-soft);color:var(--accent);font-size:.8rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.tl-body{min-width:0}
.tl-role{display:flex;flex-direction:column;gap:.2rem;font-size:1.3rem;font-weight:700;line-height:1.3}
.tl-unit{font-size:1.05rem;font-weight:600;color:var(--accent)}
.tl-where{display:flex;flex-wrap:wrap;gap:0 .4rem;margin-top:.35rem;color:var(--muted)}
.tl-org{font-weight:600;color:var(--ink)}
.tl-place::before{content:'·';margin-inline-end:.4rem}
.tl-desc{margin-top:.65rem;max-width:40em}
.rt-list{padding-inline-start:1.2em}
.rt-list>li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.8rem}
.tags li{padding:.15rem .7rem;border:1px solid var(--line);border-radius:99px;font-size:.9rem;color:var(--muted)}
.edu{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:1rem}
.edu-item{padding:1.5rem;border:1px solid var(--line);border-radius:var(--r);min-width:0}
.edu-meta{display:flex;flex-wrap:wrap;gap:0 .6rem;font-size:.98rem;color:var(--muted)}
.edu-date{font-weight:600;color:var(--ink)}
.edu-place::before{content:'·';margin-inline-end:.6rem}
.edu-degree{margin-top:.35rem;font-size:1.2rem;font-weight:700;line-height:1.3}
.edu-school{color:var(--muted)}
.edu-desc{margin-top:.5rem}
.proj{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:1.5rem}
.proj-item{display:flex;flex-direction:column;border:1px solid var(--line);border-radius:1.25rem;overflow:hidden;background:var(--bg);min-width:0;transition:box-shadow .25s,transform .25s}
.proj-item:hover{transform:translateY(-2px);box-shadow:0 18px 36px -28px rgba(11,60,66,.55)}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;background:var(--surface)}
.proj-body{display:flex;flex-direction:column;flex:1;padding:1.4rem 1.5rem 1.5rem}
.proj-meta{font-size:.85rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}
.proj-title{margin-top:.3rem;font-size:1.3rem;font-weight:700;line-height:1.3}
.proj-desc{margin-top:.5rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.6rem 1.4rem;margin-top:auto;padding-top:1rem;font-family:var(--font-head);font-weight:700}
.posts{display:grid;gap:1rem}
.post-item{padding:1.4rem 1.5rem;border:1px solid var(--line);border-radius:var(--r)}
.post-date{font-size:.95rem;color:var(--muted)}
.post-title{font-size:1.25rem;font-weight:700;line-height:1.35;margin-top:.2rem}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.4rem;color:var(--muted)}
.posts-all{margin-top:1.25rem;font-weight:600}
.sec-contact{margin-top:1rem;padding:clamp(2rem,5vw,3.25rem);border:1px solid var(--line);border-radius:1.5rem;background:var(--surface)}
.contact-grid{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:2rem 3.5rem}
.contact-intro{font-size:1.15rem;max-width:30em}
.contact-details{display:grid;gap:.9rem;margin-top:1.5rem}
.contact-details li{display:grid;gap:.05rem;min-width:0}
.cd-label{font-size:.8rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.contact-details a{font-weight:600}
.cd-phone a{font-family:var(--font-head);font-size:1.45rem;font-weight:700;text-decoration:none}
.cd-phone a:hover{text-decoration:underline}
.cv-download a{border-radius:.8rem;color:var(--accent)}
.cf{display:grid;gap:1rem;padding:1.5rem;background:var(--bg);border:1px solid var(--line);border-radius:var(--r)}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-family:var(--font-head);font-weight:600;font-size:1rem}
.cf input,.cf textarea{padding:.75rem .9rem;border:1px solid var(--muted);border-radius:.7rem;background:var(--bg);color:var(--ink);font-size:1.05rem}
.cf input:focus-visible,.cf textarea:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;min-height:3rem;padding:.7rem 1.6rem;border:0;border-radius:.8rem;background:var(--accent);color:var(--on-accent);font-family:var(--font-head);font-weight:700;font-size:1.02rem;cursor:pointer}
.cf-submit:hover{text-decoration:underline}
.cf-status{padding:.75rem 1rem;border-radius:.7rem;background:var(--accent-soft);font-weight:600}
.foot{padding:1.5rem var(--pad) 2.5rem;color:var(--muted);font-size:1rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:1.25rem;border-top:1px solid var(--line)}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad);background:var(--tint)}
.masthead-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.6rem 2rem;padding:1.2rem 0;border-bottom:1px solid var(--line)}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-weight:400;color:var(--muted);font-size:1rem}
.masthead .brand{flex-wrap:wrap;gap:.1rem .8rem}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;font-family:var(--font-head);font-weight:600}
.masthead-nav a{color:var(--ink);text-decoration:none}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(2.5rem,6vw,4rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:42rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2.1rem,5vw,3rem);font-weight:700;line-height:1.15;letter-spacing:-.02em}
.page-lead{margin-top:.6rem;color:var(--muted);font-size:1.2rem}
.page-head .tags{margin-top:.8rem}
.post-back{margin-bottom:1.25rem}
.prose{font-size:1.15rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:700}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero.has-card{grid-template-columns:minmax(0,1fr)}
.card{margin-inline-start:0;max-width:none;display:grid;grid-template-columns:minmax(0,9rem) minmax(0,1fr);gap:1rem;align-items:center}
.card-regs,.card .portrait+.card-regs{padding:0;margin:0}
.card:not(:has(.portrait)){grid-template-columns:minmax(0,1fr);padding:1.25rem}
.spec.has-languages,.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:640px){
.bar{padding:.9rem 0}
.card{grid-template-columns:minmax(0,1fr)}
.card .portrait{width:7rem}
.tl-item{grid-template-columns:minmax(0,1fr);padding-inline-start:2.25rem;gap:.35rem}
.tl-item::before{inset-inline-start:.45rem;top:.7rem}
.tl-item::after{inset-inline-start:0;top:.45rem}
.tl-when{flex-direction:row;flex-wrap:wrap;align-items:center;gap:.3rem .7rem}
.cf-row{grid-template-columns:minmax(0,1fr)}
.cf{padding:1.1rem}
.sec-contact{padding:1.5rem 1.25rem}
}
@media (prefers-reduced-motion:reduce){
.card{animation:none}
.btn,.proj-item{transition:none}
.btn:hover,.proj-item:hover{transform:none}
}
@media print{
.site .top{background:none!important}
.site .tr-item::before,.site .tr-item::after,.site .tl-item::before,.site .tl-item::after,.site .sec-title::before,.site .fact::before{content:none!important;display:none!important}
.site .tl-role,.site .tl-when,.site .tl-where{display:block!important}
.site .tl-unit,.site .tl-now,.site .tl-place{display:inline!important}
.site .tl-unit::before{content:', '}
.site .tl-place::before{content:', '!important}
.site .tl-now::before{content:' · '}
.site .lang-name::after{content:': '}
.site .lang,.site .lang>*,.site .spec-item{display:inline!important}
.site .spec-item+.spec-item::before,.site .lang+.lang::before{content:' · '}
}
`;
