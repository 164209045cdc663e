/** Swiss Grid: white, black, one red (the accent), Inter Tight from 400 to 800, rules not boxes. Colours are the palette tokens (index.tsx). */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1240px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.06rem;line-height:1.5;letter-spacing:-.005em}
a{color:inherit;text-decoration-thickness:2px;text-underline-offset:.18em}
a:hover{color:var(--accent)}
.head{padding:1.25rem var(--pad) 0}
.head-bar{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.75rem 2rem;border-bottom:2px solid var(--line);padding-bottom:.75rem;font-weight:600;font-size:.9rem}
.head-meta::before{content:'';display:inline-block;width:.75rem;height:.75rem;background:var(--accent);margin-right:.6rem;vertical-align:-.05em}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;list-style:none;padding:0;margin:0}
.nav a{text-decoration:none}
.name,.sec-title,.brand,.page-title{font-family:var(--font-head)}
.name{font-size:clamp(3rem,13.5vw,12.5rem);line-height:.86;font-weight:800;letter-spacing:-.055em;margin:clamp(1.5rem,5vw,3.5rem) 0 clamp(1.5rem,4vw,3rem);margin-left:-.04em}
.head-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1.5rem;border-top:2px solid var(--line);padding-top:1.25rem}
.head-grid .portrait{grid-column:1 / span 3;width:100%;aspect-ratio:1;object-fit:cover;filter:grayscale(1) contrast(1.1)}
.headline{font-size:clamp(1.3rem,2.4vw,1.9rem);font-weight:700;line-height:1.1;letter-spacing:-.02em;max-width:40rem;margin-bottom:clamp(1.25rem,3vw,2.25rem)}
.intro{grid-column:4 / span 7;font-size:clamp(1.1rem,1.8vw,1.35rem);line-height:1.35;font-weight:500}
.head-grid:not(:has(.portrait)) .intro{grid-column:1 / span 8}
main{padding:0 var(--pad) 2rem}
.sec{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:1.5rem;border-top:6px solid var(--line);margin-top:clamp(3rem,8vw,6rem);padding-top:1rem}
.sec-head{grid-column:1 / span 3}
.sec-body{grid-column:4 / span 9;min-width:0}
.sec-title{font-size:clamp(1.6rem,3vw,2.4rem);font-weight:800;letter-spacing:-.035em;line-height:1}
.sec-marker{display:block;color:var(--accent);font-size:.9rem;letter-spacing:0;margin-bottom:.6rem;font-weight:700}
.about-text{font-size:clamp(1.25rem,2.4vw,1.75rem);line-height:1.3;font-weight:500;letter-spacing:-.02em;max-width:52rem}
.about-text p+p,.paras p+p{margin-top:.8em}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid}
.xp-item,.edu-item,.tr-item,.post-item{display:grid;grid-template-columns:repeat(9,minmax(0,1fr));gap:1.5rem;padding:1.1rem 0;border-bottom:1px solid var(--line)}
.xp-item:first-child,.edu-item:first-child,.tr-item:first-child,.post-item:first-child{padding-top:0}
.xp-meta,.edu-meta{grid-column:1 / span 3;display:flex;flex-direction:column;font-weight:600;font-size:.95rem}
.xp-place,.edu-place{color:var(--muted);font-weight:500}
.xp-body,.edu-body{grid-column:4 / span 6}
.xp-role,.edu-degree,.tr-title,.post-title,.proj-title{font-size:1.3rem;font-weight:700;letter-spacing:-.02em;line-height:1.2}
.xp-org,.edu-school,.tr-meta{font-weight:500;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.4rem}
.tags{display:flex;flex-wrap:wrap;gap:0 1rem;list-style:none;padding:0;margin-top:.5rem;font-size:.88rem;font-weight:600;color:var(--accent)}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:2.5rem 1.5rem}
.proj-media img{width:100%;aspect-ratio:4/3;object-fit:cover}
.proj-body{padding-top:.9rem;border-top:2px solid var(--line);margin-top:.9rem}
.proj-item:not(.has-media) .proj-body{margin-top:0}
.proj-meta{font-size:.85rem;font-weight:700;color:var(--accent)}
.proj-links{display:flex;gap:1.25rem;margin-top:.6rem;font-weight:700}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1.5rem}
.skill-title{font-size:1rem;font-weight:800;border-bottom:2px solid var(--line);padding-bottom:.4rem;margin-bottom:.5rem}
.skill-list{list-style:none;padding:0;display:grid;gap:.15rem;font-weight:500}
.tr-item>:not(.tr-body){grid-column:1 / span 3}
.tr-body{grid-column:4 / span 6}
.tr-img{width:4rem;height:4rem;object-fit:cover;filter:grayscale(1)}
.post-item article{grid-column:1 / -1;display:grid;grid-template-columns:repeat(9,minmax(0,1fr));gap:0 1.5rem}
.post-date{grid-column:1 / span 3;font-weight:600;font-size:.95rem}
.post-title,.post-excerpt{grid-column:4 / span 6}
.post-title{grid-row:1}
.post-title a{text-decoration:none}
.post-excerpt{color:var(--muted)}
.posts-all{margin-top:1rem;font-weight:700}
.contact-grid{display:grid;grid-template-columns:repeat(9,minmax(0,1fr));gap:1.5rem}
.contact-info{grid-column:1 / span 4}
.cf{grid-column:5 / span 5}
.contact-intro{font-size:1.25rem;font-weight:500;line-height:1.35;letter-spacing:-.015em}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.6rem}
.cd-label{display:block;font-size:.8rem;font-weight:700;color:var(--accent)}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-weight:700;font-size:.9rem}
.cf input,.cf textarea{border:0;border-bottom:2px solid var(--line);border-radius:0;padding:.5rem 0;background:var(--bg)}
.cf textarea{border:2px solid var(--line);padding:.6rem}
.cf input:focus,.cf textarea:focus{outline:none;border-color:var(--accent);box-shadow:0 2px 0 var(--accent)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;padding:.85rem 2rem;font-weight:800;font-size:1rem;cursor:pointer}
.cf-submit:hover{background:var(--ink);color:var(--bg)}
.cf-status{font-weight:700;border-left:6px solid var(--accent);padding-left:.8rem}
.foot{padding:3rem var(--pad) 2rem;font-size:.9rem;font-weight:600}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:2px solid var(--line);padding-top:.75rem}
.masthead{padding:1.25rem var(--pad) 0}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:1rem;border-bottom:6px solid var(--line);padding-bottom:1rem}
.brand{display:flex;flex-direction:column;font-size:2rem;font-weight:800;letter-spacing:-.04em;line-height:1}
.brand a{text-decoration:none}
.brand-sub{font-size:1rem;font-weight:600;letter-spacing:0;color:var(--accent);margin-top:.3rem}
.masthead-nav ul{display:flex;gap:1.5rem;list-style:none;padding:0;margin:0;font-weight:700}
.page{padding:clamp(2rem,6vw,4rem) var(--pad);max-width:calc(50rem + 2 * var(--pad))}
.page-title{font-size:clamp(2.4rem,7vw,5rem);font-weight:800;letter-spacing:-.05em;line-height:.95}
.page-lead{margin-top:1rem;font-size:1.2rem;font-weight:500}
.page-head{margin-bottom:2.5rem}
.page .post-item article{grid-template-columns:1fr}
.page .post-item{grid-template-columns:1fr}
.page .post-date,.page .post-title,.page .post-excerpt{grid-column:1;grid-row:auto}
.prose a{color:var(--accent)}
@media (max-width:900px){.sec{grid-template-columns:1fr;gap:1rem}.sec-head,.sec-body{grid-column:1}.head-grid{grid-template-columns:repeat(6,minmax(0,1fr))}.head-grid .portrait{grid-column:1 / span 2}.intro{grid-column:3 / -1}.head-grid:not(:has(.portrait)) .intro{grid-column:1 / -1}.contact-info,.cf{grid-column:1 / -1}}
@media (max-width:600px){.proj{grid-template-columns:1fr}.xp-item,.edu-item,.tr-item,.post-item article{grid-template-columns:1fr;gap:.3rem}.xp-meta,.edu-meta,.xp-body,.edu-body,.tr-body,.tr-item>:not(.tr-body),.post-date,.post-title,.post-excerpt{grid-column:1;grid-row:auto}.cf-row{grid-template-columns:1fr}.head-grid .portrait{grid-column:1 / span 3}.intro{grid-column:1 / -1}}
`;
