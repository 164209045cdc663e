/**
 * Column: one centred measure of about forty ems on ivory paper (deep ink-blue at night). Cormorant
 * Garamond for the name and the small-capital headings, Source Serif 4 for the text, its dates in
 * tabular old-style figures. Hairlines, never boxes; paragraphs indented as in a book. Colours are
 * the palette tokens (index.tsx); `rule` (the hairlines beside a heading) is its own.
 */
export const css = `
:root{--measure:40rem}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.0625rem;line-height:1.62;font-kerning:normal;font-variant-numeric:oldstyle-nums}
a{color:var(--accent);text-decoration-thickness:1px;text-underline-offset:.2em;transition:text-decoration-thickness .2s}
a:hover{text-decoration-thickness:2px}
.name,.sec-title,.skill-title,.nav,.cd-label,.brand,.page-title,.cf label,.cf-submit,.foot{font-family:var(--font-head)}
.page-col,.masthead-inner,.page{width:100%;max-width:calc(var(--measure) + 2.5rem);margin-inline:auto;padding-inline:1.25rem}
.top{text-align:center;padding:clamp(1.25rem,4vw,2rem) 0 clamp(1.6rem,4vw,2.25rem);border-bottom:1px solid var(--line)}
.nav{margin-bottom:clamp(2rem,7vw,3.5rem)}
.nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.1rem 1.3rem;list-style:none;margin:0;padding:0}
.nav a{font-size:1.2rem;font-variant-caps:all-small-caps;letter-spacing:.12em;color:var(--muted);text-decoration:none}
.nav a:hover{color:var(--accent);text-decoration:underline}
.portrait{display:block;width:5.5rem;height:5.5rem;margin:0 auto 1.4rem;border-radius:50%;object-fit:cover;border:1px solid var(--rule);padding:3px;background:var(--surface)}
.name{font-weight:500;font-size:clamp(2.1rem,7.5vw,3.3rem);line-height:1.1;letter-spacing:.09em;text-transform:uppercase;text-wrap:balance}
.headline{margin-top:.35rem;font-family:var(--font-head);font-style:italic;font-size:clamp(1.25rem,3.4vw,1.5rem);line-height:1.3}
.contact-line{display:flex;flex-wrap:wrap;justify-content:center;margin-top:.9rem;font-size:.93rem;color:var(--muted);font-variant-numeric:lining-nums}
.contact-line li{min-width:0}
.contact-line li+li::before{content:'·' / '';padding-inline:.65em;color:var(--rule)}
.intro{max-width:31rem;margin:1.1rem auto 0;font-style:italic;line-height:1.55;text-wrap:pretty}
main{padding-bottom:clamp(2.5rem,6vw,4rem)}
.sec{padding-top:clamp(1.9rem,5vw,2.6rem)}
.sec-title{display:flex;align-items:center;gap:1.1rem;margin-bottom:1.15rem;font-size:1.35rem;font-weight:600;line-height:1.2;letter-spacing:.16em;font-variant-caps:all-small-caps;text-align:center}
.sec-title::before,.sec-title::after{content:'';flex:1 1 1.5rem;border-top:1px solid var(--rule)}
.about-text{hyphens:auto;text-wrap:pretty}
.sec-lead{text-align:center;font-style:italic}
.about-text>p+p{margin-top:0;text-indent:1.6em}
.entries{list-style:none;padding:0}
.entry+.entry{margin-top:1.2rem}
.entry-line{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 1.25rem}
.entry-title{flex:1 1 17rem;min-width:0;font-size:1.03rem;font-weight:600;line-height:1.38}
.entry-date{margin-inline-start:auto;font-size:.93rem;color:var(--muted);font-variant-numeric:tabular-nums oldstyle-nums;text-align:end}
.entry-sub{font-style:italic}
.xp-desc,.edu-desc,.proj-desc,.tr-desc{margin-top:.3rem}
ul.rt-list{list-style-type:'–  '}
.rt-list>li::marker{color:var(--muted)}
.tags{display:flex;flex-wrap:wrap;margin-top:.3rem;font-size:.92rem;font-style:italic;color:var(--muted)}
.tags li:not(:last-child)::after{content:',';margin-inline-end:.35em}
.plate{max-width:24rem;margin:.9rem auto 0;text-align:center}
.plate img{width:100%;aspect-ratio:16/10;object-fit:cover;border:1px solid var(--rule);padding:4px;background:var(--surface)}
.plate-caption{margin-top:.4rem;font-size:.88rem;font-style:italic;color:var(--muted)}
.proj-links{display:flex;flex-wrap:wrap;gap:.2rem 1.25rem;margin-top:.3rem;font-size:.93rem}
.skill-rows{display:grid;gap:.45rem}
.skill-group{display:grid;grid-template-columns:minmax(0,9.5rem) minmax(0,1fr);gap:0 1.4rem;align-items:baseline}
.skill-title{font-size:1.2rem;font-weight:600;letter-spacing:.08em;font-variant-caps:all-small-caps;color:var(--muted);text-align:end}
.skill-list{display:flex;flex-wrap:wrap;list-style:none;padding:0}
.skill:not(:last-child)::after{content:',';margin-inline-end:.35em}
.posts{list-style:none;padding:0}
.post-item+.post-item{margin-top:1.1rem}
.post-item article{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 1.25rem;align-items:baseline}
.post-title{grid-row:1;grid-column:1;font-size:1.03rem;font-weight:600;line-height:1.38}
.post-date{grid-row:1;grid-column:2;font-size:.93rem;color:var(--muted);font-variant-numeric:tabular-nums oldstyle-nums}
.post-excerpt{grid-column:1 / -1;font-style:italic;color:var(--muted)}
.posts-all{margin-top:.9rem;font-size:.95rem}
.contact-grid{display:grid;gap:1.6rem;justify-items:center}
.contact-info{text-align:center;width:100%}
.contact-intro{font-style:italic;max-width:32rem;margin-inline:auto}
.contact-details{display:flex;flex-wrap:wrap;justify-content:center;gap:.2rem 1.6rem;list-style:none;padding:0;margin-top:.8rem}
.contact-details li{display:flex;flex-wrap:wrap;gap:0 .45rem;align-items:baseline;min-width:0}
.cd-label{font-size:1.15rem;font-weight:600;letter-spacing:.08em;font-variant-caps:all-small-caps;color:var(--muted)}
.cv-download a{border-width:1px;border-radius:0;font-weight:500}
.cf{display:grid;gap:1rem;width:100%;max-width:32rem}
.cf-row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}
.cf-field{display:grid;gap:.15rem}
.cf label{font-size:1.15rem;font-weight:600;letter-spacing:.08em;font-variant-caps:all-small-caps;color:var(--muted)}
.cf input,.cf textarea{padding:.45rem .1rem;border:0;border-bottom:1px solid var(--muted);border-radius:0;background:transparent;color:var(--ink)}
.cf textarea{border:1px solid var(--muted);padding:.5rem .6rem}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.cf-submit{justify-self:center;padding:.5rem 1.8rem;border:1px solid var(--ink);background:transparent;color:var(--ink);font-size:1.1rem;font-weight:600;letter-spacing:.12em;font-variant-caps:all-small-caps;cursor:pointer;transition:background .2s,color .2s}
.cf-submit:hover{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
.cf-status{padding:.5rem 0;border-top:1px solid var(--rule);border-bottom:1px solid var(--rule);font-style:italic;text-align:center}
.foot{padding:0 0 2.25rem;color:var(--muted);font-size:1rem}
.page-col>.foot,.site>.foot{text-align:center}
.site>.foot{max-width:calc(var(--measure) + 2.5rem);width:100%;margin-inline:auto;padding-inline:1.25rem}
.foot-line{display:flex;flex-direction:column;align-items:center;gap:.2rem;padding-top:1.4rem;border-top:1px solid var(--line)}
.foot-line::before{content:'❦' / '';font-size:1.3rem;line-height:1;color:var(--rule);margin-bottom:.4rem}
.foot a{color:var(--muted)}
.masthead-inner{display:flex;flex-direction:column;align-items:center;gap:.5rem;padding-block:1.75rem 1.25rem;border-bottom:1px solid var(--line);text-align:center}
.brand{display:flex;flex-direction:column;align-items:center;gap:.1rem;font-size:1.35rem;font-weight:500;letter-spacing:.09em;text-transform:uppercase}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-style:italic;text-transform:none;letter-spacing:0;font-size:1.05rem;color:var(--muted)}
.masthead-nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.1rem 1.3rem;list-style:none;padding:0;margin:0}
.masthead-nav a{font-family:var(--font-head);font-size:1.2rem;font-variant-caps:all-small-caps;letter-spacing:.12em;color:var(--muted);text-decoration:none}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline}
.page{padding-block:clamp(2rem,5vw,3rem) 3.5rem}
.page-head{text-align:center;padding-bottom:1.25rem;margin-bottom:1.75rem;border-bottom:1px solid var(--line)}
.page-title{font-size:clamp(1.9rem,5vw,2.6rem);font-weight:500;line-height:1.15;text-wrap:balance}
.page-lead{margin-top:.4rem;font-style:italic;color:var(--muted)}
.page-head .tags{justify-content:center}
.post-back{margin-bottom:1rem;font-size:.95rem}
.prose{font-size:1.06rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:600}
.page-empty{font-style:italic;color:var(--muted);text-align:center}
.name:is(:lang(ar),:lang(he),:lang(zh),:lang(ja),:lang(ko)),.brand:is(:lang(ar),:lang(he),:lang(zh),:lang(ja),:lang(ko)),.sec-title:is(:lang(ar),:lang(he)){letter-spacing:0}
@media (max-width:520px){
.skill-group{grid-template-columns:minmax(0,1fr)}
.skill-title{text-align:start}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media (prefers-reduced-motion:reduce){a,.cf-submit{transition:none}}
@media print{
.site .top,.site .top *{text-align:center!important}
.site .contact-line{display:block!important;margin-top:3pt!important}
.site .contact-line li{display:inline!important}
.site .contact-line li+li::before{content:' · '!important}
.site .name{letter-spacing:.06em!important;text-transform:uppercase!important;font-weight:600!important}
.site .headline{font-style:italic!important}
.site .portrait{display:none!important}
.site .sec .sec-title{text-align:center!important;border-bottom:0!important;font-variant-caps:all-small-caps!important;letter-spacing:.14em!important;font-size:13pt!important;font-weight:600!important;display:flex!important;align-items:center!important;gap:8pt!important;padding-bottom:0!important}
.site .sec .sec-title::before,.site .sec .sec-title::after{content:''!important;display:block!important;flex:1 1 0!important;border-top:.5pt solid #000!important}
.site .entry-line{display:flex!important;justify-content:space-between!important;align-items:baseline!important;gap:8pt!important}
.site .entry-date{text-align:right!important;white-space:nowrap!important;font-size:9pt!important}
.site .entry-sub{font-style:italic!important}
.site .skill-group{display:flex!important}
.site .skill-title{text-align:left!important}
.site .skill-list li::after,.site .tags li::after{content:none!important}
.site .post-item article{display:block!important}
.site .foot-line::before{content:none!important}
.site .about-text>p+p{text-indent:1.6em!important}
.site .rt-list>li{padding-inline-start:1em!important;text-indent:-1em}
.site ul.rt-list>li::before{content:'– '}
}
`;
