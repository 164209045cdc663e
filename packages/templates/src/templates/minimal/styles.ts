/** Minimal: ink on paper, one typeface, a label gutter and plenty of air. Colours are the palette tokens (index.tsx). */
export const css = `
:root{--w:44rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.65;font-feature-settings:'cv11','ss01'}
.top,main>.sec,.foot,.masthead,.page{width:min(100% - 2.5rem,var(--w) + 12rem);margin-inline:auto}
.top{padding:clamp(3rem,12vw,8rem) 0 clamp(2rem,6vw,4rem);display:grid;grid-template-columns:12rem minmax(0,1fr);column-gap:0}
.top>*{grid-column:2}
.top .portrait{grid-column:1;grid-row:1 / span 3;width:4.5rem;height:4.5rem;border-radius:50%;object-fit:cover;filter:grayscale(1)}
.name,.page-title,.brand{font-family:var(--font-head)}
.name{font-size:1.5rem;font-weight:600;letter-spacing:-.02em;line-height:1.3}
.headline{color:var(--muted);font-size:1.5rem;letter-spacing:-.02em;line-height:1.3}
.intro{margin-top:2rem;font-size:1.25rem;line-height:1.5;letter-spacing:-.01em;max-width:34rem}
.top .contact-details{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;list-style:none;padding:0;margin-top:1.5rem;color:var(--muted);font-size:.92rem}
.cd-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sec{display:grid;grid-template-columns:12rem minmax(0,1fr);padding:2.5rem 0;border-top:1px solid var(--line)}
.sec-title{font-size:.92rem;font-weight:500;color:var(--muted);line-height:1.65}
.about-text{max-width:var(--w)}
.about-text p+p,.paras p+p{margin-top:1em}
.xp,.edu,.tr,.proj,.posts{list-style:none;padding:0;display:grid;gap:2rem}
.xp-item,.edu-item{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 1.5rem}
.xp-meta,.edu-meta{grid-column:2;grid-row:1;color:var(--muted);font-size:.92rem;text-align:right;display:flex;flex-direction:column}
.xp-body,.edu-body{grid-column:1;grid-row:1}
.xp-role,.edu-degree,.proj-title,.tr-title,.skill-title,.post-title{font-size:1rem;font-weight:600;line-height:1.5}
.xp-org,.edu-school,.tr-meta,.proj-meta{color:var(--muted)}
.xp-desc,.proj-desc,.edu-desc,.tr-desc{margin-top:.4rem;max-width:36rem}
.tags{display:flex;flex-wrap:wrap;gap:0 .4rem;list-style:none;padding:0;margin-top:.4rem;color:var(--muted);font-size:.88rem}
.tags li:not(:last-child)::after{content:','}
.proj-meta{font-size:.88rem}
.proj-media{margin-bottom:.9rem}
.proj-media img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:.4rem;border:1px solid var(--line)}
.proj-links{display:flex;gap:1.25rem;margin-top:.5rem;font-size:.92rem}
a{color:var(--accent);text-decoration-color:var(--underline);text-underline-offset:.2em;text-decoration-thickness:1px}
a:hover{text-decoration-color:currentColor}
.skills{display:grid;gap:1.25rem}
.skill-list{display:flex;flex-wrap:wrap;gap:0 .4rem;list-style:none;padding:0;color:var(--muted)}
.skill:not(:last-child)::after{content:','}
.tr-item{display:flex;gap:1rem}
.tr-img{width:3rem;height:3rem;object-fit:cover;border-radius:.4rem}
.post-item article{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 1.5rem}
.post-date{grid-column:2;grid-row:1;color:var(--muted);font-size:.92rem}
.post-title{grid-column:1;grid-row:1}
.post-excerpt{grid-column:1;color:var(--muted);margin-top:.2rem}
.posts-all{margin-top:1.5rem}
.contact-grid{display:grid;gap:2rem}
.contact-intro{max-width:34rem}
.sec-contact .contact-details{list-style:none;padding:0;display:grid;gap:.25rem;margin-top:1rem}
.sec-contact .cd-label{position:static;width:auto;height:auto;clip:auto;display:inline-block;min-width:6rem;color:var(--muted)}
.cf{display:grid;gap:1rem;max-width:34rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.92rem;color:var(--muted)}
.cf input,.cf textarea{border:1px solid var(--field-line);border-radius:.4rem;padding:.6rem .75rem;background:var(--surface)}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--ink);outline-offset:1px;border-color:var(--ink)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:.4rem;padding:.65rem 1.4rem;font-weight:500;cursor:pointer}
.cf-status{padding:.6rem .8rem;border:1px solid var(--line);border-radius:.4rem}
.foot{border-top:1px solid var(--line);padding:2rem 0 4rem;color:var(--muted);font-size:.88rem}
.foot-line{display:flex;justify-content:space-between;flex-wrap:wrap;gap:.5rem}
.masthead{padding:2.5rem 0 1rem}
.masthead-inner{display:flex;justify-content:space-between;flex-wrap:wrap;gap:1rem}
.brand{display:flex;gap:.5rem;flex-wrap:wrap;font-weight:600}
.brand a{text-decoration:none}
.brand-sub{color:var(--muted);font-weight:400}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0}
.page{padding:3rem 0 4rem;max-width:var(--w)}
.page-title{font-size:clamp(1.75rem,5vw,2.5rem);font-weight:600;letter-spacing:-.03em;line-height:1.15}
.page-lead{color:var(--muted);margin-top:.5rem}
.page-head{margin-bottom:2.5rem}
.page .post-back{margin-bottom:1.5rem;color:var(--muted)}
.page-head .tags{margin-top:.75rem}
@media (max-width:760px){.top{grid-template-columns:1fr}.top>*,.top .portrait{grid-column:1;grid-row:auto}.top .portrait{margin-bottom:1.5rem}.sec{grid-template-columns:1fr;gap:1rem}.sec-title{color:var(--ink);font-weight:600}}
@media (max-width:520px){.xp-item,.edu-item,.post-item article{grid-template-columns:1fr}.xp-meta,.edu-meta,.post-date{grid-column:1;grid-row:auto;text-align:left;flex-direction:row;gap:.5rem;flex-wrap:wrap}.cf-row{grid-template-columns:1fr}}
`;
