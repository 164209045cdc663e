/**
 * Monograph: a book page. Cream paper, brown-black ink and one rubric red (the accent), Cormorant
 * Garamond throughout with its old-style figures and real italics, small capitals for the apparatus.
 * A text column of about 38em with a wide margin on the inline-start side for the marginal notes
 * (years, dates, chapter numerals); every chapter opens under a running head (the owner's name, the chapter's title).
 * Colours are the palette tokens (index.tsx); `paper` (the title page) and `rule` (heavy rules) its own.
 */
export const css = `
:root{--mw:8.5rem;--gap:2.25rem;--measure:39rem;--page:calc(var(--mw) + var(--gap) + var(--measure));--pad:max(1.25rem,calc((100% - var(--page))/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.3rem;line-height:1.55;font-weight:500;font-variant-numeric:oldstyle-nums proportional-nums;font-feature-settings:'onum','pnum'}
a{color:var(--accent);text-decoration-thickness:1px;text-underline-offset:.16em;transition:text-decoration-color .2s}
a:hover{text-decoration-color:currentColor;text-decoration-thickness:2px}
.name,.sec-title,.page-title,.brand,h3{font-family:var(--font-head)}
.tp-house,.rh,.contents-title,.sub-title,.skill-title,.cd-label,.foot,.masthead-nav,.xp-meta,.edu-meta{font-variant-caps:all-small-caps;letter-spacing:.09em}
/* The title page. */
.title-page{display:flex;flex-direction:column;align-items:center;text-align:center;padding:clamp(3rem,9vw,6.5rem) var(--pad) clamp(2.5rem,6vw,4rem);background:var(--paper);border-bottom:1px solid var(--line)}
.tp-house{font-size:1.05rem;color:var(--muted);padding-bottom:.9rem;margin-bottom:clamp(1.75rem,5vw,3rem);border-bottom:1px solid var(--rule);min-width:min(100%,14rem)}
.frontispiece{width:7.5rem;height:9.4rem;object-fit:cover;border-radius:50%/40%;border:1px solid var(--line);padding:.35rem;background:var(--bg);margin-bottom:1.75rem}
.frontispiece.monogram{display:grid;place-items:center;font-family:var(--font-head);font-size:2.6rem;color:var(--accent)}
.name{font-size:clamp(2.6rem,7.5vw,4.8rem);font-weight:500;line-height:1.02;letter-spacing:.01em;max-width:16ch;overflow-wrap:anywhere}
.headline{margin-top:.7rem;font-size:clamp(1.25rem,2.6vw,1.6rem);font-style:italic;color:var(--ink)}
.tp-ornament{margin:1.5rem 0 1.25rem;font-size:1.6rem;line-height:1;color:var(--accent)}
.intro{max-width:32em;font-size:clamp(1.2rem,2.2vw,1.42rem);line-height:1.5;color:var(--ink)}
.tp-imprint{display:flex;flex-wrap:wrap;justify-content:center;gap:.2rem 0;margin-top:1.5rem;font-size:1.05rem;color:var(--muted)}
.tp-imprint>*{overflow-wrap:anywhere}
.tp-imprint>*+*::before{content:'·';padding:0 .7rem;color:var(--muted)}
.contents{width:min(100%,28rem);margin-top:clamp(2.25rem,6vw,3.5rem);text-align:start}
.contents-title{text-align:center;font-size:1.05rem;color:var(--muted);margin-bottom:.6rem}
.contents ol{list-style:none;padding:0;margin:0;border-top:1px solid var(--rule)}
.contents li{border-bottom:1px solid var(--line)}
.contents a{display:flex;align-items:baseline;gap:.75rem;padding:.35rem 0;color:var(--ink);text-decoration:none}
.contents a:hover .toc-t{color:var(--accent);text-decoration:underline;text-decoration-thickness:1px}
.toc-n{flex:none;width:2.2rem;text-align:end;font-variant-caps:small-caps;color:var(--accent)}
.toc-t{flex:none;max-width:calc(100% - 5.5rem)}
.toc-c{flex:1 1 auto;display:flex;gap:.5rem;align-items:baseline;justify-content:flex-end;color:var(--muted);font-style:italic}
.toc-c::before{content:'';flex:1 1 1rem;border-bottom:1px dotted var(--muted);transform:translateY(-.22em);margin-inline-end:.25rem}
/* Chapters: the running head, the numeral in the margin, the body in the column. */
main{padding:0 var(--pad) clamp(2rem,6vw,4rem)}
.chapter{padding-top:clamp(1.25rem,3vw,2rem)}
.rh{display:flex;justify-content:space-between;gap:1rem;padding:.55rem 0 .4rem;background:var(--bg);border-bottom:1px solid var(--line);font-size:.95rem;color:var(--muted)}
.rh-verso,.rh-recto{min-width:0;overflow-wrap:anywhere}
.rh-recto{font-style:italic;font-variant-caps:normal;letter-spacing:0;font-size:1.08rem}
.sec{padding:clamp(1.75rem,4vw,2.75rem) 0 clamp(1rem,3vw,2rem)}
.sec-head{margin-bottom:clamp(1.25rem,3vw,2rem)}
.sec-title{display:grid;grid-template-columns:var(--mw) minmax(0,1fr);gap:0 var(--gap);align-items:baseline;font-size:clamp(1.9rem,4vw,2.6rem);font-weight:500;line-height:1.1}
.sec-marker{text-align:end;color:var(--accent);font-size:.7em;font-variant-caps:small-caps;letter-spacing:.06em}
.sec-lead{margin-inline-start:calc(var(--mw) + var(--gap));color:var(--muted);font-style:italic;opacity:1}
.sec-body{padding-inline-start:calc(var(--mw) + var(--gap));min-width:0}
.sub-title{font-size:1.05rem;color:var(--muted);margin-bottom:.4rem}
.about-text p+p,.paras p+p{margin-top:0;text-indent:1.5em}
.rt-list{padding-inline-start:1.2em}
/* The bibliography: a year in the margin, hanging numbers, the citation, its note. */
.bib-group{display:grid;grid-template-columns:var(--mw) minmax(0,1fr);gap:0 var(--gap);margin-inline-start:calc(-1 * (var(--mw) + var(--gap)));padding:.35rem 0 1.1rem}
.bib-group+.bib-group{border-top:1px solid var(--line);padding-top:1.1rem}
.bib-year{position:relative;align-self:start;text-align:end;font-size:1.7rem;font-weight:500;font-style:italic;line-height:1.2;color:var(--accent)}
.bib-list{list-style:none;padding:0;margin:0;display:grid;gap:.95rem}
.bib-item{display:grid;grid-template-columns:2.4rem minmax(0,1fr);gap:0 .6rem}
.bib-n{text-align:end;color:var(--muted);font-size:1.05rem;padding-top:.12rem}
.bib-body{min-width:0}
.bib-cite{line-height:1.45;overflow-wrap:break-word}
.bib-authors{color:var(--ink)}
.bib-me{font-weight:700;color:var(--ink);text-decoration:underline;text-decoration-color:var(--accent);text-decoration-thickness:1px;text-underline-offset:.2em}
cite.proj-title{font-style:italic;font-size:1em;font-weight:600}
.bib-venue{font-variant-caps:normal}
.bib-links{display:flex;flex-wrap:wrap;gap:.1rem 1.1rem;margin-top:.15rem;font-size:1.05rem}
.bib-links a{overflow-wrap:anywhere}
.bib-doi{font-variant-numeric:lining-nums;font-size:.95em}
.bib-note{margin-top:.2rem;font-size:1.1rem;line-height:1.45;color:var(--muted);font-style:italic}
.bib-fig{margin:.65rem 0 .25rem;max-width:22rem}
.bib-fig img{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--line);background:var(--paper)}
.bib-fig figcaption{margin-top:.35rem;font-size:1rem;line-height:1.4;color:var(--muted);font-style:italic}
.bib-fig-n{font-style:normal;font-variant-caps:all-small-caps;letter-spacing:.06em;color:var(--ink)}
.bib-keys{margin-top:.15rem;font-size:1rem}
/* Appointments, education, teaching: the dates are marginal notes. */
.xp,.edu,.tr,.posts,.honours{list-style:none;padding:0;margin:0;display:grid;gap:1.35rem}
.xp-item,.edu-item,.tr-item,.post-item article,.honour{display:grid;grid-template-columns:var(--mw) minmax(0,1fr);gap:0 var(--gap);margin-inline-start:calc(-1 * (var(--mw) + var(--gap)))}
.xp-meta,.edu-meta{display:flex;flex-direction:column;align-items:flex-end;text-align:end;gap:.05rem;font-size:1rem;color:var(--muted);padding-top:.25rem;min-width:0}
.xp-date,.edu-date,.tr-when,.honour-year,.post-date{color:var(--accent);font-variant-caps:normal;letter-spacing:0;font-style:italic;font-size:1.1rem}
.xp-place,.edu-place{overflow-wrap:anywhere}
.xp-body,.edu-body{min-width:0}
.xp-role,.edu-degree,.tr-title,.post-title{font-size:1.4rem;font-weight:600;line-height:1.25}
.xp-org,.edu-school,.tr-meta{font-style:italic;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc{margin-top:.3rem}
.tags{display:flex;flex-wrap:wrap;list-style:none;padding:0;margin-top:.35rem;font-size:1.05rem;color:var(--muted);font-style:italic}
.tags li:not(:last-child)::after{content:',';padding-inline-end:.35rem}
.interests{font-size:clamp(1.3rem,2.6vw,1.6rem);color:var(--ink);font-style:normal;line-height:1.4;margin:0}
.interests li:not(:last-child)::after{content:'·';color:var(--accent);padding:0 .6rem}
.philosophy{margin:1.4rem 0 0;padding:0;font-style:italic;font-size:1.35rem;line-height:1.45;color:var(--ink)}
.philosophy p::before{content:'“'}
.philosophy p::after{content:'”'}
.pstats{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.3rem;color:var(--muted)}
.pstat-icon{color:var(--accent);font-weight:700}
.tr-when{text-align:end;padding-top:.2rem}
.tr-body{min-width:0}
.honour{align-items:baseline}
.honour-year{text-align:end;color:var(--accent);font-size:1.05rem}
.honour-text{min-width:0}
.skills{display:grid;gap:.6rem}
.skill-group{display:grid;grid-template-columns:var(--mw) minmax(0,1fr);gap:0 var(--gap);margin-inline-start:calc(-1 * (var(--mw) + var(--gap)));align-items:baseline}
.skill-title{text-align:end;font-size:1.05rem;color:var(--muted);font-weight:500}
.skill-list{display:flex;flex-wrap:wrap;list-style:none;padding:0;margin:0}
.skill:not(:last-child)::after{content:';';padding-inline-end:.4rem}
.post-date{text-align:end;font-size:1rem;color:var(--accent);padding-top:.25rem}
.post-item article>:not(.post-date){grid-column:2}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{margin-top:.2rem;color:var(--muted);font-style:italic}
.posts-all{margin-top:1.25rem}
.contact-grid{display:grid;gap:1.75rem}
.contact-intro{font-style:italic;font-size:1.35rem;line-height:1.45}
.contact-details{list-style:none;padding:0;margin-top:1rem;display:grid;gap:.25rem}
.contact-details li{display:grid;grid-template-columns:var(--mw) minmax(0,1fr);gap:0 var(--gap);margin-inline-start:calc(-1 * (var(--mw) + var(--gap)));align-items:baseline}
.contact-details li>*{min-width:0;overflow-wrap:anywhere}
.cd-label{text-align:end;color:var(--muted);font-size:1.05rem}
.cv-download{margin-top:1rem}
.cf{display:grid;gap:1rem;max-width:34rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-size:1.05rem;font-variant-caps:all-small-caps;letter-spacing:.08em;color:var(--muted)}
.cf input,.cf textarea{font:inherit;font-size:1.15rem;padding:.45rem .1rem;border:0;border-bottom:1px solid var(--muted);background:transparent;color:var(--ink);border-radius:0}
.cf textarea{border:1px solid var(--muted);padding:.5rem .6rem;background:var(--paper)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:start;padding:.45rem 1.6rem .55rem;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);font:inherit;font-size:1.15rem;font-variant-caps:all-small-caps;letter-spacing:.1em;cursor:pointer;transition:background .2s,color .2s}
.cf-submit:hover{background:transparent;color:var(--accent)}
.cf-status{padding:.5rem .9rem;border-inline-start:2px solid var(--accent);background:var(--surface);font-style:italic}
.foot{padding:0 var(--pad) 2.5rem;font-size:1rem;color:var(--muted);text-align:center}
.finis{font-size:1.5rem;color:var(--accent);padding:1.25rem 0 1rem;font-variant-caps:normal}
.foot-line{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.5rem;border-top:1px solid var(--line);padding-top:1rem}
.foot a{color:var(--muted)}
/* Blog pages: the masthead is a running head, the article a chapter. */
.masthead{position:sticky;top:0;z-index:2;background:var(--bg);padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.35rem 1.5rem;padding:.8rem 0 .6rem;border-bottom:1px solid var(--rule)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.1rem .8rem;font-size:1.35rem;font-weight:600;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-weight:500;font-style:italic;font-size:1.05rem;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.25rem;list-style:none;padding:0;margin:0}
.masthead-nav a{color:var(--ink);text-decoration:none;font-size:1.1rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(2.5rem,7vw,4.5rem) var(--pad) 3rem}
.blog-index,.post,.not-found{max-width:var(--measure);margin-inline:auto}
.page-head{text-align:center;padding-bottom:1.5rem;margin-bottom:2rem;border-bottom:1px solid var(--line)}
.page-title{font-size:clamp(2.3rem,6vw,3.6rem);font-weight:500;line-height:1.08;overflow-wrap:anywhere}
.page-lead{margin-top:.6rem;font-style:italic;color:var(--muted)}
.page-head .post-date{text-align:center;margin-top:.6rem}
.page-head .tags{justify-content:center}
.post-back{margin-bottom:1.25rem;font-size:1.05rem}
.page .posts .post-item article{display:block;margin:0}
.page .post-date{text-align:start}
.prose{font-size:1.35rem;line-height:1.6;hyphens:auto}
.prose>*+*{margin-top:1rem}
.prose>p:first-child::first-letter{float:inline-start;font-size:3.6em;line-height:.82;padding:.06em .08em 0 0;color:var(--accent)}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:600;margin-top:2rem;line-height:1.2}
.prose h2{font-size:1.8rem}
.prose blockquote{padding-inline-start:1.25rem;border-inline-start:2px solid var(--accent);font-style:italic}
.page-empty{text-align:center;font-style:italic;color:var(--muted)}
@media (max-width:760px){
:root{--mw:0rem;--gap:0rem}
body{font-size:1.22rem}
.sec-title{display:block}
.sec-marker{display:block;text-align:start;margin-bottom:.2rem}
.bib-group,.xp-item,.edu-item,.post-item article,.honour,.skill-group,.contact-details li{display:block;margin-inline-start:0}
.bib-year{text-align:start;font-size:1.4rem;margin-bottom:.5rem;border-bottom:1px solid var(--line)}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;justify-content:flex-start;align-items:baseline;gap:0 .8rem;text-align:start;padding:0}
.honour-year,.skill-title,.cd-label,.post-date,.tr-when{display:block;text-align:start}
.tr-when:empty{display:none}
.honour-year:empty{display:none}
.cf-row{grid-template-columns:minmax(0,1fr)}
.tp-imprint{flex-direction:column;align-items:center}
.tp-imprint>*+*::before{content:none}
.bib-group+.bib-group{border-top:0}
.bib-item{grid-template-columns:2rem minmax(0,1fr)}
}
@media print{
.site .rh,.site .tp-ornament,.site .contents,.site .finis,.site .bib-item .bib-note,.site .bib-item .bib-keys{display:none!important}
.site .bib-group{margin-top:3pt!important}
.site .bib-year{font-size:10pt!important;font-weight:700!important;font-style:italic}
.site .bib-item{margin-top:2pt!important}
.site .bib-item>*,.site .bib-body>*,.site .bib-cite{display:inline!important}
.site .bib-n{margin-right:3pt!important}
.site .bib-links a{margin-left:4pt!important;font-size:8.5pt}
.site .bib-links .bib-doi::after{content:none!important}
.site .honour>*,.site .tr-item>.tr-when{display:inline!important}
.site .honour-year:not(:empty)::after,.site .tr-when:not(:empty)::after{content:' · '}
}
`
