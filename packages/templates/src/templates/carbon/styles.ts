/**
 * Carbon: a twill carbon weave drawn with gradients behind the hero, brushed-metal hairlines (a
 * gradient from `metal-hi` to `metal-lo` and back) for rules and the experience rail, DM Sans set
 * heavy and tight for names and JetBrains Mono for every reading. Colours are the palette tokens
 * (index.tsx): the lime is the accent; the weave, metal, track and panel tints are its own per theme.
 */
export const css = `
:root{--mono:'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;--pad:max(clamp(1.25rem,4vw,3rem),calc((100% - 1240px)/2));--hair:linear-gradient(90deg,transparent,var(--metal-hi) 18%,var(--metal-lo) 50%,var(--metal-hi) 82%,transparent);--brush:repeating-linear-gradient(90deg,color-mix(in srgb,var(--ink) 2.5%,transparent) 0 1px,transparent 1px 3px)}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6;overflow-wrap:anywhere}
a{color:var(--accent);text-underline-offset:.2em}
.name,.sec-title,.proj-title,.xp-org,.brand,.page-title,.edu-degree,.tr-title,.post-title,.cert-name{font-family:var(--font-head)}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 2rem;padding:1rem var(--pad)}
.badge{display:flex;align-items:center;gap:.8rem;min-width:0;font-family:var(--mono);font-size:.78rem;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.badge-mark{display:grid;place-items:center;width:2.4rem;height:2.4rem;border-radius:.55rem;border:1px solid var(--metal-hi);background:linear-gradient(135deg,var(--surface),var(--panel));color:var(--ink);font-weight:700;letter-spacing:0}
.nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.78rem;text-transform:uppercase;letter-spacing:.08em}
.nav a{color:var(--ink);text-decoration:none;padding-block:.25rem;border-bottom:1px solid transparent}
.nav a:hover{color:var(--accent);border-color:var(--accent)}
.hero{position:relative;display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:end;gap:2rem clamp(2rem,5vw,4rem);padding:clamp(3.5rem,10vw,8rem) var(--pad) clamp(2.5rem,6vw,4.5rem);background-color:var(--weave-a);background-image:linear-gradient(90deg,var(--bg) 0,color-mix(in srgb,var(--bg) 88%,transparent) 45%,color-mix(in srgb,var(--bg) 30%,transparent) 100%),linear-gradient(27deg,var(--weave-a) 5px,transparent 5px),linear-gradient(207deg,var(--weave-a) 5px,transparent 5px),linear-gradient(27deg,var(--weave-b) 5px,transparent 5px),linear-gradient(207deg,var(--weave-b) 5px,transparent 5px),linear-gradient(90deg,var(--weave-c) 10px,transparent 10px),linear-gradient(var(--weave-c) 25%,var(--weave-a) 25%,var(--weave-a) 50%,transparent 50%,transparent 75%,var(--weave-d) 75%,var(--weave-d));background-size:100% 100%,20px 20px,20px 20px,20px 20px,20px 20px,20px 20px,20px 20px;background-position:0 0,0 5px,10px 0,0 10px,10px 5px,0 0,0 0;overflow:hidden}
.hero::before,.hero::after{content:'';position:absolute;inset-inline:0;height:1px;background:var(--hair)}
.hero::before{top:0}
.hero::after{bottom:0}
.hero-text{min-width:0;position:relative;z-index:1}
.name{font-size:clamp(2.9rem,9.5vw,8.6rem);font-weight:800;line-height:.86;letter-spacing:-.045em;text-transform:uppercase;max-width:11ch}
.headline{display:flex;align-items:center;gap:.8rem;margin-top:clamp(1.1rem,2.5vw,1.75rem);font-family:var(--mono);font-size:clamp(.8rem,1.4vw,.95rem);font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--accent)}
.headline::before{content:'';flex:none;width:2.5rem;height:3px;border-radius:2px;background:var(--accent);box-shadow:0 0 12px color-mix(in srgb,var(--accent) 60%,transparent)}
.intro{margin-top:1.1rem;font-size:clamp(1.1rem,1.8vw,1.35rem);line-height:1.5;max-width:34em;color:var(--ink)}
.hero-portrait{position:relative;z-index:1;padding:5px;border-radius:1.4rem;background:linear-gradient(145deg,var(--metal-hi),var(--metal-lo) 40%,var(--metal-hi) 75%,var(--metal-lo));box-shadow:0 24px 60px -24px #000}
.hero-portrait .portrait{display:block;width:clamp(10rem,22vw,17rem);aspect-ratio:1;object-fit:cover;border-radius:1.1rem}
.readouts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));margin:0;padding:0 var(--pad);background:var(--panel);background-image:var(--brush);border-bottom:1px solid var(--line)}
.readout{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:.35rem;padding:1.2rem 1.25rem 1.3rem 0;min-width:0}
.readout+.readout{padding-inline-start:1.25rem;border-inline-start:1px solid var(--line)}
.readout dt{font-family:var(--mono);font-size:.7rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.readout dd{font-family:var(--mono);font-size:clamp(2.1rem,4.6vw,3.4rem);font-weight:700;line-height:1;letter-spacing:-.04em;font-variant-numeric:tabular-nums;color:var(--ink)}
.readout dd::after{content:'';display:block;height:4px;margin-top:.8rem;max-width:9rem;background:repeating-linear-gradient(90deg,var(--accent) 0 7px,transparent 7px 10px);opacity:.85}
main{padding:0 var(--pad) clamp(3rem,8vw,6rem)}
.sec{margin-top:clamp(4rem,9vw,7rem)}
.sec-head{display:flex;align-items:center;gap:1.25rem;margin-bottom:clamp(1.5rem,3.5vw,2.5rem)}
.sec-head::after{content:'';flex:1;min-width:2rem;height:1px;background:var(--hair)}
.sec-title{display:flex;align-items:baseline;gap:.9rem;font-size:clamp(1.6rem,3.2vw,2.35rem);font-weight:800;letter-spacing:-.03em;line-height:1;text-transform:uppercase}
.sec-marker{font-family:var(--mono);font-size:.8rem;font-weight:600;letter-spacing:.06em;color:var(--accent);transform:translateY(-.5em)}
.sec-lead{color:var(--muted)}
.sub-title{font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted);font-weight:500;margin:1.75rem 0 .7rem}
.about-text{font-size:clamp(1.1rem,1.7vw,1.3rem);line-height:1.6;max-width:42em}
.rt p+p,.rt p+.rt-list,.rt .rt-list+p{margin-top:.7em}
.rt-list{padding-inline-start:1.1em}
.rt-list li::marker{color:var(--accent)}
.spec-table{width:100%;table-layout:fixed;border-collapse:separate;border-spacing:0;border:1px solid var(--line);border-radius:.9rem;overflow:hidden;background:var(--panel)}
.spec-table th,.spec-table td{text-align:start;vertical-align:top;padding:.85rem 1.1rem;border-top:1px solid var(--line)}
.spec-table tr:first-child th,.spec-table tr:first-child td{border-top:0}
.spec-table th{width:13rem;font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;text-transform:uppercase;font-weight:500;color:var(--muted)}
.spec-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:clamp(1rem,2.4vw,1.75rem)}
.spec-cards.n-1 .spec-card{grid-column:1 / -1}
.spec-card{display:flex;flex-direction:column;min-width:0;border:1px solid var(--line);border-radius:1rem;background:var(--surface);background-image:var(--brush);overflow:hidden;transition:transform .3s cubic-bezier(.2,.7,.2,1),border-color .3s}
.spec-card:hover{transform:translateY(-3px);border-color:var(--metal-hi)}
.spec-card.lead{grid-column:1 / -1;display:grid;grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
.proj-media{position:relative;background:var(--panel);border-bottom:1px solid var(--line)}
.lead .proj-media{border-bottom:0;border-inline-end:1px solid var(--line)}
.proj-media img{display:block;width:100%;height:100%;aspect-ratio:16/10;object-fit:cover}
.proj-body{display:flex;flex-direction:column;gap:.6rem;padding:1.25rem 1.35rem 1.35rem;flex:1;min-width:0}
.proj-meta{font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;color:var(--accent)}
.proj-title{font-size:clamp(1.3rem,2.2vw,1.75rem);font-weight:800;letter-spacing:-.025em;line-height:1.1}
.proj-desc{color:var(--ink)}
.strip{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,6.5rem),1fr));margin:auto 0 0;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.strip-cell{padding:.55rem .8rem .6rem 0;min-width:0}
.strip-cell+.strip-cell{padding-inline-start:.8rem;border-inline-start:1px solid var(--line)}
.strip dt{font-family:var(--mono);font-size:.64rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.strip dd{font-family:var(--mono);font-size:.82rem;line-height:1.45}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem;font-family:var(--mono);font-size:.78rem;text-transform:uppercase;letter-spacing:.06em}
.proj-links a{display:inline-block;padding:.35rem .8rem;border:1px solid var(--accent);border-radius:99px;text-decoration:none}
.proj-links a:hover{background:var(--accent);color:var(--on-accent)}
.rail{list-style:none;padding:0;position:relative}
.rail::before{content:'';position:absolute;inset-block:.5rem;inset-inline-start:11.75rem;width:2px;background:linear-gradient(180deg,var(--metal-lo),var(--metal-hi) 30%,var(--metal-lo) 60%,var(--metal-hi) 90%,transparent)}
.rail .xp-item{position:relative;display:grid;grid-template-columns:10.5rem minmax(0,1fr);column-gap:3.5rem;padding:1.1rem 0 1.6rem}
.rail .xp-item::after{content:'';position:absolute;top:1.45rem;inset-inline-start:calc(11.75rem - 6px);width:10px;height:10px;border-radius:50%;border:2px solid var(--accent);background:var(--bg);box-shadow:0 0 0 4px color-mix(in srgb,var(--accent) 18%,transparent)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-family:var(--mono);font-size:.82rem;text-align:end}
.xp-date,.edu-date{color:var(--accent);font-weight:600}
.xp-place,.edu-place{color:var(--muted)}
.xp-body,.edu-body{min-width:0}
/* The company leads visually; the role stays the heading (a role has a title, a company may be blank). */
.rail .xp-body{display:flex;flex-direction:column}
.rail .xp-org{order:-1}
.xp-org{font-size:clamp(1.35rem,2.4vw,1.85rem);font-weight:800;letter-spacing:-.025em;line-height:1.1;text-transform:uppercase}
.xp-role{font-family:var(--font-body);font-size:1.05rem;font-weight:600;color:var(--muted);margin-top:.25rem}
.xp-desc,.edu-desc,.tr-desc{margin-top:.6rem;max-width:44em}
.systems{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .8rem;margin-top:.9rem}
.systems-label{font-family:var(--mono);font-size:.66rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem;font-family:var(--mono);font-size:.74rem}
.tags li{padding:.15rem .55rem;border:1px solid var(--line);border-radius:.35rem;background:var(--panel)}
.systems .tags li{border-color:color-mix(in srgb,var(--accent) 45%,var(--line))}
.gauges{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr));gap:clamp(1rem,2.4vw,1.5rem)}
.skill-group{padding:1.25rem;border:1px solid var(--line);border-radius:1rem;background:var(--panel);background-image:var(--brush);min-width:0}
.skill-title{font-family:var(--mono);font-size:.74rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);font-weight:500;margin-bottom:1rem}
.skill-list{list-style:none;padding:0;display:grid;gap:.85rem}
.gauge{display:grid;grid-template-columns:3.1rem minmax(0,1fr);grid-template-rows:auto auto;column-gap:.9rem;align-items:center}
.dial{grid-row:1 / span 2;position:relative;width:3.1rem;aspect-ratio:1}
.dial-arc{position:absolute;inset:0;border-radius:50%;background:conic-gradient(from 225deg,var(--accent) 0 var(--sweep),var(--track) var(--sweep) 270deg,transparent 270deg);-webkit-mask:radial-gradient(farthest-side,transparent calc(100% - 5px),#000 calc(100% - 4.5px));mask:radial-gradient(farthest-side,transparent calc(100% - 5px),#000 calc(100% - 4.5px));animation:dial-in 1.1s cubic-bezier(.2,.8,.2,1) both}
/* Swept in by turning the whole dial (a compositor animation), not by animating the angle. */
@keyframes dial-in{from{transform:rotate(-120deg);opacity:0}}
.lvl-1 .dial-arc{--sweep:67.5deg}.lvl-2 .dial-arc{--sweep:135deg}.lvl-3 .dial-arc{--sweep:202.5deg}.lvl-4 .dial-arc{--sweep:270deg}
.dial-read{position:absolute;inset:0;display:grid;place-items:center;font-family:var(--mono);font-size:.9rem;font-weight:700}
.skill-name{font-weight:600;line-height:1.25;align-self:end;min-width:0}
.skill-level{font-family:var(--mono);font-size:.68rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted);align-self:start}
.certs{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr));gap:1rem}
.cert{position:relative;padding:1.1rem 1.3rem 1.1rem 1.5rem;border:1px solid var(--line);border-radius:.75rem;background-color:var(--panel);background-image:radial-gradient(circle at 9px 9px,var(--metal-hi) 2px,transparent 2.5px),radial-gradient(circle at calc(100% - 9px) 9px,var(--metal-hi) 2px,transparent 2.5px),radial-gradient(circle at 9px calc(100% - 9px),var(--metal-hi) 2px,transparent 2.5px),radial-gradient(circle at calc(100% - 9px) calc(100% - 9px),var(--metal-hi) 2px,transparent 2.5px);min-width:0}
.cert::before{content:'';position:absolute;inset-block:1rem;inset-inline-start:0;width:3px;border-radius:0 3px 3px 0;background:var(--accent)}
.cert-name{font-size:1.1rem;font-weight:700;line-height:1.25}
.cert-meta{font-family:var(--mono);font-size:.76rem;color:var(--muted);margin-top:.3rem}
.edu,.tr,.posts{list-style:none;padding:0}
.edu-item{display:grid;grid-template-columns:10.5rem minmax(0,1fr);column-gap:3.5rem;padding:1.1rem 0;border-top:1px solid var(--line)}
.edu-degree{font-size:1.25rem;font-weight:700;line-height:1.2}
.edu-school{color:var(--muted)}
.tr-item{display:flex;gap:1rem;padding:1rem 0;border-top:1px solid var(--line)}
.tr-body{min-width:0}
.tr-img{width:3.25rem;height:3.25rem;border-radius:.5rem;object-fit:cover}
.tr-title{font-size:1.15rem;font-weight:700}
.tr-meta,.post-date{font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.post-item{padding:1.1rem 0;border-top:1px solid var(--line)}
.post-title{font-size:clamp(1.25rem,2.2vw,1.6rem);font-weight:800;letter-spacing:-.02em;line-height:1.15;margin-top:.2rem}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent)}
.post-excerpt{color:var(--muted);margin-top:.3rem}
.posts-all{margin-top:1rem;font-family:var(--mono);font-size:.82rem;text-transform:uppercase;letter-spacing:.06em}
.contact-grid{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:2rem clamp(2rem,5vw,4rem)}
.contact-grid.no-info{grid-template-columns:minmax(0,1fr);max-width:44rem}
.contact-intro{font-size:clamp(1.1rem,1.8vw,1.3rem)}
.contact-details{list-style:none;padding:0;margin-top:1.5rem;display:grid;gap:.9rem}
.cd-label{display:block;font-family:var(--mono);font-size:.68rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.cd-email a{font-family:var(--font-head);font-size:clamp(1.2rem,2.6vw,1.7rem);font-weight:700;letter-spacing:-.02em}
.cv-download{margin-top:1.25rem;font-family:var(--mono);font-size:.85rem}
.cf{display:grid;gap:1rem;padding:clamp(1.1rem,3vw,1.6rem);border:1px solid var(--line);border-radius:1rem;background:var(--panel);background-image:var(--brush);align-content:start}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;text-transform:uppercase}
.cf input,.cf textarea{padding:.7rem .85rem;border:1px solid var(--metal-lo);border-radius:.55rem;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:start;padding:.8rem 1.6rem;border:0;border-radius:99px;background:var(--accent);color:var(--on-accent);font-family:var(--mono);font-weight:700;font-size:.82rem;letter-spacing:.08em;text-transform:uppercase;cursor:pointer}
.cf-submit:hover{box-shadow:0 0 0 4px color-mix(in srgb,var(--accent) 25%,transparent)}
.cf-status{padding:.7rem 1rem;border:1px solid var(--accent);border-radius:.55rem;font-family:var(--mono);font-size:.85rem}
.foot{position:relative;padding:1.5rem var(--pad) 2rem;font-family:var(--mono);font-size:.76rem;color:var(--muted)}
.foot::before{content:'';position:absolute;top:0;inset-inline:var(--pad);height:1px;background:var(--hair)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.foot a{color:var(--muted)}
.masthead{position:relative;padding:0 var(--pad)}
.masthead::after{content:'';position:absolute;bottom:0;inset-inline:0;height:1px;background:var(--hair)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 2rem;padding:1.1rem 0}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .9rem;font-size:1.35rem;font-weight:800;letter-spacing:-.02em;text-transform:uppercase;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--mono);font-size:.72rem;font-weight:500;letter-spacing:.08em;color:var(--accent)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.78rem;text-transform:uppercase;letter-spacing:.08em}
.masthead-nav a{color:var(--ink);text-decoration:none}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent)}
.page{padding:clamp(2.5rem,7vw,5rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:48rem}
.page-head{margin-bottom:2.25rem}
.page-title{font-size:clamp(2.4rem,7vw,5rem);font-weight:800;letter-spacing:-.045em;line-height:.92;text-transform:uppercase}
.page-lead{margin-top:.8rem;color:var(--muted);font-size:1.1rem}
.page-head .tags{margin-top:1rem}
.post-back{margin-bottom:1.25rem;font-family:var(--mono);font-size:.82rem;text-transform:uppercase;letter-spacing:.06em}
.prose{font-size:1.1rem;line-height:1.7}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:800;letter-spacing:-.02em}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.hero{grid-template-columns:minmax(0,1fr)}
.hero-portrait{order:-1;justify-self:start}
.hero-portrait .portrait{width:clamp(7rem,30vw,10rem)}
.spec-card.lead{grid-template-columns:minmax(0,1fr);display:flex}
.lead .proj-media{border-inline-end:0;border-bottom:1px solid var(--line)}
.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:680px){
.spec-cards{grid-template-columns:minmax(0,1fr)}
.readouts{grid-template-columns:repeat(2,minmax(0,1fr))}
.readout:nth-child(odd){padding-inline-start:0;border-inline-start:0}
.readout:nth-child(n+3){border-top:1px solid var(--line)}
.rail::before{inset-inline-start:5px}
.rail .xp-item,.edu-item{grid-template-columns:minmax(0,1fr);row-gap:.35rem}
.rail .xp-item{padding-inline-start:2rem}
.rail .xp-item::after{inset-inline-start:0;top:1.3rem}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:.1rem 1rem;text-align:start}
.spec-table th{width:auto}
.spec-table th,.spec-table td{display:block}
.spec-table td{border-top:0;padding-top:0}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media (prefers-reduced-motion:reduce){.dial-arc{animation:none}.spec-card{transition:none}.spec-card:hover{transform:none}}
@media print{
.site .sec-head::after,.site .headline::before,.site .readout dd::after,.site .rail .xp-item::after,.site .cert::before{content:none!important}
.site .name{text-transform:none!important;font-size:21pt!important;letter-spacing:normal!important}
.site .xp-org{text-transform:none!important;font-size:10.5pt!important;font-style:italic}
.site .xp-meta,.site .edu-meta{text-align:left!important}
.site .readouts{display:block!important}
.site .readout{display:inline!important;margin-inline-end:8pt!important}
.site .readout dt,.site .readout dd{display:inline!important;font-size:inherit!important}
.site .readout dt::after{content:': '}
.site .strip,.site .strip-cell,.site .strip dt,.site .strip dd{display:inline!important;font-size:8.5pt!important}
.site .strip dt::after{content:': '}
.site .strip-cell+.strip-cell::before{content:' · '}
.site .systems,.site .systems .tags{display:block!important}
.site .skill-level::before{content:' – '}
}
`;
