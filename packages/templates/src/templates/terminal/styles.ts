/**
 * Terminal: one shell session. A tmux status line, a neofetch header, every section a prompt
 * and its output (git log, ls -l, tree); mono for everything a shell would print, the body face
 * for prose. Colours are the palette tokens (index.tsx); --amber and --path are its own per theme.
 */
export const css = `
:root{--mono:'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;--col:min(100% - 2.5rem,54rem)}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.65;background-image:repeating-linear-gradient(180deg,var(--scan) 0 1px,transparent 1px 3px)}
a{color:var(--accent);text-underline-offset:.2em}
a:hover{text-decoration-thickness:2px}
::selection{background:var(--accent);color:var(--on-accent)}
.status,.masthead{position:sticky;top:0;z-index:2;background:var(--bar);color:var(--on-bar);font-family:var(--mono);font-size:.8rem;line-height:1.5}
.status{display:flex;flex-wrap:wrap;align-items:stretch;gap:0 1rem;padding:0 max(1.25rem,calc((100% - 54rem)/2))}
.status-session{font-weight:700;padding:.3rem 0}
.status-session a,.status a,.masthead a{color:inherit;text-decoration:none}
.status-session a::before{content:'[' / '';opacity:.7}
.status-session a::after{content:']' / '';opacity:.7}
.status-nav ul{display:flex;flex-wrap:wrap;counter-reset:win;text-transform:lowercase}
.status-nav li{counter-increment:win}
.status-nav a{display:block;padding:.3rem .55rem}
.status-nav a::before{content:counter(win) ':' / '';opacity:.7}
.status-nav a:hover,.status-nav a:focus-visible{background:var(--on-bar);color:var(--bar)}
.status :focus-visible,.masthead :focus-visible{outline-offset:-3px}
.hero,main,.foot{width:var(--col);margin-inline:auto}
.hero{padding:clamp(2.5rem,7vw,4.5rem) 0 1rem}
.cmd{font-family:var(--mono);font-size:.9rem;color:var(--muted)}
.ps1{color:var(--path)}
.fetch{display:grid;gap:1.25rem 2rem;margin-top:1.25rem}
.fetch.has-pic{grid-template-columns:minmax(0,11rem) minmax(0,1fr);align-items:start}
.pic{position:relative;border:1px solid var(--line);padding:.5rem;background:var(--surface)}
.pic::after{content:'';position:absolute;inset:.5rem;background:repeating-linear-gradient(180deg,transparent 0 2px,rgba(0,0,0,.16) 2px 3px);pointer-events:none}
.portrait{width:100%;aspect-ratio:1;object-fit:cover;image-rendering:auto}
.name{font-family:var(--font-head);font-size:clamp(1.9rem,5.5vw,3.1rem);line-height:1.08;font-weight:800;letter-spacing:-.02em;color:var(--heading)}
.name::after{content:'';display:inline-block;width:.5em;height:.82em;margin-inline-start:.12em;vertical-align:-.06em;background:var(--accent);animation:blink 1.1s steps(1) infinite}
@keyframes blink{50%{opacity:0}}
.headline{font-family:var(--mono);color:var(--accent);font-size:.95rem;margin-top:.5rem}
.fetch-text .headline::after{content:'';display:block;width:min(100%,22ch);border-bottom:1px dashed var(--line);padding-top:.6rem}
.fetch-rows{margin-top:.75rem;font-family:var(--mono);font-size:.86rem;display:grid;grid-template-columns:auto minmax(0,1fr);gap:.15rem 2ch}
.fetch-row{display:contents}
.fetch-row dt{color:var(--amber);font-weight:700}
.fetch-row dt::after{content:':'}
.fetch-row dd{min-width:0}
.swatches{display:flex;margin-top:1rem}
.sw{width:1.6rem;height:.8rem}
.sw-1{background:var(--c1)}.sw-2{background:var(--c2)}.sw-3{background:var(--c3)}.sw-4{background:var(--c4)}.sw-5{background:var(--c5)}.sw-6{background:var(--c6)}
.intro{margin-top:1.75rem;font-size:1.12rem;max-width:60ch;padding-inline-start:1rem;border-inline-start:2px solid var(--accent)}
main{padding-bottom:2rem}
.sec{padding-top:clamp(2.5rem,6vw,3.75rem)}
.sec-title{font-family:var(--mono);font-size:1.05rem;font-weight:700;color:var(--heading);margin-bottom:1.1rem;padding-bottom:.6rem;border-bottom:1px solid var(--line)}
.sec-marker{color:var(--muted);font-weight:400;unicode-bidi:isolate;direction:ltr}
.sec-marker::before{content:'~ ';color:var(--path)}
.sec-lead{font-family:var(--mono);font-size:.88rem;color:var(--muted)}
.about-text{max-width:66ch;font-size:1.05rem}
.about-text p+p,.rt p+p,.rt p+ul,.rt ul+p{margin-top:.8em}
.rt-list,.xp-desc ul,.proj-desc ul{padding-inline-start:1.3em;list-style:none}
.rt-list li{position:relative}
.rt-list li::before{content:'- ' / '';color:var(--accent);font-family:var(--mono);position:absolute;inset-inline-start:-1.3em}
.xp,.edu{display:grid}
.xp-item,.edu-item{position:relative;display:grid;grid-template-columns:minmax(0,13rem) minmax(0,1fr);gap:.25rem 1.5rem;padding:0 0 1.6rem 1.5rem}
.xp-item::before,.edu-item::before{content:'*' / '';position:absolute;inset-inline-start:0;top:0;font-family:var(--mono);font-weight:700;color:var(--amber);line-height:1.65}
.xp-item::after,.edu-item::after{content:'';position:absolute;inset-inline-start:.28rem;top:1.7rem;bottom:.2rem;border-inline-start:1px solid var(--line)}
.xp-item:last-child::after,.edu-item:last-child::after{display:none}
.xp-meta,.edu-meta{font-family:var(--mono);font-size:.82rem;color:var(--muted);display:flex;flex-direction:column;line-height:1.65}
.xp-date,.edu-date{color:var(--amber)}
.xp-item:first-child .xp-role::after{content:'HEAD' / '';font-family:var(--mono);font-size:.68rem;font-weight:700;vertical-align:.15em;margin-inline-start:.6rem;padding:.05rem .4rem;border:1px solid var(--accent);color:var(--accent);border-radius:.2rem}
.xp-role,.edu-degree,.tr-title,.proj-title{font-family:var(--font-head);font-size:1.05rem;font-weight:700;line-height:1.4;color:var(--heading)}
.xp-org,.edu-school,.tr-meta{font-family:var(--mono);font-size:.85rem;color:var(--path)}
.xp-desc,.edu-desc,.proj-desc,.tr-desc{margin-top:.4rem;max-width:64ch}
.tags{display:flex;flex-wrap:wrap;gap:.2rem .9rem;margin-top:.55rem;font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.tags li::before{content:'#' / '';color:var(--accent)}
.proj{display:grid;gap:0;border-top:1px dashed var(--line)}
.proj-item{display:grid;gap:1rem 1.75rem;padding:1.4rem 0;border-bottom:1px dashed var(--line)}
.proj-item.has-media{grid-template-columns:minmax(0,1fr) minmax(0,15rem)}
.proj-media{grid-column:2;grid-row:1;border:1px solid var(--line);background:var(--surface);padding:.35rem}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover}
.proj-body{grid-column:1;grid-row:1;min-width:0}
.proj-meta{font-family:var(--mono);font-size:.78rem;color:var(--muted)}
.proj-meta::before{content:'drwxr-xr-x  ' / '';opacity:.6}
.proj-title{font-family:var(--mono);font-size:1.12rem;margin-top:.15rem}
.proj-title::after{content:'/' / '';color:var(--path)}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin-top:.8rem;font-family:var(--mono);font-size:.85rem}
.proj-links a{text-decoration:none}
.proj-links a::before{content:'[' / '';color:var(--muted)}
.proj-links a::after{content:']' / '';color:var(--muted)}
.proj-links a:hover{text-decoration:underline}
.skills{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1.5rem 2rem;font-family:var(--mono);font-size:.88rem}
.skill-title{font-family:var(--mono);font-size:.9rem;font-weight:700;color:var(--path)}
.skill-title::after{content:'/' / ''}
.skill-list{margin-top:.2rem}
.skill{display:flex;justify-content:space-between;gap:1ch}
.skill-name::before{content:'├── ' / '';color:var(--muted)}
.skill:last-child .skill-name::before{content:'└── ' / ''}
.skill-name{min-width:0}
.meter{display:inline-flex;gap:2px;padding-top:.45em}
.meter span{width:.5rem;height:.65rem;background:var(--line)}
.lvl-1 .meter span:nth-child(-n+1),.lvl-2 .meter span:nth-child(-n+2),.lvl-3 .meter span:nth-child(-n+3),.lvl-4 .meter span{background:var(--accent)}
.skills-chips .skill{justify-content:flex-start}
.tr{display:grid;gap:1rem}
.tr-item{display:flex;gap:1rem;align-items:flex-start}
.tr-img{width:3rem;height:3rem;object-fit:cover;border:1px solid var(--line)}
.tr-title::before{content:'-rw-r--r--  ' / '';font-family:var(--mono);font-size:.78rem;font-weight:400;color:var(--muted);opacity:.8}
.posts{display:grid;font-family:var(--mono)}
.post-item article{display:grid;grid-template-columns:minmax(0,11rem) minmax(0,1fr);gap:.1rem 1.5rem;padding:.55rem 0;border-bottom:1px dashed var(--line)}
.post-date{font-size:.82rem;color:var(--amber);padding-top:.15rem}
.post-title{font-size:1rem;font-weight:700;line-height:1.45;grid-column:2}
.post-title a{color:var(--heading);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline}
.post-excerpt{grid-column:2;font-family:var(--font-body);color:var(--muted);font-size:.95rem}
.posts-all{margin-top:1rem;font-family:var(--mono);font-size:.88rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:2rem 2.5rem}
.contact-intro{max-width:50ch}
.sec-contact .contact-details{margin-top:1rem;display:grid;grid-template-columns:auto minmax(0,1fr);gap:.3rem 2ch;font-family:var(--mono);font-size:.86rem}
.contact-details li{display:contents}
.cd-label{color:var(--amber);font-weight:700;text-transform:lowercase}
.cd-label::after{content:':'}
.cv-download a{font-family:var(--mono);font-size:.88rem;border-width:1px;border-radius:0}
.cf{display:grid;gap:1.1rem;font-family:var(--mono);border:1px solid var(--line);background:var(--surface);padding:1.25rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1.1rem}
.cf-field{display:grid;gap:.25rem}
.cf label{font-size:.8rem;color:var(--amber);font-weight:700;text-transform:lowercase}
.cf label::after{content:':'}
.cf input,.cf textarea{background:var(--bg);border:1px solid var(--line);border-radius:0;padding:.55rem .7rem;font-family:var(--mono);font-size:.9rem;caret-color:var(--accent)}
.cf input:focus,.cf textarea:focus{outline:2px solid var(--accent);outline-offset:0}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:0;padding:.55rem 1.2rem;font-family:var(--mono);font-weight:700;cursor:pointer}
.cf-submit::before{content:'> ' / ''}
.cf-submit:hover{filter:brightness(1.08)}
.cf-status{border:1px solid var(--accent);padding:.5rem .75rem;font-size:.88rem}
.foot{padding:2.5rem 0 3rem;font-family:var(--mono);font-size:.8rem;color:var(--muted);display:grid;gap:.75rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1.5rem}
.masthead{padding:0 max(1.25rem,calc((100% - 54rem)/2))}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:0 1rem}
.brand{display:flex;flex-wrap:wrap;gap:0 1ch;padding:.3rem 0;font-weight:700}
.brand a::before{content:'[' / '';opacity:.7}
.brand a::after{content:']' / '';opacity:.7}
.brand-sub{font-weight:400;opacity:.8}
.masthead-nav ul{display:flex;flex-wrap:wrap;text-transform:lowercase}
.masthead-nav a{display:block;padding:.3rem .55rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{background:var(--on-bar);color:var(--bar)}
.page{width:var(--col);margin-inline:auto;padding:clamp(2.5rem,7vw,4rem) 0}
.page-head{margin-bottom:2rem}
.page-title{font-family:var(--font-head);font-size:clamp(1.7rem,4.5vw,2.5rem);line-height:1.15;color:var(--heading);letter-spacing:-.01em}
.page-title::before{content:'# ' / '';color:var(--accent)}
.page-lead,.post-back{font-family:var(--mono);font-size:.88rem;color:var(--muted)}
.page .post-date{margin-top:.4rem}
.page .posts{margin-top:1rem}
.prose{max-width:68ch;font-size:1.05rem}
.prose h2,.prose h3{font-family:var(--font-head);color:var(--heading)}
.prose code,.prose pre{font-family:var(--mono)}
.prose pre{background:var(--surface);border:1px solid var(--line);border-radius:0;white-space:pre-wrap;overflow-wrap:anywhere}
.prose blockquote{border-left:0;border-inline-start:2px solid var(--accent);padding-inline-start:1em;font-style:normal;color:var(--muted)}
@media (max-width:720px){
.status,.masthead{position:static}
.fetch.has-pic{grid-template-columns:minmax(0,6.5rem) minmax(0,1fr);gap:1rem}
.fetch-rows{grid-template-columns:minmax(0,1fr);gap:0}
.fetch-row dd{padding-inline-start:2ch;margin-bottom:.2rem}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.proj-item.has-media{grid-template-columns:minmax(0,1fr)}
.proj-media{grid-column:1;grid-row:1;max-width:22rem}
.proj-body{grid-row:2}
.post-item article{grid-template-columns:minmax(0,1fr)}
.post-title,.post-excerpt{grid-column:1}
.contact-grid,.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:420px){.fetch.has-pic{grid-template-columns:minmax(0,1fr)}.pic{max-width:7rem}}
@media print{.site .status-session{display:none!important}.site :is(.skill-name,.proj-meta,.tr-title,.xp-item,.edu-item,.tags li:first-child,.proj-links a,.status-session a,.cf-submit)::before,.site :is(.proj-title,.skill-title,.xp-role,.status-session a)::after{content:none!important}.site .fetch-row{display:block!important}.site .fetch-row :is(dt,dd){display:inline!important}.site .fetch-row dd{margin-inline-start:.5em!important}}
`;
