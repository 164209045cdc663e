/** Blueprint: cyanotype blue with a drafting grid, white linework, Archivo caps and Azeret Mono annotations. Colours are the palette tokens (index.tsx): the amber is the accent; the grid, sky and sheet tints are its own per theme. */
export const css = `
:root{--mono:'Azeret Mono',ui-monospace,Menlo,monospace;--pad:max(1.25rem,calc((100% - 1160px)/2))}
body{background-color:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.02rem;line-height:1.6;background-image:linear-gradient(var(--grid-major) 1px,transparent 1px),linear-gradient(90deg,var(--grid-major) 1px,transparent 1px),linear-gradient(var(--grid) 1px,transparent 1px),linear-gradient(90deg,var(--grid) 1px,transparent 1px);background-size:120px 120px,120px 120px,24px 24px,24px 24px}
a{color:var(--accent)}
.sheet{padding:1.25rem var(--pad) 0}
.nav ul{display:flex;flex-wrap:wrap;gap:0;list-style:none;padding:0;margin:0 0 1.25rem;font-family:var(--mono);font-size:.78rem;text-transform:uppercase;letter-spacing:.08em}
.nav li+li{border-left:1px solid var(--line)}
.nav a{display:block;padding:.25rem .9rem;text-decoration:none;color:var(--ink)}
.nav li:first-child a{padding-left:0}
.nav a:hover{color:var(--accent)}
.frame{position:relative;display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2rem;border:2px solid var(--ink);outline:1px solid var(--line);outline-offset:6px;padding:clamp(1.25rem,4vw,2.5rem);background:var(--sheet)}
.frame::before,.frame::after{content:'';position:absolute;width:1.25rem;height:1.25rem;border:2px solid var(--accent)}
.frame::before{top:-.75rem;left:-.75rem;border-right:0;border-bottom:0}
.frame::after{bottom:-.75rem;right:-.75rem;border-left:0;border-top:0}
.sheet-no{font-family:var(--mono);font-size:.75rem;letter-spacing:.14em;color:var(--sky)}
.name,.sec-title,.brand,.page-title,.metrics dd,.proj-title{font-family:var(--font-head)}
.name{font-size:clamp(2.4rem,7.5vw,5.25rem);line-height:.95;font-weight:800;text-transform:uppercase;letter-spacing:-.01em;margin-top:.75rem;font-stretch:112%}
.headline{display:flex;align-items:center;gap:.75rem;margin-top:1rem;font-family:var(--mono);font-size:clamp(.82rem,1.6vw,.95rem);letter-spacing:.1em;text-transform:uppercase;color:var(--accent)}
.headline::before{content:'';flex:none;width:2rem;height:1px;background:var(--accent)}
.intro{margin-top:1.25rem;font-size:1.15rem;max-width:38rem;color:var(--ink)}
.frame-art{position:relative;align-self:start}
.frame-art::before,.frame-art::after{content:'';position:absolute;background:var(--accent)}
.frame-art::before{left:50%;top:-.75rem;bottom:-.75rem;width:1px}
.frame-art::after{top:50%;left:-.75rem;right:-.75rem;height:1px}
.portrait{position:relative;z-index:1;width:13rem;aspect-ratio:1;object-fit:cover;border-radius:50%;border:2px solid var(--ink);filter:grayscale(.2) contrast(1.05)}
.monogram{position:relative;z-index:1;display:grid;place-items:center;width:9rem;aspect-ratio:1;border-radius:50%;border:2px dashed var(--ink);font-family:var(--mono);font-size:2.4rem;background:var(--bg)}
.title-block{grid-column:1 / -1;display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));border:1px solid var(--ink);margin:0}
.title-block div{padding:.55rem .8rem;border-right:1px solid var(--line);border-top:1px solid var(--line);margin-top:-1px}
.title-block dt{font-family:var(--mono);font-size:.68rem;letter-spacing:.14em;text-transform:uppercase;color:var(--sky)}
.title-block dd{font-weight:600}
main{padding:0 var(--pad) 2rem}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1.5rem;margin-top:clamp(2.5rem,6vw,4rem)}
.metrics .stat{display:flex;flex-direction:column-reverse;padding:.5rem 0 0;border-top:1px solid var(--ink);position:relative}
.metrics .stat::before,.metrics .stat::after{content:'';position:absolute;top:-.45rem;width:1px;height:.9rem;background:var(--ink)}
.metrics .stat::before{left:0}
.metrics .stat::after{right:0}
.metrics dt{font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.metrics dd{font-size:clamp(1.8rem,4vw,2.6rem);font-weight:800;font-stretch:112%;line-height:1.1}
.sec{padding-top:clamp(3rem,7vw,4.5rem)}
.sec-title{display:flex;align-items:center;gap:.9rem;font-size:clamp(1.3rem,2.6vw,1.75rem);font-weight:800;text-transform:uppercase;letter-spacing:.04em;font-stretch:112%;margin-bottom:1.5rem}
.sec-title::after{content:'';flex:1;height:1px;background:var(--line)}
.sec-marker{display:grid;place-items:center;width:2.2rem;height:2.2rem;border:2px solid var(--ink);border-radius:50%;font-family:var(--mono);font-size:.95rem;flex:none}
.about-text{max-width:48rem;font-size:1.1rem}
.about-text p+p,.paras p+p{margin-top:.8em}
.spec-table{width:100%;border-collapse:collapse;border:1px solid var(--ink)}
.spec-table th,.spec-table td{text-align:left;padding:.7rem .9rem;border:1px solid var(--line);vertical-align:top}
.spec-table th{width:12rem;font-family:var(--mono);font-size:.75rem;letter-spacing:.1em;text-transform:uppercase;color:var(--sky);font-weight:500}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:1.5rem}
.proj-item{border:1px solid var(--ink);background:var(--sheet-2);display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-bottom:1px solid var(--ink)}
.proj-body{padding:1.1rem 1.25rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-family:var(--mono);font-size:.72rem;letter-spacing:.1em;text-transform:uppercase;color:var(--sky)}
.proj-title{font-size:1.3rem;font-weight:700;line-height:1.2;margin-top:.25rem}
.proj-desc{margin-top:.4rem;color:var(--ink)}
.proj-links{display:flex;gap:1.25rem;margin-top:auto;padding-top:.9rem;font-family:var(--mono);font-size:.8rem;text-transform:uppercase;letter-spacing:.06em}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;padding:0;margin-top:.7rem;font-family:var(--mono);font-size:.72rem}
.tags li{border:1px dashed var(--line);padding:.1rem .5rem;color:var(--sky)}
.xp,.edu,.tr,.posts,.certs{list-style:none;padding:0;display:grid;gap:0}
.xp-item,.edu-item{display:grid;grid-template-columns:12rem minmax(0,1fr);gap:1.5rem;padding:1.1rem 0;border-top:1px dashed var(--line)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.xp-date,.edu-date{color:var(--accent)}
.xp-role,.edu-degree,.tr-title,.post-title,.cert-name{font-size:1.15rem;font-weight:700;line-height:1.3}
.xp-org,.edu-school,.tr-meta,.cert-meta{color:var(--sky);font-weight:500}
.xp-desc,.edu-desc,.tr-desc{margin-top:.35rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:1.5rem}
.skill-group{border:1px solid var(--line);padding:1rem 1.1rem}
.skill-title{font-family:var(--mono);font-size:.75rem;letter-spacing:.12em;text-transform:uppercase;color:var(--sky);margin-bottom:.6rem;font-weight:500}
.skill-list{list-style:none;padding:0;display:grid;gap:.4rem}
.skill{display:flex;justify-content:space-between;gap:1rem}
.meter{display:inline-flex;gap:0;border:1px solid var(--ink)}
.meter span{width:1rem;height:.55rem;border-right:1px solid var(--line)}
.meter span:last-child{border-right:0}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--ink)}
.cert{padding:.8rem 0;border-top:1px dashed var(--line)}
.sub-title{font-family:var(--mono);font-size:.75rem;letter-spacing:.12em;text-transform:uppercase;color:var(--sky);margin:1.25rem 0 .5rem;font-weight:500}
.memberships .tags{margin-top:0}
.tr-item,.post-item{padding:1rem 0;border-top:1px dashed var(--line)}
.tr-item{display:flex;gap:1rem}
.tr-img{width:3.5rem;height:3.5rem;object-fit:cover}
.post-date{font-family:var(--mono);font-size:.75rem;color:var(--muted)}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent)}
.post-excerpt{color:var(--muted)}
.posts-all{margin-top:1rem;font-family:var(--mono);font-size:.85rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:2.5rem}
.contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.6rem}
.cd-label{display:block;font-family:var(--mono);font-size:.7rem;letter-spacing:.12em;text-transform:uppercase;color:var(--sky)}
.cf{display:grid;gap:1rem;border:1px solid var(--ink);padding:1.25rem;background:var(--sheet-2)}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-family:var(--mono);font-size:.75rem;letter-spacing:.1em;text-transform:uppercase}
.cf input,.cf textarea{background:transparent;border:1px solid var(--line);padding:.6rem .7rem;color:var(--ink);border-radius:0}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;padding:.7rem 1.5rem;font-family:var(--mono);font-weight:700;text-transform:uppercase;letter-spacing:.08em;cursor:pointer}
.cf-status{border:1px solid var(--accent);padding:.5rem .8rem;font-family:var(--mono);font-size:.85rem}
.foot{padding:2rem var(--pad);font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:2px solid var(--ink);padding-top:.75rem}
.masthead{padding:1.25rem var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;border:2px solid var(--ink);padding:.9rem 1.1rem}
.brand{display:flex;flex-direction:column;font-size:1.3rem;font-weight:800;text-transform:uppercase;font-stretch:112%}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--mono);font-size:.72rem;font-weight:400;letter-spacing:.1em;color:var(--sky)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0;font-family:var(--mono);font-size:.8rem;text-transform:uppercase}
.page{padding:clamp(2rem,5vw,3.5rem) var(--pad);max-width:calc(46rem + 2 * var(--pad));margin:0 auto}
.page-title{font-size:clamp(2rem,5vw,3rem);font-weight:800;text-transform:uppercase;font-stretch:112%;line-height:1.05}
.page-lead{color:var(--muted);margin-top:.4rem}
.page-head{margin-bottom:2rem;border-bottom:1px solid var(--line);padding-bottom:1.25rem}
@media (max-width:780px){.frame{grid-template-columns:1fr}.frame-art{order:-1}.portrait{width:8rem}.monogram{width:6rem;font-size:1.6rem}.contact-grid{grid-template-columns:1fr}.xp-item,.edu-item{grid-template-columns:1fr;gap:.3rem}}
@media (max-width:520px){.cf-row{grid-template-columns:1fr}.spec-table th{width:auto}.spec-table th,.spec-table td{display:block;border-width:0 0 1px}.nav a{padding:.25rem .6rem}}
`;
