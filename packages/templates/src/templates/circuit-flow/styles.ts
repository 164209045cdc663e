/** Circuit Flow: near-black navy, a faint grid, cyan traces and violet signals; Space Grotesk with JetBrains Mono. Colours are the palette tokens (index.tsx); --violet and --amber are its own signals per theme. */
export const css = `
:root{--mono:'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,monospace;--pad:max(1.25rem,calc((100% - 1120px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.05rem;line-height:1.6;background-image:linear-gradient(rgba(62,230,207,.045) 1px,transparent 1px),linear-gradient(90deg,rgba(62,230,207,.045) 1px,transparent 1px);background-size:32px 32px}
a{color:var(--accent)}
h1,h2,h3,.brand,.page-title{font-family:var(--font-head)}
.hero{padding:clamp(2rem,6vw,4.5rem) var(--pad) 0;position:relative}
.hero-inner{display:grid;grid-template-columns:minmax(0,1.6fr) minmax(0,1fr);gap:clamp(2rem,5vw,4rem);align-items:center}
.term{background:var(--term);border:1px solid var(--line);border-radius:.75rem;padding:0 clamp(1.25rem,3vw,2.25rem) clamp(1.5rem,3vw,2.25rem);box-shadow:0 0 0 1px rgba(62,230,207,.08),0 30px 80px -30px rgba(62,230,207,.25)}
.term-bar{display:flex;align-items:center;gap:.45rem;margin:0 calc(-1 * clamp(1.25rem,3vw,2.25rem)) 1.5rem;padding:.75rem 1rem;border-bottom:1px solid var(--line);font-family:var(--mono);font-size:.8rem;color:var(--muted)}
.dot{width:.7rem;height:.7rem;border-radius:50%;background:#ff6b6b}
.dot:nth-child(2){background:var(--amber)}
.dot:nth-child(3){background:var(--accent)}
.term-path{margin-inline-start:.6rem}
.prompt{font-family:var(--mono);color:var(--accent);font-size:.95rem}
.name{font-size:clamp(2.4rem,7vw,4.75rem);line-height:1.02;letter-spacing:-.03em;font-weight:700;margin-top:.4rem;background:linear-gradient(90deg,var(--name-a) 0%,var(--name-b) 60%,var(--violet) 100%);-webkit-background-clip:text;background-clip:text;color:transparent}
.headline{font-family:var(--mono);color:var(--violet);margin-top:.6rem;font-size:.95rem}
.headline::before{content:'> ';color:var(--muted)}
.intro{margin-top:1rem;color:var(--text-2);max-width:36rem;font-size:1.12rem}
.hero .contact-details{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;padding:1rem 0 0;margin:1.25rem 0 0;border-top:1px dashed var(--line);font-family:var(--mono);font-size:.85rem}
.cd-label{color:var(--muted);margin-right:.5rem}
.cd-label::after{content:':'}
.chip{justify-self:center;position:relative;padding:1.1rem;border:1px solid var(--line);border-radius:1rem;background:var(--surface)}
.chip::before,.chip::after{content:'';position:absolute;height:2px;width:3.5rem;background:linear-gradient(90deg,transparent,var(--accent));top:30%;left:-3.5rem}
.chip::after{left:auto;right:-3.5rem;top:70%;background:linear-gradient(90deg,var(--violet),transparent)}
.portrait{width:16rem;max-width:100%;aspect-ratio:1;object-fit:cover;border-radius:.5rem;filter:saturate(1.1)}
.monogram{display:grid;place-items:center;width:12rem;aspect-ratio:1;border-radius:.5rem;background:var(--mono-bg);font-family:var(--mono);font-size:3.5rem;color:var(--accent)}
.nav{margin-top:clamp(2rem,5vw,3rem);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.nav ul{display:flex;flex-wrap:wrap;gap:0;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.85rem}
.nav a{display:block;padding:.8rem 1.1rem;text-decoration:none;color:var(--muted);border-right:1px solid var(--line)}
.nav li:first-child a{border-left:1px solid var(--line)}
.nav a:hover{color:var(--accent);background:rgba(62,230,207,.06)}
main{padding:0 var(--pad) 3rem}
.sec{padding-top:clamp(3rem,7vw,5rem)}
.sec-title{font-family:var(--mono);font-size:clamp(1.3rem,2.6vw,1.7rem);font-weight:600;letter-spacing:-.01em;margin-bottom:1.5rem;color:var(--heading)}
.sec-marker{color:var(--accent)}
.about-text{font-size:1.15rem;color:var(--text-3);max-width:48rem;border-left:2px solid var(--violet);padding-left:1.25rem}
.about-text p+p,.paras p+p{margin-top:.9em}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:0}
.xp-item,.edu-item{display:grid;grid-template-columns:12rem minmax(0,1fr);gap:1.5rem;padding:1.5rem 0;border-top:1px solid var(--line);position:relative}
.xp-item::before{content:'';position:absolute;left:-.3rem;top:1.85rem;width:.6rem;height:.6rem;border-radius:50%;background:var(--accent);box-shadow:0 0 12px var(--accent)}
.xp-meta,.edu-meta{font-family:var(--mono);font-size:.8rem;color:var(--muted);display:flex;flex-direction:column;padding-left:1rem}
.xp-date,.edu-date{color:var(--amber)}
.xp-role,.edu-degree,.tr-title,.proj-title,.post-title{font-size:1.2rem;font-weight:600;line-height:1.35;color:var(--heading)}
.xp-org,.edu-school,.tr-meta{color:var(--violet);font-family:var(--mono);font-size:.9rem}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.5rem;color:var(--text-2)}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin-top:.8rem;font-family:var(--mono);font-size:.75rem}
.tags li{border:1px solid var(--line);color:var(--accent);padding:.15rem .55rem;border-radius:.3rem;background:rgba(62,230,207,.05)}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:1.25rem}
.proj-item{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;overflow:hidden;display:flex;flex-direction:column;transition:border-color .2s,box-shadow .2s}
.proj-item:hover{border-color:rgba(62,230,207,.5);box-shadow:0 0 30px -10px rgba(62,230,207,.4)}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-bottom:1px solid var(--line)}
.proj-body{padding:1.25rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-family:var(--mono);font-size:.75rem;color:var(--amber);text-transform:lowercase}
.proj-links{display:flex;gap:1rem;margin-top:auto;padding-top:1rem;font-family:var(--mono);font-size:.85rem}
.proj-links a::before{content:'↗ '}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr));gap:1.25rem}
.skill-group{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem}
.skill-title{font-family:var(--mono);font-size:.85rem;color:var(--violet);margin-bottom:.75rem;font-weight:500}
.skill-list{list-style:none;padding:0;display:grid;gap:.5rem}
.skill{display:flex;justify-content:space-between;gap:1rem;font-size:.98rem}
.meter{display:inline-flex;gap:2px}
.meter span{width:1.1rem;height:.4rem;background:var(--line)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent);box-shadow:0 0 6px rgba(62,230,207,.6)}
.tr-item{display:flex;gap:1rem;padding:1.25rem 0;border-top:1px solid var(--line)}
.tr-img{width:3.5rem;height:3.5rem;object-fit:cover;border-radius:.4rem}
.post-item{padding:1.25rem 0;border-top:1px solid var(--line)}
.post-date{font-family:var(--mono);font-size:.8rem;color:var(--amber)}
.post-title a{text-decoration:none;color:var(--heading)}
.post-title a:hover{color:var(--accent)}
.post-excerpt{color:var(--muted);margin-top:.25rem}
.posts-all{margin-top:1rem;font-family:var(--mono);font-size:.9rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:2.5rem}
.contact-intro{color:var(--text-2)}
.sec-contact .contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.5rem;font-family:var(--mono);font-size:.88rem}
.cf{display:grid;gap:1rem;background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:clamp(1.25rem,3vw,1.75rem)}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-family:var(--mono);font-size:.8rem;color:var(--muted)}
.cf input,.cf textarea{background:var(--bg);border:1px solid var(--line);border-radius:.4rem;padding:.65rem .8rem;color:var(--ink);font-family:var(--mono);font-size:.92rem}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.4rem;padding:.7rem 1.4rem;font-family:var(--mono);font-weight:700;cursor:pointer}
.cf-status{font-family:var(--mono);font-size:.9rem;border:1px solid var(--accent);border-radius:.4rem;padding:.6rem .8rem}
.foot{padding:1.5rem var(--pad) 2.5rem;border-top:1px solid var(--line);font-family:var(--mono);font-size:.8rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
.masthead{padding:1.25rem var(--pad);border-bottom:1px solid var(--line);background:var(--mast)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-weight:700;font-size:1.2rem}
.brand a{text-decoration:none;color:var(--heading)}
.brand-sub{font-family:var(--mono);font-size:.8rem;font-weight:400;color:var(--violet)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.85rem}
.page{padding:clamp(2rem,6vw,4rem) var(--pad);max-width:calc(46rem + 2 * var(--pad));margin:0 auto}
.page-title{font-size:clamp(2rem,5vw,3rem);line-height:1.1;letter-spacing:-.02em;color:var(--heading)}
.page-lead{color:var(--muted);margin-top:.5rem}
.page-head{margin-bottom:2rem}
.prose{color:var(--text-3)}
.prose code,.prose pre{font-family:var(--mono)}
@media (max-width:820px){.hero-inner{grid-template-columns:1fr}.chip{justify-self:start;order:-1;padding:.6rem}.portrait{width:7rem}.monogram{width:6rem;font-size:2rem}.chip::before,.chip::after{display:none}.contact-grid{grid-template-columns:1fr}}
@media (max-width:560px){.xp-item,.edu-item{grid-template-columns:1fr;gap:.4rem}.cf-row{grid-template-columns:1fr}.nav a{padding:.6rem .75rem}}
/* Right to left: the readme's rule on the start side. */
[dir=rtl] .about-text{border-left:0;padding-left:0;border-right:2px solid var(--violet);padding-right:1.25rem}
`;
