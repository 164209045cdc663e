/**
 * Boardroom: one sheet of laid paper on a desk, set like the directors' page of an annual report.
 * Source Serif 4 for the name and figures, Source Sans 3 in small caps for the furniture, a heavy
 * rule on top, hairlines between. Colours are the palette tokens (index.tsx); --rule is the heavy rule.
 */
export const css = `
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.18em;text-decoration-thickness:1px}
h1,h2,h3,.brand,.page-title{font-family:var(--font-head);color:var(--heading)}
.sheet{width:min(100% - 3rem,74rem);margin:clamp(1.5rem,4vw,3.5rem) auto;background:var(--surface);box-shadow:0 1px 2px var(--shadow),0 1.5rem 3rem -1.5rem var(--shadow);padding:clamp(1.5rem,4.5vw,4rem) clamp(1.25rem,5vw,4.5rem) clamp(1.5rem,3vw,2.5rem)}
.rule-bar,.masthead-inner{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.4rem 2rem;border-top:3px solid var(--rule);border-bottom:1px solid var(--line);padding:.55rem 0}
.kicker,.nav,.masthead-nav{font-size:.74rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase}
.kicker{color:var(--muted)}
.nav ul,.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.25rem}
.nav a,.masthead-nav a{color:var(--ink);text-decoration:none}
.nav a:hover,.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent)}
.ident{display:grid;gap:2rem 3.5rem;padding:clamp(2rem,5vw,3.5rem) 0 clamp(1.75rem,4vw,2.75rem);align-items:end}
.ident.has-pic{grid-template-columns:minmax(0,1fr) minmax(0,15rem)}
.name{font-size:clamp(2.5rem,6.4vw,4.9rem);line-height:1.02;font-weight:600;letter-spacing:-.025em}
.headline{margin-top:.9rem;font-size:.84rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:var(--accent)}
.intro{margin-top:1.25rem;font-family:var(--font-head);font-size:clamp(1.15rem,2.2vw,1.45rem);line-height:1.45;max-width:38ch}
.place{margin-top:1rem;font-size:.8rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.portrait{width:100%;aspect-ratio:4/5;object-fit:cover;outline:1px solid var(--line);outline-offset:6px}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,10rem),1fr));border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.kpis .stat{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:.25rem;padding:1.1rem 1.25rem 1.2rem;border-inline-start:1px solid var(--line)}
.kpis .stat:first-child{border-inline-start:0;padding-inline-start:0}
.kpis dd{font-family:var(--font-head);font-size:clamp(1.45rem,2.8vw,2.05rem);line-height:1.1;font-weight:600;color:var(--heading);font-variant-numeric:lining-nums}
.kpis dt{font-size:.72rem;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.cols{display:grid;grid-template-columns:minmax(0,1.9fr) minmax(0,1fr);gap:0 clamp(2rem,5vw,4.5rem);padding-top:.5rem}
.cols.single{grid-template-columns:minmax(0,1fr)}
.col-side{border-inline-start:1px solid var(--line);padding-inline-start:clamp(1.5rem,3vw,2.5rem)}
.col-end{grid-column:1 / -1}
.sec{padding-top:2.25rem}
.sec-head{margin-bottom:1.1rem}
.sec-title{font-family:var(--font-body);font-size:.76rem;font-weight:700;letter-spacing:.18em;text-transform:uppercase;color:var(--accent);border-top:1px solid var(--rule);padding-top:.55rem}
.sec-lead{font-size:.95rem;color:var(--muted);opacity:1}
.about-text{font-family:var(--font-head);font-size:1.12rem;line-height:1.6;max-width:62ch}
.about-text p:first-child::first-line{font-variant-caps:small-caps;letter-spacing:.04em}
.rt p+p,.rt p+ul,.rt ul+p,.about-text p+p{margin-top:.75em}
.rt-list{padding-inline-start:1.1em}
.rt-list li::marker{color:var(--accent)}
.wins{display:grid;gap:1.4rem}
.win{display:grid;grid-template-columns:3rem minmax(0,1fr);gap:0 1rem}
.win-no{font-family:var(--font-head);font-size:1.9rem;line-height:1;font-weight:300;color:var(--accent);font-variant-numeric:oldstyle-nums}
.win-title{font-size:1.2rem;line-height:1.3;font-weight:600}
.win-impact{margin-top:.2rem;font-size:.95rem}
.win-impact strong{color:var(--heading);font-weight:700}
.win-time{color:var(--muted)}
.win-outcome{margin-top:.3rem;color:var(--ink);max-width:60ch}
.xp,.edu{display:grid;gap:1.1rem}
.xp-item{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:'body meta';gap:0 1.5rem;padding-bottom:1.1rem;border-bottom:1px solid var(--line)}
.xp-item:last-child{border-bottom:0;padding-bottom:0}
.xp-meta{grid-area:meta;display:flex;flex-direction:column;align-items:flex-end;text-align:end;font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.xp-body{grid-area:body;min-width:0}
.xp-role{font-size:1.12rem;line-height:1.3;font-weight:600}
.xp-org{font-weight:600;font-size:.95rem}
.xp-desc{margin-top:.35rem;max-width:62ch}
.xp .tags{display:none}
.philosophy{font-family:var(--font-head);font-size:clamp(1.25rem,2.4vw,1.6rem);line-height:1.4;color:var(--heading);padding-inline-start:1.25rem;border-inline-start:3px solid var(--accent);max-width:36ch}
.competencies{margin-top:1.25rem}
.tags{display:flex;flex-wrap:wrap;gap:.35rem .5rem;margin-top:.6rem}
.tags li{font-size:.8rem;font-weight:600;letter-spacing:.04em;padding:.15rem .6rem;border:1px solid var(--line);color:var(--ink)}
.roles{display:grid;gap:1.1rem}
.role-title{font-size:1.05rem;line-height:1.3;font-weight:600}
.role-meta{font-size:.8rem;letter-spacing:.06em;text-transform:uppercase;color:var(--muted);margin-top:.15rem}
.role-note{font-size:.92rem;margin-top:.3rem}
.edu-item{display:flex;flex-direction:column-reverse}
.edu-meta{font-size:.82rem;color:var(--muted);display:flex;flex-wrap:wrap;gap:0 .6rem}
.edu-degree,.tr-title{font-size:1.02rem;line-height:1.3;font-weight:600}
.edu-school,.tr-meta{font-size:.92rem}
.edu-desc,.tr-desc{font-size:.92rem;margin-top:.2rem}
.col-side .tags li{font-size:.74rem}
.tr{display:grid;gap:1rem}
.tr-item{display:flex;gap:.8rem;align-items:flex-start}
.tr-img{width:2.5rem;height:2.5rem;object-fit:cover}
.skills{display:grid;gap:1rem}
.skill-title{font-family:var(--font-body);font-size:.78rem;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.skill-list{display:flex;flex-wrap:wrap;margin-top:.25rem}
.skill:not(:last-child)::after{content:',' / '';margin-inline-end:.35em}
.proj{display:grid;gap:1.25rem}
.proj-item{display:grid;gap:0 1.5rem;padding-bottom:1.25rem;border-bottom:1px solid var(--line)}
.proj-item:last-child{border-bottom:0}
.proj-item.has-media{grid-template-columns:minmax(0,11rem) minmax(0,1fr)}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;outline:1px solid var(--line)}
.proj-meta{font-size:.78rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.proj-title{font-size:1.12rem;line-height:1.3;font-weight:600;margin-top:.1rem}
.proj-desc{margin-top:.3rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.3rem 1.25rem;margin-top:.5rem;font-size:.88rem;font-weight:600}
.posts{display:grid;gap:1rem}
.post-date{font-size:.76rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.post-title{font-size:1.05rem;line-height:1.35;font-weight:600}
.post-title a{color:var(--heading);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{font-size:.92rem;margin-top:.2rem}
.posts-all{margin-top:.9rem;font-size:.88rem;font-weight:600}
.col-end .sec{padding-top:2.75rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.5fr);gap:2rem 3.5rem}
.contact-intro{font-family:var(--font-head);font-size:1.1rem}
.sec-contact .contact-details{margin-top:1.1rem;display:grid;gap:.5rem}
.contact-details li{display:grid;grid-template-columns:6.5rem minmax(0,1fr);gap:1rem}
.cd-label{font-size:.74rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);padding-top:.2rem}
.cv-download a{border-width:1px;border-radius:0;color:var(--accent)}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-size:.74rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.cf input,.cf textarea{background:var(--surface);border:1px solid var(--line);border-radius:0;padding:.6rem .75rem}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:0;border-color:var(--accent)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:0;padding:.7rem 1.5rem;font-size:.8rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;cursor:pointer}
.cf-status{border-inline-start:3px solid var(--accent);padding-inline-start:.8rem}
.foot{margin-top:3rem;padding-top:.8rem;border-top:1px solid var(--line);font-size:.76rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1.5rem}
.masthead{margin-bottom:clamp(2rem,5vw,3rem)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem 1rem;font-size:1.25rem;font-weight:600}
.brand a{color:var(--heading);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.74rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--accent)}
.page{max-width:44rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2rem,5vw,3.1rem);line-height:1.1;font-weight:600;letter-spacing:-.02em}
.page-lead,.post-back{font-size:.8rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase;color:var(--muted);margin-top:.6rem}
.post-back{margin:0 0 1rem}
.page .tags{margin-top:1rem}
.prose{font-family:var(--font-head);font-size:1.12rem}
.prose pre{white-space:pre-wrap;overflow-wrap:anywhere;border-radius:0}
.prose blockquote{border-left:0;border-inline-start:3px solid var(--accent);font-style:normal}
@media (max-width:880px){.cols{grid-template-columns:minmax(0,1fr)}.col-side{border-inline-start:0;padding-inline-start:0}}
@media (max-width:640px){
.sheet{width:100%;margin:0;box-shadow:none}
.ident.has-pic{grid-template-columns:minmax(0,1fr) minmax(0,6.5rem);gap:0 1.25rem;align-items:start}
.has-pic .ident-text{display:contents}
.has-pic .name,.has-pic .headline{grid-column:1}
.has-pic .intro,.has-pic .place{grid-column:1 / -1}
.has-pic .portrait{grid-column:2;grid-row:1 / span 2}
.kpis .stat{padding-inline:0 1rem}
.kpis .stat:nth-child(odd){border-inline-start:0}
.kpis .stat:nth-child(even){padding-inline-start:1rem}
.kpis{grid-template-columns:repeat(2,minmax(0,1fr))}
.xp-item{grid-template-columns:minmax(0,1fr);grid-template-areas:'meta' 'body'}
.xp-meta{align-items:flex-start;text-align:start;flex-direction:row;flex-wrap:wrap;gap:0 .6rem}
.proj-item.has-media{grid-template-columns:minmax(0,1fr)}
.proj-media{margin-bottom:.8rem}
.contact-grid,.cf-row{grid-template-columns:minmax(0,1fr)}
.contact-details li{grid-template-columns:minmax(0,1fr);gap:0}
}
`;
