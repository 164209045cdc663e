/**
 * Darkroom: the photographs edge to edge at their own aspect ratio (contained, never cropped),
 * frame numbers under them as on a film's edge, every word small. Archivo for labels, Source
 * Serif 4 for what is read. Colours are the palette tokens (index.tsx); --plate is the mount.
 */
export const css = `
:root{--gut:clamp(1rem,3.2vw,2.75rem);--gap:4px}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.02rem;line-height:1.65}
a{color:var(--accent);text-underline-offset:.2em;text-decoration-thickness:1px}
h1,h2,h3,.brand,.page-title{font-family:var(--font-head)}
.bar,.masthead-inner{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 2rem;padding:.8rem var(--gut)}
.who{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem 1rem}
.name{font-size:.86rem;font-weight:600;letter-spacing:.26em;text-transform:uppercase;line-height:1.4;color:var(--heading)}
.headline{font-family:var(--font-head);font-size:.78rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.nav ul,.masthead-nav ul{display:flex;flex-wrap:wrap;gap:0 1.4rem;font-family:var(--font-head);font-size:.74rem;letter-spacing:.16em;text-transform:uppercase}
.nav a,.masthead-nav a{display:inline-block;min-height:24px;padding:.45rem 0;color:var(--muted);text-decoration:none;transition:color .25s}
.nav a:hover,.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--heading)}
.intro-row{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:1.5rem 3rem;padding:clamp(2.5rem,8vw,6rem) var(--gut) clamp(2rem,5vw,3.5rem)}
.intro{font-size:clamp(1.35rem,3vw,2.1rem);line-height:1.3;max-width:30ch;font-weight:300;color:var(--heading)}
.metrics{display:flex;gap:2rem;font-family:var(--font-head)}
.metrics .stat{display:flex;flex-direction:column-reverse}
.metrics dt{font-size:.7rem;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.metrics dd{font-size:1.6rem;font-weight:300;color:var(--heading)}
.gallery>.sec-head{padding:0 var(--gut) 1rem}
.gallery .sec-title,.notes .sec-title{font-size:.74rem;font-weight:600;letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.series-list{display:grid;gap:clamp(4rem,11vw,8.5rem)}
.plate{position:relative}
.plate img{width:100%;height:auto;max-height:92vh;object-fit:contain;background:var(--plate)}
.plate-row{display:grid;gap:var(--gap);margin-top:var(--gap);align-items:start}
.plate-row.n-2{grid-template-columns:repeat(2,minmax(0,1fr))}
.plate-row.n-3{grid-template-columns:repeat(3,minmax(0,1fr))}
.plate-row img{max-height:92vh}
.edge{font-family:var(--font-head);font-size:.66rem;letter-spacing:.18em;color:var(--accent);padding:.35rem var(--gut) 0;font-variant-numeric:tabular-nums}
.edge::before{content:'▸ ' / ''}
.plate-row .edge{padding-inline:.5rem}
.plate-row .plate:first-child .edge{padding-inline-start:var(--gut)}
.label{display:grid;grid-template-columns:minmax(0,5rem) minmax(0,38rem);gap:0 1.5rem;padding:1.75rem var(--gut) 0}
.label-no{font-family:var(--font-head);font-size:2.4rem;font-weight:200;line-height:1;color:var(--muted)}
.proj-title{font-size:1.05rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;line-height:1.35;color:var(--heading)}
.proj-meta{font-family:var(--font-head);font-size:.78rem;letter-spacing:.08em;color:var(--muted);margin-top:.2rem}
.proj-desc{margin-top:.75rem;max-width:60ch}
.rt p+p,.rt p+ul,.rt ul+p,.about-text p+p{margin-top:.75em}
.rt-list{padding-inline-start:1.1em}
.rt-list li::marker{color:var(--accent)}
.tags{display:flex;flex-wrap:wrap;gap:.2rem 0;margin-top:.7rem;font-family:var(--font-head);font-size:.74rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.tags li+li::before{content:'/' / '';margin:0 .6rem;color:var(--line)}
.proj-links{display:flex;flex-wrap:wrap;gap:.4rem 1.5rem;margin-top:.9rem;font-family:var(--font-head);font-size:.78rem;letter-spacing:.1em;text-transform:uppercase}
.proj-links a::after{content:' →' / ''}
.text-only .label{padding-top:0}
@media (min-width:900px){
.series.split{display:grid;grid-template-columns:minmax(0,2.1fr) minmax(0,1fr);align-items:start}
.series.split .label{position:sticky;top:2rem;grid-template-columns:minmax(0,1fr);padding:0 var(--gut) 0 2.25rem}
.series.split .label-no{margin-bottom:1.1rem}
.series.split .plate:first-child .edge,.series.split .plate-lead .edge{padding-inline-start:var(--gut)}
}
.notes{width:min(100% - 2 * var(--gut),76rem);margin:clamp(5rem,12vw,9rem) auto 0}
.notes .sec{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,3fr);gap:1rem 2.5rem;padding:2.25rem 0 2.75rem;border-top:1px solid var(--line)}
.notes .sec-head{padding-top:.3rem}
.sec-lead{font-size:.9rem;color:var(--muted);opacity:1}
.about-text{max-width:62ch;font-size:1.08rem}
.with-portrait .sec-body{display:grid;grid-template-columns:minmax(0,13rem) minmax(0,1fr);gap:1.5rem 2.5rem;align-items:start}
.portrait{width:100%;aspect-ratio:4/5;object-fit:cover;filter:grayscale(1) contrast(1.05)}
.philosophy{font-size:clamp(1.25rem,2.4vw,1.65rem);line-height:1.45;font-weight:300;max-width:36ch;color:var(--heading)}
.philosophy p::before{content:'“' / '';color:var(--accent)}
.philosophy p::after{content:'”' / '';color:var(--accent)}
.sub-title{font-family:var(--font-head);font-size:.72rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--muted);margin-bottom:.6rem}
.influences{margin-top:1.5rem}
.recognition{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));gap:2rem 3rem}
.rec-list{display:grid;gap:.65rem}
.rec-list li{display:grid;grid-template-columns:3.5rem minmax(0,1fr);gap:0 1rem}
.rec-year{grid-row:span 2;font-family:var(--font-head);font-size:.85rem;color:var(--accent);font-variant-numeric:tabular-nums;padding-top:.1rem}
.rec-name{color:var(--heading)}
.rec-detail{font-size:.88rem;color:var(--muted)}
.tools{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr));gap:1.5rem 2.5rem}
.tools .tags,.influences .tags{margin-top:0}
.xp,.edu,.tr{display:grid;gap:1.5rem}
.xp-item,.edu-item{display:grid;grid-template-columns:minmax(0,10rem) minmax(0,1fr);gap:.25rem 2rem}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-family:var(--font-head);font-size:.78rem;letter-spacing:.06em;color:var(--muted);padding-top:.2rem}
.xp-role,.edu-degree,.tr-title{font-size:1rem;font-weight:600;line-height:1.4;color:var(--heading)}
.xp-org,.edu-school,.tr-meta{color:var(--muted);font-size:.95rem}
.xp-desc,.edu-desc,.tr-desc{margin-top:.4rem;max-width:62ch}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr));gap:1.5rem 2.5rem}
.skill-title{font-size:.72rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--muted);margin-bottom:.5rem}
.skill-list{display:grid;gap:.15rem}
.tr-item{display:flex;gap:1rem;align-items:flex-start}
.tr-img{width:3rem;height:3rem;object-fit:cover}
.posts{display:grid}
.post-item article{padding:.9rem 0;border-bottom:1px solid var(--line)}
.post-item:first-child article{padding-top:0}
.post-date{font-family:var(--font-head);font-size:.75rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.post-title{font-size:1.15rem;font-weight:500;line-height:1.35;margin-top:.2rem}
.post-title a{color:var(--heading);text-decoration:none}
.post-title a:hover{color:var(--accent)}
.post-excerpt{margin-top:.25rem;color:var(--muted)}
.posts-all{margin-top:1rem;font-family:var(--font-head);font-size:.78rem;letter-spacing:.1em;text-transform:uppercase}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:2rem 3rem}
.contact-intro{max-width:40ch}
.sec-contact .contact-details{margin-top:1.25rem;display:grid;gap:.75rem}
.contact-details li{display:flex;flex-direction:column}
.cd-label{font-family:var(--font-head);font-size:.7rem;letter-spacing:.16em;text-transform:uppercase;color:var(--muted)}
.cv-download a{border-width:1px;border-radius:0;font-family:var(--font-head);font-size:.78rem;letter-spacing:.12em;text-transform:uppercase}
.cf{display:grid;gap:1.4rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1.4rem}
.cf-field{display:grid;gap:.2rem}
.cf label{font-family:var(--font-head);font-size:.7rem;letter-spacing:.16em;text-transform:uppercase;color:var(--muted)}
.cf input,.cf textarea{background:transparent;border:0;border-bottom:1px solid var(--muted);border-radius:0;padding:.5rem 0;font-size:1.02rem}
.cf input:focus,.cf textarea:focus{outline:none;border-bottom-color:var(--accent);box-shadow:0 1px 0 var(--accent)}
.cf-submit{justify-self:start;background:var(--accent);color:var(--on-accent);border:0;border-radius:0;padding:.75rem 1.8rem;font-family:var(--font-head);font-size:.78rem;font-weight:600;letter-spacing:.18em;text-transform:uppercase;cursor:pointer}
.cf-status{border-inline-start:2px solid var(--accent);padding-inline-start:.8rem}
.foot{width:min(100% - 2 * var(--gut),76rem);margin:3rem auto 0;padding:1.5rem 0 2.5rem;border-top:1px solid var(--line);font-family:var(--font-head);font-size:.74rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1.5rem}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem 1rem}
.brand a{font-size:.86rem;font-weight:600;letter-spacing:.26em;text-transform:uppercase;text-decoration:none;color:var(--heading)}
.brand-sub{font-size:.78rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.page{width:min(100% - 2 * var(--gut),44rem);margin:0 auto;padding:clamp(3rem,8vw,6rem) 0}
.page-head{margin-bottom:2.25rem}
.page-title{font-family:var(--font-body);font-size:clamp(1.8rem,4.5vw,2.7rem);font-weight:300;line-height:1.2;color:var(--heading)}
.page-lead,.post-back{font-family:var(--font-head);font-size:.78rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted);margin-top:.6rem}
.post-back{margin:0 0 1rem}
.page .tags{margin-top:1rem}
.prose{font-size:1.1rem}
.prose h2,.prose h3{font-weight:500}
.prose img{border-radius:0}
.prose pre{white-space:pre-wrap;overflow-wrap:anywhere;border-radius:0;background:var(--surface)}
.prose blockquote{border-left:0;border-inline-start:1px solid var(--accent);font-style:normal}
@media (max-width:760px){
.notes .sec{grid-template-columns:minmax(0,1fr);gap:.75rem}
.with-portrait .sec-body{grid-template-columns:minmax(0,9rem) minmax(0,1fr);gap:1.25rem}
.contact-grid,.cf-row,.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.label{grid-template-columns:minmax(0,1fr)}
.label-no{font-size:1.6rem;margin-bottom:.6rem}
.plate-row.n-3{grid-template-columns:repeat(2,minmax(0,1fr))}
}
@media (max-width:480px){.with-portrait .sec-body{grid-template-columns:minmax(0,1fr)}.portrait{max-width:12rem}}
`;
