/** Creative: cream, electric blue, hot pink and yellow with black outlines; Bricolage Grotesque throughout. Colours are the palette tokens (index.tsx): the blue is the accent; pink, yellow and mint are its own, and the yellow blocks keep dark ink in both themes. */
export const css = `
:root{--pop-ink:#141414;--pad:max(1.25rem,calc((100% - 1200px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.08rem;line-height:1.55}
a{color:var(--accent)}
.hero{padding:1.25rem var(--pad) clamp(3rem,8vw,6rem);overflow:hidden}
.nav ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.5rem;list-style:none;padding:0;margin:0}
.nav a{display:block;padding:.35rem .9rem;border:2px solid var(--ink);border-radius:99px;text-decoration:none;color:var(--ink);font-weight:700;background:var(--surface);font-size:.92rem}
.nav a:hover{background:var(--yellow);color:var(--pop-ink)}
.hero-grid{display:grid;grid-template-columns:minmax(0,1.5fr) minmax(0,1fr);gap:clamp(2rem,5vw,4rem);align-items:center;margin-top:clamp(2rem,6vw,4rem)}
.name,.sec-title,.brand,.page-title,.proj-title,.xp-role,.edu-degree,.tr-title,.post-title{font-family:var(--font-head)}
.name{font-size:clamp(3.2rem,11vw,8.5rem);line-height:.88;font-weight:800;letter-spacing:-.045em;font-stretch:condensed}
.headline{display:inline-block;background:var(--chip-bg);color:var(--chip-ink);font-weight:700;padding:.35rem .9rem;border-radius:.5rem;transform:rotate(-2deg);margin-top:1.5rem;font-size:clamp(1rem,1.6vw,1.2rem)}
.name .w{display:block}
.w-1{color:var(--accent)}
.w-2{color:var(--pink)}
.intro{font-size:clamp(1.2rem,2.4vw,1.55rem);line-height:1.35;margin-top:1.5rem;max-width:34rem;font-weight:500}
.hero-art{position:relative;justify-self:center}
.portrait{width:min(100%,20rem);aspect-ratio:1;object-fit:cover;border-radius:50%;border:4px solid var(--ink);box-shadow:12px 12px 0 var(--ink);background:var(--pink-soft)}
.monogram{display:grid;place-items:center;width:min(60vw,15rem);aspect-ratio:1;border-radius:50%;border:4px solid var(--ink);box-shadow:12px 12px 0 var(--ink);background:var(--yellow);color:var(--pop-ink);font-size:clamp(3rem,10vw,5.5rem);font-weight:800}
.stickers{list-style:none;padding:0;margin:0}
.sticker{position:absolute;padding:.4rem .9rem;border:3px solid var(--ink);border-radius:99px;font-weight:800;font-size:.95rem;width:max-content;max-width:min(16rem,100%);background:#fff;color:var(--pop-ink)}
.s-0{top:2%;left:-12%;background:var(--yellow);transform:rotate(-8deg)}
.s-1{top:40%;right:-14%;background:var(--mint);transform:rotate(6deg)}
.s-2{bottom:4%;left:-6%;background:#fff;transform:rotate(4deg)}
.s-3{bottom:-6%;right:4%;background:var(--pink-soft);transform:rotate(-5deg)}
main{padding:0 var(--pad) 2rem}
.sec{padding-top:clamp(3.5rem,8vw,6rem)}
.sec-title{font-size:clamp(2.2rem,6vw,4.2rem);font-weight:800;letter-spacing:-.04em;line-height:.95;margin-bottom:2rem}
.sec-title::after{content:'*';color:var(--pink);margin-left:.1em}
.proj-gallery{list-style:none;padding:0;columns:3 18rem;column-gap:1.5rem}
.proj-gallery .proj-item{break-inside:avoid;margin-bottom:1.5rem;background:var(--surface);border:3px solid var(--ink);border-radius:1.25rem;overflow:hidden;box-shadow:8px 8px 0 var(--ink)}
.proj-gallery .proj-item:nth-child(3n+2){box-shadow:8px 8px 0 var(--accent)}
.proj-gallery .proj-item:nth-child(3n){box-shadow:8px 8px 0 var(--pink)}
.proj-media{display:grid;gap:3px;background:var(--ink)}
.proj-media img{width:100%;object-fit:cover;aspect-ratio:4/3}
.proj-media.n-2,.proj-media.n-3{grid-template-columns:1fr 1fr}
.proj-media.n-2 img:first-child,.proj-media.n-3 img:first-child{grid-column:1 / -1;aspect-ratio:4/3}
.proj-media.n-2 img+img,.proj-media.n-3 img+img{aspect-ratio:1}
.proj-media.n-2 img+img{grid-column:1 / -1;aspect-ratio:2/1}
.proj-body{padding:1.25rem}
.proj-meta{font-size:.85rem;font-weight:700;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
.proj-title{font-size:1.6rem;font-weight:800;letter-spacing:-.02em;line-height:1.1;margin-top:.2rem}
.proj-desc{margin-top:.5rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
.proj-links a{padding:.4rem .9rem;border:2px solid var(--ink);border-radius:99px;font-weight:800;text-decoration:none;color:var(--ink);font-size:.92rem}
.proj-links .link-live{background:var(--yellow);color:var(--pop-ink)}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin-top:.8rem}
.tags li{font-weight:700;font-size:.85rem;padding:.2rem .7rem;border-radius:99px;background:var(--ink);color:var(--bg)}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1.25rem;margin-top:clamp(3.5rem,8vw,6rem)}
.metrics .stat{display:flex;flex-direction:column-reverse;padding:1.5rem;border:3px solid var(--ink);border-radius:1.25rem;background:var(--yellow);color:var(--pop-ink)}
.metrics .stat:nth-child(2){background:var(--mint)}
.metrics .stat:nth-child(3){background:var(--pink-soft)}
.metrics dt{font-weight:700}
.metrics dd{font-size:clamp(2.5rem,6vw,4rem);font-weight:800;line-height:1;letter-spacing:-.04em}
.philosophy{font-size:clamp(1.5rem,3.6vw,2.6rem);line-height:1.15;font-weight:700;letter-spacing:-.025em;max-width:60rem}
.philosophy p::before{content:'“';color:var(--pink)}
.philosophy p::after{content:'”';color:var(--pink)}
.sub-title{font-size:1.2rem;font-weight:800;margin:1.5rem 0 .6rem}
.about-text{font-size:1.25rem;max-width:46rem}
.about-text p+p,.paras p+p{margin-top:.9em}
.recognition{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:2rem}
.rec-col .sub-title{margin-top:0}
.rec-list{list-style:none;padding:0}
.rec-list li{display:grid;grid-template-columns:4rem minmax(0,1fr);gap:0 1rem;padding:.9rem 0;border-top:3px solid var(--ink)}
.rec-year{grid-row:1 / span 2;font-weight:800;color:var(--accent)}
.rec-name{font-weight:800;font-size:1.15rem;line-height:1.2}
.rec-detail{color:var(--muted)}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:1rem}
.xp-item,.edu-item{display:grid;grid-template-columns:12rem minmax(0,1fr);gap:1.5rem;padding:1.25rem 1.5rem;background:var(--surface);border:3px solid var(--ink);border-radius:1.25rem}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-weight:700;color:var(--muted);font-size:.95rem}
.xp-date,.edu-date{color:var(--pink)}
.xp-role,.edu-degree,.tr-title,.post-title{font-size:1.35rem;font-weight:800;letter-spacing:-.02em;line-height:1.15}
.xp-org,.edu-school,.tr-meta{font-weight:700;color:var(--accent)}
.xp-desc,.edu-desc,.tr-desc{margin-top:.4rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:1.25rem}
.skill-title{font-size:1.2rem;font-weight:800;margin-bottom:.6rem}
.skill-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.skill{border:2px solid var(--ink);border-radius:99px;padding:.25rem .8rem;font-weight:700;background:var(--surface)}
.tools{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:1.25rem}
.tool-group .sub-title{margin-top:0}
.tr-item,.post-item{padding:1.25rem 1.5rem;background:var(--surface);border:3px solid var(--ink);border-radius:1.25rem}
.tr-item{display:flex;gap:1rem}
.tr-img{width:4rem;height:4rem;border-radius:.75rem;object-fit:cover}
.posts{grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.post-date{font-weight:700;color:var(--muted);font-size:.9rem}
.post-title a{text-decoration:none;color:var(--ink)}
.post-title a:hover{color:var(--accent)}
.post-excerpt{margin-top:.4rem}
.posts-all{margin-top:1.25rem;font-weight:800}
.sec-contact{margin-top:clamp(3.5rem,8vw,6rem);background:var(--yellow);color:var(--pop-ink);border:3px solid var(--ink);border-radius:2rem;padding:clamp(1.75rem,5vw,3.5rem);box-shadow:12px 12px 0 var(--ink)}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:2.5rem}
.contact-intro{font-size:1.3rem;font-weight:600}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.75rem;font-weight:700}
.cd-label{display:block;font-size:.8rem;text-transform:uppercase;letter-spacing:.1em;color:#3d3d3d}
.contact-details a{color:var(--pop-ink)}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-weight:800}
.cf input,.cf textarea{border:3px solid var(--pop-ink);border-radius:.9rem;padding:.7rem .9rem;background:#fff;color:var(--pop-ink)}
.cf input:focus,.cf textarea:focus{outline:3px solid var(--pop-ink);outline-offset:2px}
.cf-submit{justify-self:start;background:var(--pop-ink);color:#fff;border:0;border-radius:99px;padding:.85rem 2rem;font-weight:800;font-size:1.05rem;cursor:pointer;box-shadow:5px 5px 0 var(--pink)}
.cf-status{background:#fff;border:3px solid var(--pop-ink);border-radius:.9rem;padding:.7rem 1rem;font-weight:700}
.foot{padding:3rem var(--pad) 2.5rem;font-weight:700}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
.masthead{padding:1.25rem var(--pad);border-bottom:3px solid var(--ink);background:var(--yellow);color:var(--pop-ink)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-size:1.6rem;font-weight:800;letter-spacing:-.03em;line-height:1.1}
.brand a{text-decoration:none}
.brand-sub{font-size:.95rem;letter-spacing:0;font-weight:600}
.masthead-nav ul{display:flex;gap:.5rem;list-style:none;padding:0;margin:0}
.masthead-nav a{display:block;padding:.3rem .9rem;border:2px solid var(--pop-ink);border-radius:99px;background:#fff;text-decoration:none;color:var(--pop-ink);font-weight:700}
.page{padding:clamp(2rem,6vw,4rem) var(--pad);max-width:calc(46rem + 2 * var(--pad));margin:0 auto}
.page-title{font-size:clamp(2.5rem,8vw,5rem);font-weight:800;letter-spacing:-.045em;line-height:.95}
.page-lead{margin-top:.75rem;font-size:1.2rem}
.page-head{margin-bottom:2rem}
.page .posts{grid-template-columns:1fr}
@media (max-width:860px){.hero-grid{grid-template-columns:1fr}.hero-art{justify-self:start;display:flex;flex-wrap:wrap;align-items:center;gap:1.5rem}.portrait{width:10rem}.monogram{width:9rem}.stickers{display:flex;flex-wrap:wrap;gap:.5rem;max-width:16rem}.sticker{position:static}.contact-grid{grid-template-columns:1fr}.nav ul{justify-content:flex-start}.xp-item,.edu-item{grid-template-columns:1fr;gap:.4rem}}
@media (max-width:520px){.cf-row{grid-template-columns:1fr}.sticker{font-size:.8rem}.sec-contact{box-shadow:6px 6px 0 var(--ink)}.proj-gallery .proj-item{box-shadow:5px 5px 0 var(--ink)}}
`;
