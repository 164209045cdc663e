/**
 * Campus: notebook paper, a student card in the hero, section titles swiped with a highlighter
 * (a different pen for each), rounded cards that lift a little on hover. Bricolage Grotesque over
 * Figtree. Colours are the palette tokens (index.tsx); --hl … --hl-4 are its pens per theme.
 */
export const css = `
:root{--wrap:min(100% - 2.5rem,70rem);--r:1.1rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.06rem;line-height:1.65}
a{color:var(--accent);text-underline-offset:.18em}
h1,h2,h3,.brand,.page-title{font-family:var(--font-head);color:var(--heading)}
.bar,.hero,main,.foot,.masthead-inner,.page{width:var(--wrap);margin-inline:auto}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1.25rem 0}
.badge{flex:none;display:grid;place-items:center;width:2.6rem;height:2.6rem;border-radius:50%;background:var(--hl);color:var(--heading);font-family:var(--font-head);font-weight:800;font-size:.95rem;transform:rotate(-6deg)}
.nav ul,.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.35rem}
.nav a,.masthead-nav a{display:block;padding:.3rem .85rem;border-radius:99px;text-decoration:none;color:var(--ink);font-size:.92rem;font-weight:600;transition:background-color .2s}
.nav a:hover,.masthead-nav a:hover,.masthead-nav a[aria-current]{background:var(--accent-soft);color:var(--accent)}
.hero{display:grid;grid-template-columns:minmax(0,1.35fr) minmax(0,1fr);gap:2.5rem 4rem;align-items:center;padding:clamp(2rem,6vw,4.5rem) 0 clamp(2.5rem,6vw,4rem)}
.hello{font-family:var(--font-head);font-weight:600;font-size:clamp(1.1rem,2.4vw,1.4rem);color:var(--muted)}
.name{font-size:clamp(2.6rem,7.5vw,5.2rem);line-height:1.02;letter-spacing:-.035em;font-weight:800;margin-top:.2rem}
.mark{background:linear-gradient(176deg,transparent 58%,var(--hl) 58%,var(--hl) 90%,transparent 90%);-webkit-box-decoration-break:clone;box-decoration-break:clone;padding-inline:.08em}
.headline{display:inline-block;margin-top:1.1rem;padding:.3rem .9rem;border-radius:99px;background:var(--accent-soft);color:var(--accent);font-weight:700;font-size:.98rem}
.intro{margin-top:1.1rem;font-size:clamp(1.1rem,2vw,1.28rem);max-width:34rem;line-height:1.55}
.hero-links{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1rem;margin-top:1.6rem}
.btn{display:inline-block;padding:.7rem 1.3rem;border-radius:99px;background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;border:2px solid var(--accent);transition:transform .2s}
.btn:hover{transform:translateY(-2px)}
.btn-ghost{background:transparent;color:var(--accent)}
.where{color:var(--muted);font-size:.95rem}
.idcard{justify-self:center;width:min(100%,25rem);background:var(--surface);border:1px solid var(--line);border-radius:var(--r);box-shadow:0 1.2rem 2.5rem -1rem var(--shadow);transform:rotate(2.5deg);overflow:hidden;position:relative;transition:transform .4s}
.idcard:hover{transform:rotate(0)}
.idcard::before{content:'';position:absolute;top:.7rem;left:50%;width:3.2rem;height:.55rem;margin-left:-1.6rem;border-radius:99px;background:var(--bg);border:1px solid var(--line);z-index:1}
.id-band{background:var(--band);color:var(--on-band);padding:1.6rem 1.25rem .8rem;font-family:var(--font-head);font-weight:700;font-size:.9rem;line-height:1.3;letter-spacing:.01em}
.id-body{display:grid;grid-template-columns:8rem minmax(0,1fr);gap:1.1rem;padding:1.25rem 1.35rem .5rem;align-items:center}
.id-photo{width:8rem;height:9rem;border-radius:.75rem;object-fit:cover;background:var(--hl-4)}
.id-photo.monogram{display:grid;place-items:center;font-family:var(--font-head);font-weight:800;font-size:2rem;color:var(--heading)}
.id-name{font-family:var(--font-head);font-weight:800;font-size:1.3rem;line-height:1.2;color:var(--heading)}
.id-degree{font-size:.88rem;line-height:1.35;margin-top:.3rem}
.id-date{font-size:.82rem;color:var(--muted);margin-top:.2rem}
.id-code{height:2.2rem;margin:.6rem 1.25rem 1.1rem;background:repeating-linear-gradient(90deg,var(--ink) 0 2px,transparent 2px 4px,var(--ink) 4px 5px,transparent 5px 8px,var(--ink) 8px 11px,transparent 11px 13px);opacity:.75;border-radius:2px}
main{padding-bottom:3rem}
.sec{padding-top:clamp(3rem,7vw,5rem)}
.sec-head{margin-bottom:1.6rem}
.sec-title{display:inline;font-size:clamp(1.7rem,3.6vw,2.4rem);line-height:1.25;letter-spacing:-.02em;font-weight:800;background:linear-gradient(178deg,transparent 55%,var(--pen,var(--hl)) 55%,var(--pen,var(--hl)) 88%,transparent 88%);-webkit-box-decoration-break:clone;box-decoration-break:clone;padding-inline:.1em}
.sec:nth-of-type(4n+2) .sec-title{--pen:var(--hl-2)}
.sec:nth-of-type(4n+3) .sec-title{--pen:var(--hl-3)}
.sec:nth-of-type(4n+4) .sec-title{--pen:var(--hl-4)}
.sec-lead{margin-top:.8rem;color:var(--muted);opacity:1}
.about-text{max-width:40rem;font-size:1.12rem}
.rt p+p,.about-text p+p,.rt p+ul,.rt ul+p{margin-top:.8em}
.rt-list{padding-inline-start:1.2em}
.rt-list li::marker{color:var(--accent)}
.edu{display:grid;gap:1.25rem}
.edu-item{display:grid;grid-template-columns:minmax(0,12rem) minmax(0,1fr);gap:.5rem 2rem;background:var(--surface);border:1px solid var(--line);border-radius:var(--r);padding:1.5rem 1.75rem;box-shadow:0 .6rem 1.5rem -1rem var(--shadow)}
.edu-meta{display:flex;flex-direction:column;gap:.2rem;color:var(--muted);font-size:.92rem}
.edu-date{display:inline-block;align-self:flex-start;font-weight:700;color:var(--heading);background:var(--hl);padding:.1rem .6rem;border-radius:.4rem}
.edu-degree{font-size:clamp(1.25rem,2.4vw,1.55rem);line-height:1.25;font-weight:800;letter-spacing:-.01em}
.edu-school{margin-top:.25rem;font-weight:600}
.edu-gpa{color:var(--accent);font-weight:700}
.edu-desc,.xp-desc,.proj-desc,.tr-desc{margin-top:.5rem}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.85rem}
.tags li{padding:.18rem .7rem;border-radius:99px;background:var(--bg);border:1px solid var(--line);font-size:.85rem;font-weight:600}
.proj{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr));gap:1.5rem}
.proj-item{display:flex;flex-direction:column;background:var(--surface);border:1px solid var(--line);border-radius:var(--r);overflow:hidden;box-shadow:0 .6rem 1.5rem -1rem var(--shadow);transition:transform .25s,box-shadow .25s;border-top:.45rem solid var(--hl)}
.proj-item:nth-child(4n+2){border-top-color:var(--hl-2)}
.proj-item:nth-child(4n+3){border-top-color:var(--hl-3)}
.proj-item:nth-child(4n+4){border-top-color:var(--hl-4)}
.proj-item:hover{transform:translateY(-4px);box-shadow:0 1.2rem 2rem -1rem var(--shadow)}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-bottom:1px solid var(--line)}
.proj-body{display:flex;flex-direction:column;flex:1;padding:1.2rem 1.35rem 1.35rem}
.proj-meta{font-size:.85rem;color:var(--muted);font-weight:600}
.proj-title{font-size:1.3rem;line-height:1.25;font-weight:800;margin-top:.2rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:auto;padding-top:1.1rem}
.proj-links a{padding:.35rem .9rem;border-radius:99px;border:2px solid var(--accent);text-decoration:none;font-weight:700;font-size:.9rem}
.proj-links .link-live{background:var(--accent);color:var(--on-accent)}
.proj-links a:hover{text-decoration:underline}
.xp{display:grid;gap:0;border-inline-start:3px dotted var(--line);margin-inline-start:.5rem}
.xp-item{position:relative;display:grid;grid-template-columns:minmax(0,11rem) minmax(0,1fr);gap:.3rem 2rem;padding:0 0 1.75rem 1.75rem}
.xp-item::before{content:'';position:absolute;inset-inline-start:-.6rem;top:.35rem;width:.9rem;height:.9rem;border-radius:50%;background:var(--surface);border:3px solid var(--accent)}
.xp-meta{display:flex;flex-direction:column;font-size:.92rem;color:var(--muted)}
.xp-date{font-weight:700;color:var(--heading)}
.xp-role{font-size:1.2rem;line-height:1.3;font-weight:800}
.xp-org{font-weight:600;color:var(--accent)}
.skills{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr));gap:1.75rem 2.5rem}
.skill-title{font-size:1.05rem;font-weight:800}
.skill-list{display:flex;flex-wrap:wrap;gap:.45rem;margin-top:.7rem}
.skill{padding:.3rem .85rem;border-radius:99px;background:var(--accent-soft);color:var(--accent);font-weight:700;font-size:.92rem}
.tr{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr));gap:1rem}
.tr-item{display:flex;gap:1rem;align-items:flex-start;background:var(--surface);border:1px solid var(--line);border-radius:var(--r);padding:1.1rem 1.25rem}
.tr-item::before{content:'✓' / '';flex:none;display:grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:var(--hl-2);color:var(--heading);font-weight:800}
.tr-img{width:2.75rem;height:2.75rem;border-radius:.5rem;object-fit:cover}
.tr-title{font-size:1.05rem;line-height:1.3;font-weight:800}
.tr-meta{color:var(--muted);font-size:.92rem;margin-top:.15rem}
.posts{display:grid;gap:1rem}
.post-item article{padding:1.1rem 1.35rem;background:var(--surface);border:1px solid var(--line);border-radius:var(--r)}
.post-date{font-size:.88rem;color:var(--muted);font-weight:600}
.post-title{font-size:1.2rem;line-height:1.3;font-weight:800;margin-top:.15rem}
.post-title a{color:var(--heading);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.3rem;color:var(--muted)}
.posts-all{margin-top:1.1rem;font-weight:700}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.35fr);gap:2rem 3rem;align-items:start}
.contact-intro{font-size:1.12rem}
.sec-contact .contact-details{margin-top:1.25rem;display:grid;gap:.6rem}
.contact-details li{display:flex;flex-direction:column}
.cd-label{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
.cv-download a{border-radius:99px;color:var(--accent)}
.cf{display:grid;gap:1rem;background:var(--surface);border:1px solid var(--line);border-radius:calc(var(--r) + .4rem);padding:clamp(1.25rem,3vw,1.9rem);box-shadow:0 .8rem 2rem -1.2rem var(--shadow)}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-weight:700;font-size:.92rem}
.cf input,.cf textarea{background:var(--bg);border:2px solid var(--line);border-radius:.75rem;padding:.7rem .9rem}
.cf input:focus,.cf textarea:focus{outline:none;border-color:var(--accent);box-shadow:0 0 0 4px var(--accent-soft)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:99px;padding:.8rem 1.6rem;font-weight:800;cursor:pointer;transition:transform .2s}
.cf-submit:hover{transform:translateY(-2px)}
.cf-status{padding:.7rem 1rem;border-radius:.75rem;background:var(--accent-soft);color:var(--ink)}
.foot{padding:2rem 0 3rem;border-top:2px dotted var(--line);color:var(--muted);font-size:.92rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1.5rem}
.masthead{padding:1.25rem 0}
.masthead-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:flex;flex-direction:column;font-weight:800;font-size:1.3rem;line-height:1.2}
.brand a{align-self:flex-start;color:var(--heading);text-decoration:none;background:linear-gradient(176deg,transparent 58%,var(--hl) 58%,var(--hl) 92%,transparent 92%)}
.brand-sub{font-family:var(--font-body);font-weight:600;font-size:.9rem;color:var(--muted)}
.page{padding:clamp(2rem,6vw,4rem) 0;max-width:46rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2rem,5vw,3rem);line-height:1.1;letter-spacing:-.03em;font-weight:800}
.page-lead{margin-top:.5rem;color:var(--muted)}
.post-back{font-weight:700;margin-bottom:.75rem}
.page .tags{margin-top:1rem}
.prose{font-size:1.1rem}
.prose pre{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
.prose blockquote{border-left:0;border-inline-start:4px solid var(--hl);font-style:normal}
@media (max-width:860px){.hero{grid-template-columns:minmax(0,1fr)}.idcard{justify-self:start;transform:rotate(-1.5deg)}.contact-grid{grid-template-columns:minmax(0,1fr)}}
@media (max-width:620px){.bar{gap:.75rem}.nav{min-width:0;overflow-x:auto;scrollbar-width:none}.nav ul{flex-wrap:nowrap;gap:.1rem}.nav a{white-space:nowrap;padding:.3rem .65rem;font-size:.88rem}.idcard{width:min(100%,20rem)}.id-body{grid-template-columns:6rem minmax(0,1fr)}.id-photo{width:6rem;height:7rem}.edu-item,.xp-item{grid-template-columns:minmax(0,1fr)}.edu-item{padding:1.25rem}.cf-row{grid-template-columns:minmax(0,1fr)}.bar{align-items:flex-start}}
@media print{.site .hero{display:flex!important;gap:5mm;align-items:flex-start}.site .hero-text{flex:1}.site .idcard{flex:none}.site :is(.id-band,.id-text){display:none!important}.site .id-photo{width:22mm!important;height:22mm!important;object-fit:cover}.site .mark,.site .sec-title{background:none!important}}
`;
