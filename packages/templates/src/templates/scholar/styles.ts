/** Scholar: white page, oxford blue and a burgundy link colour; Crimson Pro for reading, Source Sans for apparatus. Colours are the palette tokens (index.tsx): the burgundy is the accent, oxford its own per theme. */
export const css = `
:root{--sans:'Source Sans 3',system-ui,sans-serif}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.22rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.15em}
.layout{display:grid;grid-template-columns:19rem minmax(0,1fr);gap:clamp(2rem,5vw,4.5rem);max-width:1180px;margin:0 auto;padding:clamp(2rem,5vw,4rem) clamp(1.25rem,4vw,2.5rem)}
.profile{position:sticky;top:2rem;align-self:start;font-family:var(--sans);font-size:.98rem}
.portrait{width:11rem;aspect-ratio:1;object-fit:cover;border-radius:.35rem}
.monogram{display:grid;place-items:center;width:7rem;aspect-ratio:1;border-radius:.35rem;background:var(--oxford-fill);color:#fff;font-family:var(--font-head);font-size:2.8rem}
.name{font-family:var(--font-head);font-size:2.3rem;line-height:1.1;font-weight:600;margin-top:1.25rem;color:var(--oxford)}
.headline{margin-top:.4rem;font-weight:600}
.affiliation{color:var(--muted)}
.profile .contact-details{list-style:none;padding:1rem 0 0;margin:1rem 0 0;border-top:1px solid var(--line);display:grid;gap:.4rem}
.profile .cd-label{display:inline-block;min-width:5.5rem;color:var(--muted);font-size:.85rem}
.scholar{margin-top:.75rem;font-weight:600}
.scholar a::after{content:' ↗'}
.toc ul{list-style:none;padding:1rem 0 0;margin:1rem 0 0;border-top:1px solid var(--line);display:grid;gap:.15rem}
.toc a{text-decoration:none;color:var(--ink)}
.toc a:hover{color:var(--accent);text-decoration:underline}
.body{min-width:0}
.lede{font-size:clamp(1.5rem,3vw,1.95rem);line-height:1.35;color:var(--oxford);font-weight:500}
.metrics{display:flex;flex-wrap:wrap;gap:1px;background:var(--line);border:1px solid var(--line);margin-top:2rem;font-family:var(--sans)}
.metrics .stat{flex:1 1 8.5rem;background:var(--bg);padding:1rem 1.1rem;display:flex;flex-direction:column-reverse}
.metrics dt{font-size:.8rem;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.metrics dd{font-family:var(--font-head);font-size:2.1rem;font-weight:600;color:var(--oxford);line-height:1.1;font-variant-numeric:lining-nums}
.sec{padding-top:2.75rem}
.sec-title{font-family:var(--sans);font-size:.85rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:var(--accent);padding-bottom:.5rem;border-bottom:2px solid var(--oxford);margin-bottom:1.25rem}
.sub-title{font-family:var(--sans);font-size:.95rem;font-weight:700;color:var(--oxford);margin-bottom:.4rem}
.about-text p+p,.paras p+p{margin-top:.8em}
.philosophy{margin:1.25rem 0 0;padding:1rem 1.25rem;background:var(--surface);border-left:3px solid var(--accent);font-style:italic}
.pstats{list-style:none;padding:0;margin-top:1rem;display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.6rem;font-family:var(--sans);font-size:.98rem}
.pstats li{display:flex;gap:.6rem;align-items:center}
.pstat-icon{display:grid;place-items:center;width:2rem;height:2rem;border-radius:.3rem;background:var(--oxford-fill);color:#fff;font-weight:700;font-size:.85rem;flex:none}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;padding:0;margin-top:.5rem;font-family:var(--sans);font-size:.85rem}
.tags li{background:var(--surface);border:1px solid var(--line);padding:.1rem .55rem;border-radius:.25rem;color:var(--oxford)}
.proj{list-style:none;padding:0;counter-reset:ref;display:grid;gap:1.5rem}
.proj-item{counter-increment:ref;display:grid;grid-template-columns:2.5rem minmax(0,1fr) 9rem;gap:0 1rem;align-items:start}
.proj-item::before{content:'[' counter(ref) ']';font-family:var(--sans);font-weight:700;color:var(--muted);font-size:.95rem;padding-top:.2rem}
.proj-body{grid-column:2;grid-row:1}
.proj-media{grid-column:3;grid-row:1}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--line)}
.proj-item:not(.has-media) .proj-body{grid-column:2 / span 2}
.proj-title,.post-title,.xp-role,.edu-degree,.tr-title,.lede,.brand,.page-title{font-family:var(--font-head)}
.proj-title{font-size:1.3rem;font-weight:600;line-height:1.3;color:var(--oxford)}
.proj-meta{font-family:var(--sans);font-size:.85rem;color:var(--muted);font-style:normal}
.proj-desc{margin-top:.2rem}
.proj-links{display:flex;gap:.5rem;margin-top:.5rem;font-family:var(--sans);font-size:.88rem;font-weight:600}
.proj-links a{border:1px solid var(--accent);padding:.1rem .6rem;border-radius:.25rem;text-decoration:none}
.proj-links a:hover{background:var(--accent);color:var(--on-accent)}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:1.1rem}
.xp-item,.edu-item{display:grid;grid-template-columns:9.5rem minmax(0,1fr);gap:1.25rem}
.xp-meta,.edu-meta{font-family:var(--sans);font-size:.9rem;color:var(--muted);display:flex;flex-direction:column;padding-top:.2rem}
.xp-role,.edu-degree,.tr-title{font-size:1.25rem;font-weight:600;line-height:1.3}
.xp-org,.edu-school,.tr-meta{font-style:italic;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc{margin-top:.25rem}
.achievements{list-style:none;padding:0;display:grid;gap:.5rem}
.achievements li{padding-left:1.5rem;position:relative}
.achievements li::before{content:'✦';position:absolute;left:0;color:var(--accent);font-size:.85em;top:.15em}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1rem}
.skill-title{font-family:var(--sans);font-size:.95rem;font-weight:700;color:var(--oxford)}
.skill-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0 .35rem}
.skill:not(:last-child)::after{content:';'}
.tr-item{display:flex;gap:1rem}
.tr-img{width:3rem;height:3rem;object-fit:cover}
.post-date{font-family:var(--sans);font-size:.85rem;color:var(--muted)}
.post-title{font-size:1.3rem;font-weight:600;line-height:1.3}
.post-excerpt{color:var(--muted)}
.posts-all{margin-top:1rem;font-family:var(--sans);font-weight:600;font-size:1rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:2rem}
.sec-contact .contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.35rem;font-family:var(--sans);font-size:1rem}
.sec-contact .cd-label{display:inline-block;min-width:6rem;color:var(--muted)}
.cf{display:grid;gap:.9rem;font-family:var(--sans);font-size:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.9rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-weight:600;font-size:.92rem}
.cf input,.cf textarea{border:1px solid var(--field-line);border-radius:.25rem;padding:.55rem .7rem;background:var(--bg)}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--oxford);outline-offset:1px}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.25rem;padding:.6rem 1.3rem;font-weight:700;cursor:pointer}
.cf-status{border-left:3px solid var(--accent);padding:.4rem .8rem;background:var(--surface)}
.foot{padding:3rem 0 1rem;font-family:var(--sans);font-size:.9rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:1px solid var(--line);padding-top:1rem}
.masthead{border-bottom:2px solid var(--oxford);padding:1.25rem max(1.25rem,calc((100% - 46rem)/2))}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:1rem}
.brand{display:flex;flex-direction:column;font-size:1.6rem;font-weight:600;color:var(--oxford)}
.brand a{text-decoration:none;color:inherit}
.brand-sub{font-family:var(--sans);font-size:.9rem;font-weight:400;color:var(--muted)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0;font-family:var(--sans);font-size:1rem}
.page{padding:clamp(2rem,6vw,3.5rem) max(1.25rem,calc((100% - 46rem)/2))}
.page~.foot{padding-inline:max(1.25rem,calc((100% - 46rem)/2))}
.page-title{font-size:clamp(2.2rem,5vw,3rem);font-weight:600;line-height:1.1;color:var(--oxford)}
.page-lead{color:var(--muted);margin-top:.4rem}
.page-head{margin-bottom:2rem}
@media (max-width:900px){.layout{grid-template-columns:1fr}.profile{position:static}.toc{display:none}.portrait{width:8rem}}
@media (max-width:600px){.proj-item{grid-template-columns:2rem minmax(0,1fr)}.proj-media{grid-column:2;grid-row:2;margin-top:.6rem;max-width:14rem}.proj-item:not(.has-media) .proj-body{grid-column:2}.xp-item,.edu-item{grid-template-columns:1fr;gap:.2rem}.contact-grid,.cf-row{grid-template-columns:1fr}}
[dir=rtl] .philosophy{border-left:0;border-right:3px solid var(--accent)}
`;
