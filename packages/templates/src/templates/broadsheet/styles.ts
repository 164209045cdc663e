/**
 * Broadsheet: newsprint and black ink, one red for the kicker and the drop cap; DM Serif Display
 * for the title and the headlines, Source Serif 4 set justified for the text. Hairline column rules,
 * a double rule under the dateline, small capitals for labels and bylines. Colours are the palette
 * tokens (index.tsx); `rule` is the heavy rule's ink.
 */
export const css = `
:root{--pad:max(clamp(1rem,3.5vw,2.5rem),calc((100% - 1200px)/2));--caps:.74rem;--gutter:clamp(1.1rem,2.2vw,1.75rem)}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.5}
a{color:var(--ink);text-decoration-color:var(--accent);text-underline-offset:.18em;text-decoration-thickness:1px}
a:hover{color:var(--accent)}
.name,.sec-title,.xp-role,.edu-degree,.proj-title,.post-title,.tr-title,.brand,.page-title,.ear-mid{font-family:var(--font-head);font-weight:400}
.ear,.dateline-text,.nav a,.sec-title,.xp-org,.proj-meta,.skill-title,.cd-label,.post-date,.photo-cap::before,.lead .sec-head::before{font-size:var(--caps);letter-spacing:.12em;text-transform:uppercase}
.paper{padding:0 var(--pad)}
.ears{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;gap:.5rem 1rem;padding:.9rem 0 .6rem;border-bottom:1px solid var(--line);color:var(--muted)}
.ear-start{grid-column:1;justify-self:start}
.ear-mid{grid-column:2;font-size:1rem;letter-spacing:.04em;text-transform:none;color:var(--ink)}
.ear-end{grid-column:3;justify-self:end;text-align:end}
.name{text-align:center;font-size:clamp(2.6rem,10.5vw,8rem);line-height:.98;letter-spacing:-.015em;padding:clamp(.9rem,2.5vw,1.6rem) 0 .22em}
.name.long{font-size:clamp(2.1rem,6.5vw,5.2rem)}
.headline{text-align:center;font-style:italic;font-size:clamp(1rem,1.8vw,1.2rem);color:var(--muted);margin-top:-.1em;padding-bottom:.9rem}
.dateline{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.4rem 2rem;padding:.5rem 0;border-top:1px solid var(--rule);border-bottom:4px double var(--rule)}
.dateline-text{font-weight:600;min-width:0}
.dateline:empty{padding:0;border-top:0}
.nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.2rem;list-style:none;margin:0;padding:0}
.nav a{text-decoration:none;color:var(--ink)}
.nav a:hover{color:var(--accent);text-decoration:underline}
main{padding:0 var(--pad) clamp(2.5rem,6vw,4rem)}
.front{display:grid;grid-template-columns:minmax(0,1fr)}
.front.has-main.has-side{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
.col-main,.col-side{min-width:0}
.has-main.has-side .col-main{padding-inline-end:var(--gutter)}
.has-main.has-side .col-side{padding-inline-start:var(--gutter);border-inline-start:1px solid var(--line)}
.front:not(.has-main) .col-side{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr));gap:0 var(--gutter);align-items:start}
.sec{padding-top:1.4rem}
.sec-head{border-top:2px solid var(--rule);padding-top:.4rem}
.sec-title{font-family:var(--font-body);font-weight:700}
.sec-body{margin-top:.9rem}
/* The lead story: the intro as its headline, the summary in two justified columns under a drop cap. */
.lead .sec-head{border-top:0;padding-top:0}
.lead .sec-head::before{content:'The summary';display:block;font-family:var(--font-body);font-weight:700;color:var(--accent);margin-bottom:.35rem}
.lead .sec-title{font-family:var(--font-head);font-weight:400;font-size:clamp(2rem,4.6vw,3.5rem);line-height:1.04;letter-spacing:-.01em;text-transform:none}
.lead.lead-long .sec-title{font-size:clamp(1.55rem,3vw,2.3rem);line-height:1.12}
.lead .about-text{columns:2 16rem;column-gap:var(--gutter);column-rule:1px solid var(--line);font-size:1.08rem;line-height:1.55;text-align:justify;hyphens:auto}
.lead .about-text p+p{margin-top:.6rem;text-indent:1.2em}
.lead .about-text>p:first-child::first-letter{float:left;font-family:var(--font-head);font-size:4.4em;line-height:.8;padding:.05em .1em 0 0;color:var(--accent)}
[dir=rtl] .lead .about-text>p:first-child::first-letter{float:right;padding:.06em 0 0 .09em}
.rt-list{padding-inline-start:1.1em;text-align:start}
.rt-list>li::marker{content:'■  ';font-size:.6em;color:var(--accent)}
/* The roles as articles in ruled columns: headline, byline, dateline, story. */
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp{columns:2 15rem;column-gap:var(--gutter);column-rule:1px solid var(--line)}
.front:not(.has-side) .xp{columns:3 15rem}
.xp-item{break-inside:avoid;display:flex;flex-direction:column;padding-bottom:1rem;margin-bottom:1rem;border-bottom:1px solid var(--line)}
.xp-item:last-child{border-bottom:0;margin-bottom:0}
.xp-body{display:contents}
.xp-role{order:-3;font-size:1.45rem;line-height:1.1}
.xp-item:first-child .xp-role{font-size:clamp(1.6rem,2.6vw,2.05rem)}
.xp-org{order:-2;margin-top:.4rem;font-weight:700}
.xp-meta{order:-1;font-style:italic;color:var(--muted);font-size:.9rem;margin-bottom:.45rem}
.xp-place::before{content:' · '}
.xp-desc{text-align:justify;hyphens:auto}
.xp-desc p+p{margin-top:.5rem;text-indent:1.2em}
.tags{display:flex;flex-wrap:wrap;list-style:none;padding:0;margin-top:.5rem;font-size:.85rem;font-style:italic;color:var(--muted)}
.tags li:not(:last-child)::after{content:',';margin-inline-end:.3em}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1.25rem var(--gutter)}
.proj-item{min-width:0;display:flex;flex-direction:column}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;filter:grayscale(1) contrast(1.08);border:1px solid var(--line)}
.proj-body{padding-top:.6rem;min-width:0}
.proj-meta{font-weight:700;color:var(--accent)}
.proj-title{font-size:1.4rem;line-height:1.12;margin-top:.15rem}
.proj-desc{margin-top:.4rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.2rem 1rem;margin-top:.5rem;font-style:italic}
.proj-links a::after{content:' ›'}
.photo{margin:1.4rem 0 0}
.photo .portrait{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;filter:grayscale(1) contrast(1.1);border:1px solid var(--line)}
.photo-cap{padding:.45rem 0 .6rem;border-bottom:1px solid var(--line);font-size:.88rem;font-style:italic;color:var(--muted)}
.photo-cap::before{content:'Pictured ';font-style:normal;font-weight:700;color:var(--ink);margin-inline-end:.3em}
.box .sec-head{border-top:0;padding-top:0}
.box{margin-top:1.4rem;padding:.85rem 1rem 1rem;border:1px solid var(--rule);outline:1px solid var(--line);outline-offset:3px}
.box .sec-title{text-align:center;padding-bottom:.45rem;border-bottom:1px solid var(--rule)}
.box .sec-body{margin-top:.7rem}
.skills{display:grid;gap:.8rem}
.skill-title{font-family:var(--font-body);font-weight:700;color:var(--muted);margin-bottom:.2rem}
.skill-list{display:flex;flex-wrap:wrap;list-style:none;padding:0}
.skill-list li:not(:last-child)::after{content:'·';padding:0 .45em;color:var(--accent)}
.edu-item{padding:.6rem 0;border-top:1px solid var(--line)}
.edu-item:first-child{border-top:0;padding-top:0}
.edu-meta{font-size:.85rem;font-style:italic;color:var(--muted)}
.edu-place::before{content:' · '}
.edu-degree{font-size:1.15rem;line-height:1.2}
.edu-school{font-size:.95rem}
.edu-desc,.tr-desc{margin-top:.3rem;font-size:.95rem}
.tr-item{display:flex;gap:.75rem;padding:.6rem 0;border-top:1px solid var(--line)}
.tr-item:first-child{border-top:0;padding-top:0}
.tr-img{width:2.75rem;height:2.75rem;object-fit:cover;flex:none;filter:grayscale(1)}
.tr-body{min-width:0}
.tr-title{font-size:1.1rem;line-height:1.2}
.tr-meta{font-size:.9rem;font-style:italic;color:var(--muted)}
.post-item{padding:.75rem 0;border-top:1px solid var(--line)}
.post-item:first-child{border-top:0;padding-top:0}
.post-date{color:var(--muted)}
.post-title{font-size:1.4rem;line-height:1.15;margin-top:.1rem}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{margin-top:.25rem;font-style:italic;color:var(--muted)}
.posts-all{margin-top:.6rem;font-style:italic}
.sec-contact{margin-top:clamp(1.5rem,4vw,2.5rem)}
.sec-contact .sec-head{border-top:4px double var(--rule)}
main>.sec-contact:first-child{margin-top:0}
main>.sec-contact:first-child .sec-head{border-top:0}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1.5rem var(--gutter)}
.contact-grid.no-info{grid-template-columns:minmax(0,1fr);max-width:40rem}
.contact-intro{font-size:1.1rem;font-style:italic}
.contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.5rem}
.cd-label{display:block;font-weight:700;color:var(--muted)}
.cv-download{margin-top:1rem}
.cf{display:grid;gap:.8rem;align-content:start;padding-inline-start:var(--gutter);border-inline-start:1px solid var(--line)}
.no-info .cf{padding-inline-start:0;border-inline-start:0}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-size:var(--caps);font-weight:700;letter-spacing:.12em;text-transform:uppercase}
.cf input,.cf textarea{padding:.55rem .6rem;border:1px solid var(--muted);border-radius:0;background:var(--surface);color:var(--ink);font-family:var(--font-body)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.6rem 1.3rem;border:0;background:var(--ink);color:var(--bg);font-family:var(--font-body);font-weight:700;letter-spacing:.1em;text-transform:uppercase;font-size:var(--caps);cursor:pointer}
.cf-submit:hover{background:var(--accent);color:var(--on-accent)}
.cf-status{padding:.55rem .75rem;border:1px solid var(--rule);font-weight:700}
.foot{padding:0 var(--pad) 2rem;color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:.6rem;border-top:1px solid var(--rule)}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;padding:1rem 0 .6rem;border-bottom:4px double var(--rule)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .8rem;font-size:1.7rem;line-height:1.1;min-width:0}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.95rem;font-style:italic;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.2rem;list-style:none;padding:0;margin:0}
.masthead-nav a{text-decoration:none;font-size:var(--caps);letter-spacing:.12em;text-transform:uppercase}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(1.75rem,5vw,3rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:42rem}
.page-head{padding-bottom:1rem;margin-bottom:1.5rem;border-bottom:1px solid var(--rule)}
.page-title{font-size:clamp(2.2rem,5.5vw,3.6rem);line-height:1.04}
.page-lead{margin-top:.5rem;font-size:1.1rem;font-style:italic;color:var(--muted)}
.post-back{margin-bottom:1rem;font-style:italic}
.prose{font-size:1.08rem;text-align:justify;hyphens:auto}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:400;text-align:start}
.page-empty{color:var(--muted);font-style:italic}
@media (max-width:780px){
.front.has-main.has-side{grid-template-columns:minmax(0,1fr)}
.has-main.has-side .col-main{padding-inline-end:0}
.has-main.has-side .col-side{padding-inline-start:0;border-inline-start:0;margin-top:1.4rem;border-top:4px double var(--rule)}
.contact-grid{grid-template-columns:minmax(0,1fr)}
.cf{padding-inline-start:0;border-inline-start:0}
}
@media (max-width:560px){
.ears{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.ear-mid{grid-column:1 / -1;grid-row:1;justify-self:center}
.ear-start{grid-row:2}
.ear-end{grid-row:2;grid-column:2}
.dateline{justify-content:center;text-align:center}
.nav ul{justify-content:center}
.lead .about-text,.xp-desc,.prose{text-align:start}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media print{
.site .ears,.site .dateline .nav,.site .photo-cap{display:none!important}
.site .name,.site .headline{text-align:left!important}
.site .xp-item{display:block!important}
.site .lead .about-text>p:first-child::first-letter{float:none!important;font-size:inherit!important;padding:0!important}
.site .tags li::after,.site .skill-list li::after,.site .lead .sec-head::before,.site .photo-cap::before{content:none!important}
.site .lead .sec-title{font-size:12pt!important}
}
`;
