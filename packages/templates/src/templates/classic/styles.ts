/** Classic: cream paper, Playfair headlines, Source Serif text, an oxblood accent and hairline rules. Colours are the palette tokens (index.tsx). */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1080px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.125rem;line-height:1.65}
h1,h2,h3,.brand{font-family:var(--font-head)}
.mast{text-align:center;padding:2.5rem var(--pad) 0}
.dateline{font-size:.8rem;letter-spacing:.22em;text-transform:uppercase;color:var(--muted);border-top:1px solid var(--ink);border-bottom:1px solid var(--line);padding:.5rem 0;font-variant-numeric:oldstyle-nums}
.mast-name{font-size:clamp(2.9rem,10vw,6.5rem);line-height:1;font-weight:800;letter-spacing:-.02em;margin-top:clamp(1.5rem,4vw,2.5rem)}
.headline{font-style:italic;font-size:clamp(1.15rem,2.4vw,1.5rem);color:var(--accent);margin-top:.75rem}
.mast-nav{margin-top:clamp(1.5rem,4vw,2.25rem);border-top:3px double var(--ink);border-bottom:1px solid var(--ink)}
.mast-nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 2rem;list-style:none;padding:.6rem 0;margin:0}
.mast-nav a{text-decoration:none;font-size:.8rem;letter-spacing:.18em;text-transform:uppercase;font-weight:600}
.mast-nav a:hover{color:var(--accent)}
.paper{padding:0 var(--pad) 3rem}
.lede{display:grid;gap:2rem;align-items:center;padding:clamp(2rem,5vw,3.5rem) 0;border-bottom:1px solid var(--line)}
.lede.has-portrait{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}
.lede-figure .portrait{width:100%;aspect-ratio:4/5;object-fit:cover;filter:saturate(.85) contrast(1.02);border:1px solid var(--ink);padding:.5rem;background:var(--surface)}
.lede-text{font-family:var(--font-head);font-size:clamp(1.5rem,3.4vw,2.4rem);line-height:1.3;font-style:italic;font-weight:500}
.lede-text::before{content:'“';color:var(--accent)}
.lede-text::after{content:'”';color:var(--accent)}
.sec{padding-top:clamp(2rem,5vw,3rem)}
.sec-title{font-size:.85rem;letter-spacing:.24em;text-transform:uppercase;font-weight:700;color:var(--accent);display:flex;align-items:center;gap:1rem;margin-bottom:1.5rem}
.sec-title::after{content:'';flex:1;height:1px;background:var(--line)}
.about-drop .about-text{columns:2 26rem;column-gap:3rem}
.about-drop .about-text p:first-child::first-letter{float:left;float:inline-start;font-family:var(--font-head);font-size:4.4em;line-height:.8;padding:.08em .1em 0 0;color:var(--accent);font-weight:800}
.about-text p+p,.paras p+p{margin-top:.9em}
.columns{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:clamp(2rem,5vw,4rem);border-bottom:1px solid var(--line);padding-bottom:2.5rem}
.columns.single{grid-template-columns:1fr}
.col-side{border-left:1px solid var(--line);padding-left:clamp(1.5rem,3vw,2.5rem)}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:1.75rem}
.xp-item{display:grid;grid-template-columns:9rem minmax(0,1fr);gap:1.5rem;padding-bottom:1.75rem;border-bottom:1px solid var(--line)}
.xp-item:last-child{border-bottom:0;padding-bottom:0}
.xp-meta{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted);font-variant:small-caps;letter-spacing:.04em}
.xp-role{font-size:1.45rem;font-weight:700;line-height:1.2}
.xp-org{font-style:italic;color:var(--accent)}
.xp-desc,.proj-desc,.edu-desc,.tr-desc{margin-top:.5rem}
.tags{display:flex;flex-wrap:wrap;gap:.1rem .9rem;list-style:none;padding:0;margin-top:.6rem;font-size:.85rem;color:var(--muted);font-style:italic}
.tags li+li::before{content:'·';margin-right:.9rem;margin-left:-.45rem}
.proj{list-style:none;padding:0;display:grid;gap:2.25rem}
.proj-item.has-media{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.2fr);gap:1.75rem;align-items:start}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--ink)}
.proj-meta{font-size:.8rem;letter-spacing:.16em;text-transform:uppercase;color:var(--muted)}
.proj-title{font-size:1.5rem;font-weight:700;line-height:1.2;margin-top:.25rem}
.proj-links{display:flex;gap:1.25rem;margin-top:.75rem;font-weight:600}
.proj-links a,.posts-all a,.cert-link,.post-back a{color:var(--accent)}
.skill-group+.skill-group{margin-top:1.25rem}
.skill-title{font-size:1.1rem;font-style:italic;font-weight:600}
.skill-list{list-style:none;padding:0;margin-top:.35rem}
.skill{padding:.3rem 0;border-bottom:1px dotted var(--line)}
.edu-item,.tr-item{display:block}
.edu-meta{font-size:.85rem;color:var(--muted);display:flex;gap:.5rem;font-variant:small-caps}
.edu-degree,.tr-title{font-size:1.15rem;font-weight:700;line-height:1.3}
.edu-school,.tr-meta{font-style:italic}
.col-side .tags{font-size:.8rem}
.post-date{font-size:.8rem;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.post-title{font-size:1.4rem;line-height:1.25;margin-top:.2rem}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline;text-decoration-color:var(--accent)}
.post-excerpt{margin-top:.35rem;color:var(--muted)}
.posts-all{margin-top:1.25rem;font-style:italic}
.sec-contact{padding-top:3rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:3rem}
.contact-intro{font-size:1.25rem;font-style:italic}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.75rem}
.cd-label{display:block;font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.contact-details a{color:var(--accent)}
.cf{display:grid;gap:1.1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1.1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.8rem;letter-spacing:.16em;text-transform:uppercase;font-weight:600}
.cf input,.cf textarea{border:0;border-bottom:1px solid var(--ink);background:transparent;padding:.55rem 0;border-radius:0}
.cf textarea{border:1px solid var(--ink);padding:.6rem}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:start;background:var(--ink);color:var(--bg);border:0;padding:.85rem 1.75rem;font-size:.85rem;letter-spacing:.18em;text-transform:uppercase;cursor:pointer}
.cf-status{font-style:italic;border-left:3px solid var(--accent);padding-left:1rem}
.foot{padding:1.5rem var(--pad) 2.5rem;font-size:.85rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:3px double var(--ink);padding-top:1rem}
.masthead{padding:1.5rem var(--pad) 0}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:1rem;border-bottom:3px double var(--ink);padding-bottom:1rem}
.brand{display:flex;flex-direction:column;font-size:1.6rem;font-weight:800}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.95rem;font-weight:400;font-style:italic;color:var(--accent)}
.masthead-nav ul{display:flex;gap:1.5rem;list-style:none;padding:0;margin:0;font-size:.8rem;letter-spacing:.16em;text-transform:uppercase}
.masthead-nav a{text-decoration:none}
.page{padding:clamp(2rem,6vw,4rem) var(--pad);max-width:calc(44rem + 2 * var(--pad));margin:0 auto}
.page-title{font-size:clamp(2.2rem,6vw,3.6rem);line-height:1.08;font-weight:800}
.page-lead{font-style:italic;color:var(--muted);margin-top:.6rem;font-size:1.2rem}
.page-head{margin-bottom:2rem;padding-bottom:1.5rem;border-bottom:1px solid var(--line)}
.prose a{color:var(--accent)}
.prose>p:first-child::first-letter{float:left;float:inline-start;font-family:var(--font-head);font-size:3.6em;line-height:.8;padding:.08em .1em 0 0;color:var(--accent)}
@media (max-width:820px){.columns{grid-template-columns:1fr}.col-side{border-left:0;padding-left:0;border-top:1px solid var(--line)}.lede.has-portrait{grid-template-columns:1fr}.lede-figure{max-width:11rem}.contact-grid{grid-template-columns:1fr;gap:2rem}.proj-item.has-media{grid-template-columns:1fr}}
@media (max-width:520px){.xp-item{grid-template-columns:1fr;gap:.35rem}.cf-row{grid-template-columns:1fr}.mast-nav ul{gap:.25rem 1.1rem}}
:is(:lang(ar),:lang(fa),:lang(ur),:lang(he),:lang(zh),:lang(ja),:lang(ko)) :is(.about-drop .about-text p:first-child,.prose>p:first-child)::first-letter{float:none;font:inherit;padding:0;color:inherit;line-height:inherit}
@media (min-width:821px){[dir=rtl] .col-side{border-left:0;padding-left:0;border-right:1px solid var(--line);padding-right:clamp(1.5rem,3vw,2.5rem)}}
`;
