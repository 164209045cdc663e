/**
 * Quill: a literary magazine's pages. Warm white paper, near-black type and one ink blue (the
 * accent); Fraunces for names, titles and the drop caps, Source Serif 4 (with its true italics) for
 * reading, set large at a 65-character measure. Section labels are small letter-spaced capitals
 * over a hairline; the lead essay's title is the largest thing on the page after the name.
 * Colours are the palette tokens (index.tsx); `rule` (the heavy rules) its own.
 */
export const css = `
:root{--wide:70rem;--pad:max(1.25rem,calc((100% - var(--wide))/2));--label:.8rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.2rem;line-height:1.65;font-optical-sizing:auto}
a{color:var(--accent);text-decoration-thickness:1px;text-underline-offset:.18em;transition:color .2s,text-decoration-color .2s}
a:hover{text-decoration-thickness:2px}
.name,.lead-title,.post-title,.proj-title,.page-title,.brand,.year-title,.xp-role,.edu-degree,.tr-title,.more-title{font-family:var(--font-head);font-weight:400;letter-spacing:-.01em}
.sec-title,.post-date,.proj-meta,.headline,.nav,.masthead-nav,.skill-title,.cd-label,.essay-by,.post-back,.posts-all,.lead-more,.foot,.cf label{font-family:var(--font-body);font-size:var(--label);font-weight:600;letter-spacing:.16em;text-transform:uppercase}
/* The masthead. */
.top{padding:0 var(--pad)}
.top-bar{display:flex;justify-content:space-between;align-items:center;gap:1rem 2rem;padding:1.1rem 0 1rem;border-bottom:1px solid var(--line)}
.wordmark{display:grid;place-items:center;flex:none;width:2.6rem;height:2.6rem;border:1px solid var(--ink);border-radius:50%;font-family:var(--font-head);font-size:1.05rem;letter-spacing:.02em}
.nav ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.3rem 1.6rem;list-style:none;margin:0;padding:0}
.nav a{color:var(--ink);text-decoration:none}
.nav a:hover{color:var(--accent);text-decoration:underline}
.title{padding:clamp(2.75rem,9vw,6rem) 0 clamp(2rem,5vw,3.25rem);max-width:52rem}
.name{font-size:clamp(3rem,9vw,6.4rem);font-weight:340;line-height:.98;letter-spacing:-.035em;overflow-wrap:anywhere}
.headline{margin-top:1.1rem;color:var(--accent)}
.intro{margin-top:1.1rem;max-width:34em;font-size:clamp(1.3rem,2.4vw,1.55rem);line-height:1.5;font-style:italic;color:var(--ink)}
/* Sections: a small label over a hairline. */
main{padding:0 var(--pad) clamp(3rem,8vw,5rem)}
.sec{padding:clamp(2.25rem,5vw,3.5rem) 0 0}
.sec-head{border-top:1px solid var(--rule);padding-top:.7rem;margin-bottom:clamp(1.5rem,4vw,2.5rem)}
.sec-title{color:var(--ink)}
.sec-lead{margin-top:.5rem;font-style:italic;opacity:1;color:var(--muted)}
.sec-body{min-width:0}
/* The lead essay and the index. */
.lead-post{max-width:50rem;padding-bottom:clamp(1.75rem,4vw,2.5rem)}
.post-date{color:var(--accent)}
.post-date time+span,.read-time{color:var(--muted)}
.lead-title{margin-top:.7rem;font-size:clamp(2.3rem,5.6vw,4rem);font-weight:380;line-height:1.04;letter-spacing:-.025em;overflow-wrap:anywhere}
.lead-title a,.post-title a,.proj-title a{color:var(--ink);text-decoration:none;background:linear-gradient(currentColor,currentColor) 0 100%/0 1px no-repeat;transition:background-size .35s ease,color .2s}
.lead-title a:hover,.post-title a:hover,.proj-title a:hover{color:var(--accent);background-size:100% 1px}
.lead-standfirst{margin-top:1rem;max-width:36em;font-size:clamp(1.22rem,2.2vw,1.42rem);line-height:1.55;font-style:italic}
.lead-more{margin-top:1.1rem}
.lead-more a,.posts-all a{text-decoration:none}
.lead-more a:hover,.posts-all a:hover{text-decoration:underline}
.posts{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
.post-item{border-bottom:1px solid var(--line)}
.post-item article{display:grid;grid-template-columns:minmax(0,13rem) minmax(0,1fr);gap:.3rem 2.5rem;padding:1.3rem 0 1.4rem}
.post-item .post-date{grid-row:1 / span 2;display:flex;flex-direction:column;gap:.15rem;padding-top:.45rem}
.post-item .post-date span[aria-hidden]{display:none}
.post-title{grid-column:2;font-size:clamp(1.4rem,2.6vw,1.75rem);line-height:1.18;overflow-wrap:anywhere}
.post-excerpt{grid-column:2;max-width:36em;color:var(--muted);font-size:1.08rem}
.posts-all{margin-top:1.4rem}
/* About: the drop cap, the portrait beside it. */
.sec-about.has-portrait .sec-body{display:grid;grid-template-columns:minmax(0,12rem) minmax(0,1fr);gap:0 clamp(2rem,5vw,4rem);align-items:start}
.sec-about .portrait{display:block;width:100%;max-width:12rem;aspect-ratio:4/5;height:auto;object-fit:cover;filter:grayscale(1) contrast(1.05);transition:filter .5s}
.sec-about .portrait:hover{filter:none}
.about-text{max-width:65ch;font-size:1.28rem;line-height:1.7}
.about-text>p+p{margin-top:1em}
.about-text>p:first-child::first-letter{float:inline-start;font-family:var(--font-head);font-weight:400;font-size:4.6em;line-height:.82;padding:.07em .09em 0 0;color:var(--accent)}
@supports (initial-letter:3){.about-text>p:first-child::first-letter,.prose>p:first-of-type::first-letter{float:none;initial-letter:3;font-size:1em;line-height:1;padding:0 .14em 0 0}}
/* Bylines. */
.bylines{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
.byline{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem 2.5rem;padding:1.4rem 0 1.5rem;border-bottom:1px solid var(--line)}
.byline.has-media{grid-template-columns:minmax(0,1fr) minmax(0,15rem)}
.proj-meta{color:var(--accent)}
.proj-title{margin-top:.35rem;font-size:clamp(1.45rem,2.8vw,1.9rem);line-height:1.15;overflow-wrap:anywhere}
.proj-desc{margin-top:.45rem;max-width:38em}
.proj-media img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}
.proj-links{margin-top:.5rem;font-size:1rem}
.tags{display:flex;flex-wrap:wrap;list-style:none;padding:0;margin-top:.5rem;font-size:.98rem;font-style:italic;color:var(--muted)}
.tags li:not(:last-child)::after{content:',';padding-inline-end:.35rem}
/* The CV: compact, ruled, dates on the left. */
.cv .sec-head{margin-bottom:1rem}
.xp,.edu,.tr{list-style:none;margin:0;padding:0}
.xp-item,.edu-item,.tr-item{display:grid;grid-template-columns:minmax(0,13rem) minmax(0,1fr);gap:.2rem 2.5rem;padding:.9rem 0;border-bottom:1px solid var(--line);font-size:1.08rem}
.xp-item:first-child,.edu-item:first-child,.tr-item:first-child{border-top:1px solid var(--line)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;color:var(--muted);font-size:1rem;min-width:0}
.xp-date,.edu-date{color:var(--ink);font-variant-numeric:lining-nums tabular-nums}
.xp-role,.edu-degree,.tr-title{font-size:1.3rem;line-height:1.25}
.xp-org,.edu-school,.tr-meta{font-style:italic;color:var(--muted)}
.xp-desc,.edu-desc,.tr-desc{margin-top:.3rem;max-width:40em}
.rt-list{padding-inline-start:1.2em}
.tr-when{color:var(--ink);font-size:1rem;font-variant-numeric:lining-nums tabular-nums}
.tr-body{min-width:0}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));gap:1.25rem 2.5rem}
.skill-title{color:var(--muted);padding-bottom:.4rem;border-bottom:1px solid var(--line);margin-bottom:.5rem}
.skill-list{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0;font-size:1.15rem}
.skill:not(:last-child)::after{content:'·';padding:0 .55rem;color:var(--muted)}
/* Contact. */
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.2fr);gap:2rem clamp(2rem,5vw,4rem)}
.contact-grid.no-info{grid-template-columns:minmax(0,40rem)}
.contact-intro{font-size:1.35rem;line-height:1.5;font-style:italic;max-width:28em}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.35rem}
.contact-details li{min-width:0;overflow-wrap:anywhere}
.cd-label{display:block;color:var(--muted);font-size:.72rem}
.cv-download{margin-top:1rem}
.cf{display:grid;gap:1.1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1.1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{color:var(--muted)}
.cf input,.cf textarea{font:inherit;font-size:1.1rem;padding:.5rem .1rem;border:0;border-bottom:1px solid var(--muted);border-radius:0;background:transparent;color:var(--ink)}
.cf textarea{min-height:8rem;resize:vertical;border:1px solid var(--muted);padding:.6rem .7rem;background:var(--surface)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:3px}
.cf-submit{justify-self:start;padding:.7rem 2rem;border:1px solid var(--ink);border-radius:999px;background:var(--ink);color:var(--bg);font:inherit;font-size:var(--label);font-weight:600;letter-spacing:.16em;text-transform:uppercase;cursor:pointer;transition:background .2s,color .2s}
.cf-submit:hover{background:transparent;color:var(--ink)}
.cf-status{padding:.6rem .9rem;border-inline-start:2px solid var(--accent);background:var(--surface);font-style:italic}
.foot{padding:0 var(--pad) 2.5rem;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:1rem;border-top:1px solid var(--rule)}
.foot a{color:var(--muted)}
/* The blog's pages. */
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;padding:1.1rem 0 1rem;border-bottom:1px solid var(--line)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.1rem .9rem;font-size:1.55rem;line-height:1.2;min-width:0;letter-spacing:-.02em;text-transform:none}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:var(--label);font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.6rem;list-style:none;margin:0;padding:0}
.masthead-nav a{color:var(--ink);text-decoration:none}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding:clamp(2.5rem,7vw,5rem) var(--pad) 4rem}
.blog-index{max-width:56rem}
.page-head{margin-bottom:clamp(2rem,5vw,3rem)}
.page-title{font-size:clamp(2.6rem,7vw,4.6rem);font-weight:360;line-height:1.02;letter-spacing:-.03em;overflow-wrap:anywhere}
.page-lead{margin-top:.8rem;font-size:1.35rem;font-style:italic;color:var(--muted)}
.year{margin-top:2rem}
.year-title{font-size:1.9rem;color:var(--accent);padding-bottom:.5rem}
.page-empty{font-style:italic;color:var(--muted)}
.essay,.more,.not-found{max-width:44rem;margin-inline:auto}
.essay .page-head{text-align:center;padding-bottom:2rem;margin-bottom:2.5rem;border-bottom:1px solid var(--line)}
.post-back{margin-bottom:2rem}
.post-back a{text-decoration:none}
.essay .page-title{margin-top:.9rem;font-size:clamp(2.4rem,6.5vw,4.3rem)}
.standfirst{margin:1.25rem auto 0;max-width:32em;font-size:clamp(1.25rem,2.6vw,1.5rem);line-height:1.5;font-style:italic}
.essay-by{margin-top:1.4rem;color:var(--muted)}
.essay-by a{color:var(--ink);text-decoration:none}
.essay .tags{justify-content:center}
.prose{max-width:65ch;margin-inline:auto;font-size:1.25rem;line-height:1.72;hyphens:auto;overflow-wrap:break-word}
.prose>*+*{margin-top:1.05em}
.prose>p:first-of-type::first-letter{float:inline-start;font-family:var(--font-head);font-size:4.4em;line-height:.8;padding:.07em .09em 0 0;color:var(--accent)}
.prose>p:first-of-type::first-line{font-variant-caps:small-caps;letter-spacing:.04em}
.prose h2,.prose h3,.prose h4{font-family:var(--font-head);font-weight:420;line-height:1.2;letter-spacing:-.01em;margin-top:2.2em}
.prose h2{font-size:1.65em}
.prose h3{font-size:1.3em}
.prose h2+*,.prose h3+*{margin-top:.6em}
.prose blockquote{margin:2em 0;padding:1.1em 0;border-inline:0;font-style:normal;border-top:1px solid var(--rule);border-bottom:1px solid var(--rule);font-family:var(--font-head);font-size:1.45em;line-height:1.3;text-align:center;color:var(--accent)}
.prose blockquote p+p{margin-top:.5em}
.prose hr{border:0;margin:2.2em 0;text-align:center;height:auto}
.prose hr::after{content:'⁂';color:var(--muted);font-size:1.2em}
.prose ul,.prose ol{padding-inline-start:1.3em}
.prose li+li{margin-top:.35em}
.prose img{max-width:100%;height:auto}
.prose figure{margin:2em 0}
.prose figcaption{margin-top:.5em;font-size:.85em;font-style:italic;color:var(--muted);text-align:center}
.prose pre{overflow-x:auto;padding:1em;background:var(--surface);font-size:.8em;line-height:1.5}
.prose code{font-size:.88em}
.prose table{border-collapse:collapse;font-size:.9em;display:block;overflow-x:auto}
.prose th,.prose td{padding:.4em .8em;border-bottom:1px solid var(--line);text-align:start}
.essay-end{max-width:65ch;margin:3rem auto 0;font-size:1.25rem}
.fleuron{text-align:center;font-size:1.6rem;color:var(--accent)}
.author{display:flex;gap:1.25rem;align-items:center;margin-top:1.75rem;padding:1.4rem 0;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.author-portrait{flex:none;width:4.5rem;height:4.5rem;border-radius:50%;object-fit:cover}
.author-text{min-width:0}
.author-name{font-family:var(--font-head);font-size:1.3rem;line-height:1.2}
.author-name a{color:var(--ink);text-decoration:none}
.author-role{margin-top:.2rem;font-size:var(--label);font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--accent)}
.author-note{margin-top:.4rem;font-size:1.05rem;font-style:italic;color:var(--muted)}
.more{margin-top:clamp(3rem,7vw,4.5rem)}
.more-title{font-size:1.6rem;margin-bottom:1rem}
.more .post-item article{grid-template-columns:minmax(0,10rem) minmax(0,1fr)}
@media (max-width:760px){
body{font-size:1.12rem}
.post-item article,.more .post-item article,.xp-item,.edu-item,.tr-item{grid-template-columns:minmax(0,1fr)}
.post-item .post-date{grid-row:auto}
.post-item .post-date{flex-direction:row;flex-wrap:wrap;gap:0 .5rem;padding-top:0}
.post-item .post-date span[aria-hidden]{display:inline}
.post-title,.post-excerpt{grid-column:1}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:0 .8rem}
.sec-about.has-portrait .sec-body{display:block}
.sec-about .portrait{max-width:8rem;margin-bottom:1.5rem}
.byline.has-media,.contact-grid,.cf-row{grid-template-columns:minmax(0,1fr)}
.byline .proj-media{max-width:20rem}
.prose{font-size:1.15rem}
.top-bar{align-items:flex-start}
}
@media print{
.site .top-bar,.site .lead-more,.site .fleuron,.site .author{display:none!important}
.site .lead-title{font-size:12pt!important}
.site .post-item article>*{display:block!important}
}
`;
