/** Meridian: a sticky navy column, DM Serif headings, DM Sans text, a teal thread. Colours are the palette tokens (index.tsx). */
export const css = `
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.03rem;line-height:1.6}
h1,h2,.brand,.page-title{font-family:var(--font-head);font-weight:400}
.layout{display:grid;grid-template-columns:minmax(17rem,22rem) minmax(0,1fr);min-height:100vh}
.side{background:var(--side);color:var(--side-text)}
.side-inner{position:sticky;top:0;padding:clamp(2rem,4vw,3.5rem) clamp(1.5rem,3vw,2.5rem);display:flex;flex-direction:column;gap:1rem;max-height:100vh;overflow-y:auto}
.portrait{width:9rem;height:9rem;border-radius:50%;object-fit:cover;border:4px solid var(--accent-panel)}
.monogram{display:grid;place-items:center;width:7rem;height:7rem;border-radius:50%;border:3px solid var(--accent-panel);font-family:var(--font-head);font-size:2.6rem;color:var(--side-ink)}
.name{font-size:clamp(2.1rem,3.4vw,2.75rem);line-height:1.05;color:var(--side-ink);margin-top:.5rem}
.headline{color:var(--accent-panel);font-weight:600;letter-spacing:.02em}
.intro{color:var(--side-muted);font-size:.98rem}
.side .contact-details{list-style:none;padding:1rem 0 0;margin:0;display:grid;gap:.75rem;border-top:1px solid var(--side-2);font-size:.95rem}
.side .cd-label{display:block;font-size:.72rem;letter-spacing:.14em;text-transform:uppercase;color:var(--side-label)}
.side a{color:var(--side-ink)}
.side-nav ul{list-style:none;padding:1rem 0 0;margin:0;border-top:1px solid var(--side-2);display:grid;gap:.2rem}
.side-nav a{display:block;padding:.3rem 0;text-decoration:none;color:var(--side-muted);font-weight:500}
.side-nav a:hover{color:var(--side-ink)}
.side-nav a::before{content:'';display:inline-block;width:.9rem;height:2px;background:var(--accent-panel);vertical-align:middle;margin-right:.6rem;transition:width .2s}
.side-nav a:hover::before{width:1.6rem}
.content{min-width:0;display:flex;flex-direction:column}
main{padding:clamp(1.5rem,4vw,3.5rem) clamp(1.25rem,4vw,4rem);max-width:56rem;flex:1}
.sec{background:var(--surface);border-radius:.75rem;padding:clamp(1.25rem,3vw,2.25rem);border:1px solid var(--line)}
.sec+.sec{margin-top:1.5rem}
.sec-title{font-size:clamp(1.6rem,3vw,2rem);line-height:1.2;display:flex;align-items:center;gap:.8rem;margin-bottom:1.25rem}
.sec-title::before{content:'';width:.6rem;height:.6rem;border-radius:50%;background:var(--accent);flex:none}
.about-text p+p,.paras p+p{margin-top:.9em}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:1.5rem}
.xp-item,.edu-item{display:grid;grid-template-columns:10rem minmax(0,1fr);gap:1.5rem}
.xp-item+.xp-item,.edu-item+.edu-item{border-top:1px solid var(--line);padding-top:1.5rem}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-size:.88rem;color:var(--muted)}
.xp-date,.edu-date{font-weight:700;color:var(--accent)}
.xp-role,.edu-degree,.tr-title,.proj-title,.post-title{font-size:1.12rem;font-weight:700;line-height:1.35}
.xp-org,.edu-school,.tr-meta{color:var(--muted);font-weight:500}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.45rem}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;padding:0;margin-top:.7rem}
.tags li{font-size:.8rem;font-weight:600;background:var(--accent-soft);color:var(--accent);padding:.2rem .6rem;border-radius:.3rem}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:1.25rem}
.proj-item{border:1px solid var(--line);border-radius:.6rem;overflow:hidden;display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-bottom:1px solid var(--line)}
.proj-body{padding:1.1rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-size:.78rem;font-weight:700;color:var(--muted);letter-spacing:.08em;text-transform:uppercase}
.proj-links{display:flex;gap:1rem;margin-top:auto;padding-top:.9rem;font-weight:700;font-size:.92rem}
.proj-links a,.posts-all a,.post-back a,.prose a{color:var(--accent)}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1.5rem 2.5rem}
.skill-title{font-size:.8rem;letter-spacing:.14em;text-transform:uppercase;color:var(--muted);margin-bottom:.6rem}
.skill-list{list-style:none;padding:0;display:grid;gap:.55rem}
.skill{display:flex;justify-content:space-between;gap:1rem;font-weight:500}
.meter{display:inline-flex;gap:4px}
.meter span{width:.65rem;height:.65rem;border-radius:50%;background:var(--line)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent)}
.tr-item{display:flex;gap:1rem}
.tr-img{width:3.5rem;height:3.5rem;border-radius:.4rem;object-fit:cover}
.post-date{font-size:.85rem;color:var(--muted)}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{color:var(--muted);margin-top:.25rem}
.posts-all{margin-top:1.25rem;font-weight:700}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.5fr);gap:2rem}
.sec-contact .contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.6rem}
.sec-contact .cd-label{display:block;font-size:.72rem;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.sec-contact .contact-details a{color:var(--accent)}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-weight:600;font-size:.9rem}
.cf input,.cf textarea{border:1px solid var(--field-line);border-radius:.45rem;padding:.65rem .8rem;background:var(--field)}
.cf input:focus,.cf textarea:focus{outline:3px solid var(--accent);border-color:var(--accent)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.45rem;padding:.75rem 1.5rem;font-weight:700;cursor:pointer}
.cf-status{background:var(--accent-soft);border-radius:.45rem;padding:.6rem .8rem}
.foot{padding:1.5rem clamp(1.25rem,4vw,4rem) 2.5rem;color:var(--muted);font-size:.88rem;max-width:56rem}
.foot-line{display:flex;justify-content:space-between;flex-wrap:wrap;gap:.5rem}
.foot a{color:var(--accent)}
.masthead{background:var(--side);color:var(--side-ink);padding:1.25rem max(1.25rem,calc((100% - 52rem)/2))}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-size:1.5rem}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.85rem;color:var(--accent-panel)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0;font-weight:600}
.page{padding:clamp(2rem,6vw,4rem) max(1.25rem,calc((100% - 46rem)/2))}
.page~.foot{margin:0 auto;max-width:none;padding-inline:max(1.25rem,calc((100% - 46rem)/2))}
.page-title{font-size:clamp(2.2rem,6vw,3.2rem);line-height:1.1}
.page-lead{color:var(--muted);margin-top:.5rem}
.page-head{margin-bottom:2rem}
@media (max-width:900px){.layout{grid-template-columns:1fr}.side-inner{position:static;max-height:none}.side-nav{display:none}.portrait{width:7rem;height:7rem}}
@media (max-width:560px){.xp-item,.edu-item{grid-template-columns:1fr;gap:.3rem}.contact-grid,.cf-row{grid-template-columns:1fr}}
`;
