/**
 * Modern: a gradient hero in the owner's theme colours, soft rounded cards, one geometric sans.
 * Colours are the palette tokens (index.tsx); --primary, --accent-2 and --hero-bg come from the theme data.
 */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1120px)/2))}
body{font-family:var(--font-body);color:var(--ink);background:var(--bg);font-size:1.0625rem;line-height:1.6}
.hero{background:var(--hero-bg);color:var(--on-primary);padding:1.25rem var(--pad) clamp(3.5rem,9vw,7rem);position:relative;overflow:hidden}
.hero::after{content:'';position:absolute;width:38rem;height:38rem;right:-12rem;top:-14rem;border-radius:50%;background:rgba(255,255,255,.08);pointer-events:none}
.topbar{display:flex;align-items:center;justify-content:space-between;gap:1rem;position:relative;z-index:1}
.logo{display:inline-grid;place-items:center;width:2.75rem;height:2.75rem;border-radius:.9rem;background:rgba(255,255,255,.16);font-weight:800;text-decoration:none;letter-spacing:.02em}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:0;list-style:none;font-weight:600;font-size:.95rem}
.nav a{text-decoration:none;padding:.35rem 0;border-bottom:2px solid transparent}
.nav a:hover{border-color:currentColor}
.hero-grid{display:grid;grid-template-columns:minmax(0,1.5fr) minmax(0,1fr);gap:clamp(2rem,6vw,5rem);align-items:center;margin-top:clamp(2.5rem,8vw,6rem);position:relative;z-index:1}
h1,h2,h3,.brand,.logo,.tagline{font-family:var(--font-head)}
.hero-name{font-size:clamp(2.6rem,7.5vw,5.25rem);line-height:1.02;letter-spacing:-.035em;font-weight:800}
.headline{display:flex;align-items:center;gap:.75rem;margin-top:1.1rem;font-weight:700;font-size:.88rem;letter-spacing:.1em;text-transform:uppercase}
.headline::before{content:'';flex:none;width:2rem;height:.3rem;border-radius:99px;background:currentColor;opacity:.6}
.tagline{font-size:clamp(1.3rem,2.6vw,1.75rem);font-weight:700;margin-top:1rem;letter-spacing:-.01em}
.intro{font-size:1.15rem;max-width:34rem;margin-top:1rem}
.cta{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.btn{display:inline-flex;align-items:center;min-height:3rem;padding:.75rem 1.5rem;border-radius:99px;background:#fff;color:var(--primary);font-weight:700;text-decoration:none;box-shadow:0 10px 30px rgba(0,0,0,.15)}
.btn-ghost{background:transparent;color:inherit;border:2px solid rgba(255,255,255,.7);box-shadow:none}
.hero-art{justify-self:center}
.portrait{width:min(100%,22rem);aspect-ratio:1;object-fit:cover;border-radius:2.5rem;border:6px solid rgba(255,255,255,.3);box-shadow:0 30px 60px rgba(0,0,0,.25);transform:rotate(2deg)}
.monogram{display:grid;place-items:center;width:min(60vw,16rem);aspect-ratio:1;border-radius:2.5rem;background:rgba(255,255,255,.16);font-size:clamp(3rem,10vw,5.5rem);font-weight:800;letter-spacing:-.04em}
.sec{padding:clamp(3rem,7vw,5.5rem) var(--pad) 0}
.sec-title{font-size:clamp(1.75rem,3.6vw,2.5rem);font-weight:800;letter-spacing:-.025em;line-height:1.15;margin-bottom:clamp(1.5rem,3vw,2.25rem)}
.sec-title::before{content:'';display:block;width:2.5rem;height:.35rem;border-radius:99px;background:var(--hero-bg);margin-bottom:1rem}
.about-text{font-size:clamp(1.1rem,2vw,1.3rem);max-width:46rem;color:var(--ink)}
.about-text p+p,.paras p+p{margin-top:1em}
.values,.soft,.certs{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1.25rem;padding:0;list-style:none}
.value,.soft-item,.cert,.edu-item,.tr-item,.post-item{background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;padding:1.5rem;box-shadow:0 1px 2px rgba(20,20,60,.04),0 12px 32px -16px rgba(20,20,60,.12)}
.value-mark{display:inline-grid;place-items:center;width:2.75rem;height:2.75rem;border-radius:.85rem;background:var(--val-soft,var(--accent-soft));color:var(--val,var(--accent));font-weight:800;font-size:1.2rem}
.value-title,.soft-name,.cert-name{font-size:1.15rem;font-weight:700;margin-top:.9rem;line-height:1.3}
.soft-name,.cert-name{margin-top:0}
.value-desc,.soft-desc,.cert-meta{color:var(--muted);margin-top:.35rem;font-size:.98rem}
.soft-head{display:flex;justify-content:space-between;align-items:center;gap:1rem}
.pips{display:inline-flex;gap:.25rem}
.pip{width:.6rem;height:.6rem;border-radius:50%;background:var(--line)}
.pip.on{background:var(--accent)}
.cert-link{display:inline-block;margin-top:.75rem;color:var(--accent);font-weight:700}
.xp{position:relative;padding:0 0 0 2rem;list-style:none;display:flex;flex-direction:column;gap:1.25rem}
.xp::before{content:'';position:absolute;left:.5rem;top:1rem;bottom:1rem;width:3px;border-radius:3px;background:var(--hero-bg)}
.xp-item{position:relative;background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;padding:1.5rem 1.75rem;display:grid;grid-template-columns:11rem minmax(0,1fr);gap:.5rem 2rem}
.xp-item::before{content:'';position:absolute;left:calc(-1.5rem + 1.5px - .55rem);top:1.85rem;width:1.1rem;height:1.1rem;border-radius:50%;background:var(--surface);border:3px solid var(--accent)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;color:var(--muted);font-size:.92rem;font-weight:600}
.xp-date,.edu-date{color:var(--accent)}
.xp-role,.edu-degree,.tr-title{font-size:1.2rem;font-weight:700;line-height:1.3}
.xp-org,.edu-school,.tr-meta{font-weight:600;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.6rem}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;padding:0;margin-top:.9rem;list-style:none}
.tags li{font-size:.82rem;font-weight:600;padding:.3rem .7rem;border-radius:99px;background:var(--accent-soft);color:var(--accent)}
.proj{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,19rem),1fr));gap:1.5rem;padding:0;list-style:none}
.proj-item{background:var(--surface);border:1px solid var(--line);border-radius:1.5rem;overflow:hidden;display:flex;flex-direction:column;box-shadow:0 12px 32px -16px rgba(20,20,60,.18)}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover}
.proj-body{padding:1.5rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
.proj-title{font-size:1.3rem;font-weight:800;letter-spacing:-.01em;margin-top:.3rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:auto;padding-top:1.25rem}
.proj-links a{font-weight:700;font-size:.92rem;padding:.5rem 1rem;border-radius:99px;text-decoration:none;border:2px solid var(--accent);color:var(--accent)}
.proj-links .link-live{background:var(--accent);color:var(--on-accent)}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));gap:1.25rem}
.skill-group{background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;padding:1.5rem}
.skill-title{font-size:1.1rem;font-weight:800;margin-bottom:.75rem}
.skill-list{padding:0;list-style:none;display:grid;gap:.6rem}
.skill{display:flex;justify-content:space-between;align-items:center;gap:1rem;font-weight:600}
.meter{display:inline-flex;gap:3px}
.meter span{width:1.4rem;height:.45rem;border-radius:99px;background:var(--line)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent)}
.philosophy{font-size:clamp(1.25rem,2.6vw,1.65rem);font-weight:600;line-height:1.45;letter-spacing:-.01em;max-width:50rem;padding:2rem 2.25rem;border-radius:1.5rem;background:var(--accent-soft);border-left:6px solid var(--accent-2)}
.edu,.tr,.posts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:1.25rem;padding:0;list-style:none}
.edu-meta{flex-direction:row;gap:.75rem;margin-bottom:.4rem}
.tr-item{display:flex;gap:1rem}
.tr-img{width:4rem;height:4rem;border-radius:.8rem;object-fit:cover}
.post-date{font-size:.85rem;font-weight:600;color:var(--muted)}
.post-title{font-size:1.2rem;font-weight:800;line-height:1.3;margin-top:.25rem}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{color:var(--muted);margin-top:.5rem}
.posts-all{margin-top:1.5rem;font-weight:700}
.posts-all a{color:var(--accent)}
.sec-contact{margin-top:clamp(3rem,7vw,5.5rem);background:var(--panel);color:var(--panel-ink);padding-bottom:clamp(3rem,7vw,5rem)}
main>.sec-contact:first-child{margin-top:0}
.sec-contact .sec-title::before{background:var(--hero-bg)}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:clamp(2rem,5vw,4rem)}
.contact-intro{font-size:1.15rem;color:var(--panel-ink)}
.contact-details{list-style:none;padding:0;margin-top:1.5rem;display:grid;gap:1rem}
.cd-label{display:block;font-size:.78rem;font-weight:700;text-transform:uppercase;letter-spacing:.1em;color:var(--panel-muted)}
.contact-details a{color:var(--panel-ink);font-weight:600}
.cf{display:grid;gap:1rem;background:var(--panel-2);padding:clamp(1.25rem,3vw,2rem);border-radius:1.5rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.4rem}
.cf label{font-weight:600;font-size:.92rem}
.cf input,.cf textarea{width:100%;padding:.8rem 1rem;border-radius:.85rem;border:1px solid var(--panel-line);background:var(--panel);color:var(--panel-ink)}
.cf input:focus,.cf textarea:focus{outline:3px solid #b9b3ff;outline-offset:1px}
.cf-submit{justify-self:start;min-height:3rem;padding:.75rem 1.75rem;border:0;border-radius:99px;background:var(--panel-ink);color:var(--panel);font-weight:800;cursor:pointer}
.cf-status{padding:.75rem 1rem;border-radius:.85rem;background:#24244a;font-weight:600}
.cf-sent{background:#123c33}
.foot{background:var(--panel);color:var(--panel-muted);padding:1.5rem var(--pad);border-top:1px solid var(--panel-line);font-size:.9rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
.foot a{color:var(--panel-ink)}
.masthead{background:var(--hero-bg);color:var(--on-primary);padding:1.25rem var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:flex;flex-direction:column;font-weight:800;font-size:1.15rem}
.brand a{text-decoration:none}
.brand-sub{font-weight:500;font-size:.85rem;opacity:.9}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;font-weight:600}
.page{padding:clamp(2.5rem,6vw,4.5rem) var(--pad);max-width:calc(46rem + 2 * var(--pad));margin:0 auto;min-height:60vh}
.page-title{font-size:clamp(2rem,5vw,3.25rem);font-weight:800;letter-spacing:-.03em;line-height:1.1}
.page-lead{color:var(--muted);margin-top:.75rem;font-size:1.15rem}
.page-head{margin-bottom:2rem}
.page-head .tags{margin-top:1rem}
.post-back a{color:var(--accent);font-weight:700}
.page .posts{grid-template-columns:1fr}
.prose a{color:var(--accent)}
/* Right to left: the timeline moves to the start side (the right). */
[dir=rtl] .xp{padding:0 2rem 0 0}
[dir=rtl] .xp::before{left:auto;right:.5rem}
[dir=rtl] .xp-item::before{left:auto;right:calc(-1.5rem + 1.5px - .55rem)}
@media (max-width:860px){.hero-grid{grid-template-columns:1fr}.hero-art{justify-self:start;order:-1}.portrait{width:9rem;border-radius:1.75rem;border-width:4px}.monogram{width:7rem;font-size:2.75rem;border-radius:1.5rem}.contact-grid{grid-template-columns:1fr}.xp-item{grid-template-columns:1fr}.nav{display:none}}
@media (max-width:520px){.cf-row{grid-template-columns:1fr}.xp{padding-left:1.5rem}.xp::before{left:.25rem}.xp-item{padding:1.25rem}.xp-item::before{left:calc(-1.25rem + 1.5px - .55rem)}[dir=rtl] .xp{padding:0 1.5rem 0 0}[dir=rtl] .xp::before{left:auto;right:.25rem}[dir=rtl] .xp-item::before{left:auto;right:calc(-1.25rem + 1.5px - .55rem)}}
[dir=rtl] .philosophy{border-left:0;border-right:6px solid var(--accent)}
`;
