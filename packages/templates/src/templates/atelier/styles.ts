/**
 * Atelier: off-white paper, warm brown-black ink, one terracotta (the accent); Fraunces for the
 * name, titles and labels, DM Sans for the words. A hand-drawn squiggle under each title (a mask,
 * so it takes the accent), wall labels on paper under the pictures, soft corners. Colours are the
 * palette tokens (index.tsx); `mat` is the board behind a picture and a title tile, `cap` the
 * shade behind a caption on a phone.
 */
const squiggle =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 14'%3E%3Cpath d='M3 9c9-7 17-7 24-1s15 6 23 0 16-6 24 0 15 6 23 0 12-5 20-2' fill='none' stroke='%23000' stroke-width='3.2' stroke-linecap='round'/%3E%3C/svg%3E\")";

export const css = `
:root{--pad:max(clamp(1.1rem,4vw,2.75rem),calc((100% - 1240px)/2));--row:clamp(8.5rem,17vw,15rem)}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.6}
a{color:var(--accent);text-underline-offset:.2em;text-decoration-thickness:1px}
a:hover{text-decoration-style:wavy}
.name,.sec-title,.signature,.brand,.page-title,.proj-title,.note-no,.cap-no,.cap-title,.intro,.philosophy,.post-title,.contact-intro,.xp-role,.edu-degree,.tr-title,.rec-year{font-family:var(--font-head)}
.top{padding:0 var(--pad)}
.bar{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 2rem;padding:1.25rem 0;border-bottom:1px solid var(--line)}
.signature{font-size:1.25rem;font-weight:500;letter-spacing:-.01em;margin-inline-end:auto}
.nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;margin:0;padding:0}
.nav a{color:var(--ink);text-decoration:none;font-size:.92rem}
.nav a:hover{color:var(--accent);text-decoration:underline wavy;text-decoration-thickness:1px}
.hero{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem 3rem;align-items:center;padding:clamp(2.5rem,7vw,5.5rem) 0 clamp(2rem,5vw,3.5rem)}
.hero.has-portrait{grid-template-columns:auto minmax(0,1fr)}
.hero .portrait{width:clamp(6.5rem,14vw,10.5rem);height:clamp(6.5rem,14vw,10.5rem);border-radius:50%;object-fit:cover;outline:1.5px dashed var(--accent);outline-offset:7px;transform:rotate(-4deg);margin:10px}
.hero-text{min-width:0}
.name{font-size:clamp(2.7rem,8.5vw,6.6rem);font-weight:380;line-height:.95;letter-spacing:-.035em}
.headline{margin-top:1rem;font-size:.82rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--accent)}
.intro{margin-top:1.1rem;font-size:clamp(1.2rem,2.3vw,1.65rem);font-weight:320;line-height:1.35;max-width:30em}
.specialisms{display:flex;flex-wrap:wrap;gap:.25rem 0;margin-top:1.25rem;list-style:none;padding:0;font-size:.95rem;color:var(--muted)}
.specialisms li:not(:last-child)::after{content:'✻';color:var(--accent);padding:0 .7rem;font-size:.8em}
main{padding:0 var(--pad) clamp(3rem,7vw,5rem)}
.sec{padding-top:clamp(2.5rem,6vw,4.5rem)}
.sec-title{font-size:clamp(1.7rem,3.4vw,2.5rem);font-weight:400;letter-spacing:-.02em;line-height:1.1}
.sec-title::after{content:'';display:block;width:5.5rem;height:.7rem;margin-top:.5rem;background:var(--accent);-webkit-mask:${squiggle} no-repeat center/100% 100%;mask:${squiggle} no-repeat center/100% 100%}
.sec-head{min-width:0}
.sec-body{margin-top:1.5rem}
.sub-title{font-size:.8rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted);margin-bottom:.6rem}
/* The wall: six columns, groups of tiles that fill them (wall.ts), so the rows end flush. */
.wall{list-style:none;padding:0;display:grid;grid-template-columns:repeat(6,minmax(0,1fr));grid-auto-rows:var(--row);grid-auto-flow:row dense;gap:clamp(.6rem,1.2vw,1rem)}
.c1{grid-column-start:1}.c3{grid-column-start:3}.c4{grid-column-start:4}.c5{grid-column-start:5}
.w2{grid-column-end:span 2}.w3{grid-column-end:span 3}.w4{grid-column-end:span 4}.w6{grid-column-end:span 6}
.h1{grid-row-end:span 1}.h2{grid-row-end:span 2}
.tile{position:relative;min-width:0;border-radius:6px;overflow:hidden;background:var(--mat);box-shadow:0 0 0 1px var(--line);transition:transform .35s cubic-bezier(.2,.7,.3,1),box-shadow .35s}
.tile:nth-child(3n+1){--tilt:-.5deg}.tile:nth-child(3n+2){--tilt:.4deg}.tile:nth-child(3n){--tilt:-.25deg}
.tile:hover,.tile:focus-within{transform:translateY(-3px) rotate(var(--tilt,0deg));box-shadow:0 0 0 1px var(--line),0 10px 24px -14px rgba(42,33,27,.55)}
.tile-link{display:block;height:100%;color:var(--ink);text-decoration:none}
.tile-link:focus-visible{outline:3px solid var(--accent);outline-offset:-3px}
.tile img{width:100%;height:100%;object-fit:cover;transition:transform .6s cubic-bezier(.2,.7,.3,1)}
.tile:hover img{transform:scale(1.03)}
.cap{position:absolute;inset-inline-start:.7rem;bottom:.7rem;max-width:calc(100% - 1.4rem);display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 .6rem;padding:.55rem .8rem .6rem;background:var(--surface);color:var(--ink);border-radius:3px;box-shadow:0 4px 14px -8px rgba(0,0,0,.45);opacity:0;transform:translateY(.6rem);transition:opacity .25s,transform .3s}
.tile:hover .cap,.tile-link:focus-visible .cap{opacity:1;transform:none}
.cap-no{grid-row:1 / span 2;font-size:.95rem;color:var(--accent);font-variant-numeric:tabular-nums}
.cap-title{font-size:1.02rem;font-weight:500;line-height:1.25;letter-spacing:-.005em}
.cap-meta{grid-column:2;font-size:.8rem;color:var(--muted);line-height:1.35}
/* A project without a picture hangs as its title, set on the board; a wall of titles only sits lower. */
.wall-type{--row:clamp(6.5rem,11vw,9.5rem)}
.t-type{background:var(--accent-soft)}
.t-type:nth-child(even){background:var(--mat)}
.t-type .tile-link{display:flex;flex-direction:column;padding:clamp(1rem,2vw,1.5rem)}
.t-type .cap{position:static;opacity:1;transform:none;background:none;box-shadow:none;padding:0;max-width:none;height:100%;grid-template-columns:minmax(0,1fr);grid-template-rows:auto 1fr auto;gap:.5rem}
.t-type .cap-no{grid-row:auto;font-size:1.1rem}
.t-type .cap-title{align-self:end;font-size:clamp(1.35rem,2.4vw,2.1rem);font-weight:400;line-height:1.08;letter-spacing:-.02em}
.t-type.t-big .cap-title,.t-type.t-wide .cap-title{font-size:clamp(1.8rem,4vw,3.4rem)}
.t-type .cap-meta{grid-column:auto}
.t-type:hover .cap-title{color:var(--accent)}
@media (hover:none){
.tile:not(.t-type) .tile-link{display:flex;flex-direction:column}
.tile:not(.t-type) img{flex:1 1 0;min-height:0}
.tile:not(.t-type) .cap{position:static;opacity:1;transform:none;max-width:none;border-radius:0;box-shadow:none;padding:.5rem .75rem}
}
.notes-title{margin-top:clamp(2.25rem,5vw,3.5rem);padding-bottom:.6rem;border-bottom:1px solid var(--line)}
.notes{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr));gap:1.75rem 2.5rem;margin-top:1.25rem}
.note{display:grid;grid-template-columns:2.4rem minmax(0,1fr);gap:.75rem;min-width:0;scroll-margin-top:1.5rem}
.note:target .proj-title{color:var(--accent)}
.note-no{font-size:1.3rem;color:var(--accent);line-height:1.25;font-variant-numeric:tabular-nums}
.proj-body{min-width:0}
.proj-title{font-size:1.25rem;font-weight:450;line-height:1.25;letter-spacing:-.01em}
.proj-meta{font-size:.85rem;color:var(--muted);margin-top:.1rem}
.proj-desc{margin-top:.5rem;font-size:.95rem}
.proj-desc p+p{margin-top:.5rem}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;padding:0;margin-top:.6rem}
.tags li{font-size:.78rem;padding:.12rem .55rem;border:1px solid var(--line);border-radius:99px;color:var(--muted)}
.proj-links{display:flex;flex-wrap:wrap;gap:.25rem 1.1rem;margin-top:.6rem;font-size:.92rem;font-weight:500}
.rt-list{padding-inline-start:1.1em}
.rt-list>li::marker{color:var(--accent)}
.philosophy{max-width:28em;font-size:clamp(1.45rem,3vw,2.2rem);font-weight:320;line-height:1.3;letter-spacing:-.015em}
.philosophy p:first-child::before{content:'“';color:var(--accent)}
.philosophy p:last-child::after{content:'”';color:var(--accent)}
.influences{margin-top:1.5rem}
.influences .tags li{border-color:var(--accent-soft);background:var(--accent-soft);color:var(--ink)}
.about-text{max-width:40em;font-size:1.1rem}
.about-text p+p,.xp-desc p+p{margin-top:.7rem}
/* The CV: a quiet band on the lighter paper, two columns when both have something. */
.band{display:grid;grid-template-columns:minmax(0,1fr);gap:0 clamp(2rem,5vw,4.5rem);margin:clamp(3rem,7vw,5rem) calc(var(--pad)*-1) 0;padding:0 var(--pad) clamp(2.5rem,5vw,3.5rem);background:var(--surface);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.band.two{grid-template-columns:minmax(0,7fr) minmax(0,4fr)}
.band-main,.band-side{min-width:0}
.band .sec-title{font-size:clamp(1.35rem,2.4vw,1.75rem)}
.band .sec-body{margin-top:1.1rem}
.xp,.edu,.tr,.posts{list-style:none;padding:0}
.xp-item,.edu-item{display:grid;grid-template-columns:minmax(0,9rem) minmax(0,1fr);gap:.2rem 1.5rem;padding:.9rem 0;border-top:1px solid var(--line)}
.xp-item:first-child,.edu-item:first-child{border-top:0;padding-top:0}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted)}
.xp-date,.edu-date{font-variant-numeric:tabular-nums;color:var(--ink)}
.xp-body,.edu-body{min-width:0}
.xp-role,.edu-degree{font-size:1.12rem;font-weight:450;line-height:1.3}
.xp-org,.edu-school{color:var(--muted);font-size:.95rem}
.xp-desc,.edu-desc,.tr-desc{margin-top:.4rem;font-size:.95rem}
.skills,.tools{display:grid;gap:1.1rem}
.skill-title{font-size:.8rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted);margin-bottom:.35rem}
.skill-list{display:flex;flex-wrap:wrap;list-style:none;padding:0}
.skill-list li:not(:last-child)::after,.tool-group .tags li:not(:last-child)::after{content:',';margin-inline-end:.35em}
.tool-group .tags{gap:0;margin-top:0}
.tool-group .tags li{border:0;padding:0;font-size:1rem;color:var(--ink);border-radius:0}
.recognition{display:grid;gap:1.25rem}
.rec-list{list-style:none;padding:0}
.rec-list li{display:grid;grid-template-columns:3.2rem minmax(0,1fr);gap:0 .75rem;padding:.45rem 0;border-top:1px solid var(--line)}
.rec-year{grid-row:1 / span 2;color:var(--accent)}
.rec-name{font-weight:500}
.rec-detail{font-size:.85rem;color:var(--muted)}
.tr-item{display:flex;gap:1rem;padding:.8rem 0;border-top:1px solid var(--line)}
.tr-item:first-child{border-top:0;padding-top:0}
.tr-img{width:3rem;height:3rem;border-radius:50%;object-fit:cover;flex:none}
.tr-body{min-width:0}
.tr-title{font-size:1.08rem;font-weight:450}
.tr-meta{font-size:.9rem;color:var(--muted)}
.tr .tags,.xp .tags,.edu .tags{margin-top:.45rem}
.post-item{padding:.8rem 0;border-top:1px solid var(--line)}
.post-item:first-child{border-top:0;padding-top:0}
.post-date{font-size:.82rem;color:var(--muted)}
.post-title{font-size:1.2rem;font-weight:450;line-height:1.25}
.post-title a{color:var(--ink);text-decoration:none}
.post-title a:hover{color:var(--accent);text-decoration:underline wavy;text-decoration-thickness:1px}
.post-excerpt{margin-top:.25rem;color:var(--muted);font-size:.95rem}
.posts-all{margin-top:.9rem}
.contact-grid{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:2rem clamp(2rem,5vw,4rem)}
.contact-grid.no-info{grid-template-columns:minmax(0,1fr);max-width:40rem}
.contact-intro{font-size:clamp(1.25rem,2.2vw,1.6rem);font-weight:320;line-height:1.35;max-width:24em}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.6rem}
.cd-label{display:block;font-size:.75rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.cd-email a{font-family:var(--font-head);font-size:clamp(1.2rem,2.4vw,1.6rem)}
.cv-download{margin-top:1.25rem}
.cf{display:grid;gap:.9rem;align-content:start;padding:clamp(1.1rem,3vw,1.75rem);background:var(--surface);border:1px solid var(--line);border-radius:6px}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:.9rem}
.cf-field{display:grid;gap:.3rem}
.cf label{font-size:.88rem;font-weight:600}
.cf input,.cf textarea{padding:.6rem .75rem;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--ink)}
.cf input:focus-visible,.cf textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cf-submit{justify-self:start;padding:.7rem 1.4rem;border:0;border-radius:99px;background:var(--accent);color:var(--on-accent);font-weight:600;cursor:pointer;transition:transform .2s}
.cf-submit:hover{transform:rotate(-1.5deg)}
.cf-status{padding:.6rem .8rem;border-radius:4px;background:var(--accent-soft);font-weight:600}
.foot{padding:1.5rem var(--pad) 2.25rem;color:var(--muted);font-size:.88rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-top:1rem;border-top:1px solid var(--line)}
.foot a{color:var(--muted)}
.masthead{padding:0 var(--pad)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;padding:1.25rem 0;border-bottom:1px solid var(--line)}
.brand{display:flex;flex-wrap:wrap;align-items:baseline;gap:.2rem .8rem;font-size:1.3rem;min-width:0}
.brand a{color:var(--ink);text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.8rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--accent)}
.masthead-nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1.4rem;list-style:none;padding:0;margin:0}
.masthead-nav a{color:var(--ink);text-decoration:none;font-size:.92rem}
.masthead-nav a:hover,.masthead-nav a[aria-current]{color:var(--accent);text-decoration:underline wavy;text-decoration-thickness:1px}
.page{padding:clamp(2rem,6vw,4rem) var(--pad) 4rem}
.blog-index,.post,.not-found{max-width:44rem}
.page-head{margin-bottom:2rem}
.page-title{font-size:clamp(2.2rem,6vw,4rem);font-weight:380;line-height:1;letter-spacing:-.03em}
.page-lead{margin-top:.7rem;font-size:1.1rem;color:var(--muted)}
.page-head .tags{margin-top:.8rem}
.post-back{margin-bottom:1rem}
.prose{font-size:1.07rem}
.prose h2,.prose h3{font-family:var(--font-head);font-weight:450}
.page-empty{color:var(--muted)}
@media (max-width:900px){
.band.two{grid-template-columns:minmax(0,1fr)}
.contact-grid{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:640px){
.hero.has-portrait{grid-template-columns:minmax(0,1fr)}
.hero .portrait{width:6rem;height:6rem}
/* On a phone the pictures hang one above the other, each at its own proportions, labels showing. */
.wall{grid-template-columns:minmax(0,1fr);grid-auto-rows:auto}
.wall .tile{grid-column:1;grid-row:auto}
.tile img{height:auto}
.tile:not(.t-type) .tile-link{display:block}
.tile:not(.t-type) .cap{position:static;opacity:1;transform:none;max-width:none;border-radius:0;box-shadow:none;padding:.55rem .8rem}
.t-type{min-height:9rem}
.xp-item,.edu-item{grid-template-columns:minmax(0,1fr)}
.xp-meta,.edu-meta{flex-direction:row;flex-wrap:wrap;gap:0 .8rem}
.cf-row{grid-template-columns:minmax(0,1fr)}
}
@media print{
.site .bar,.site .wall,.site .note-no{display:none!important}
.site .sec-title::after{content:none!important}
.site .hero .portrait{outline:0!important;transform:none!important}
.site .specialisms li::after,.site .skill-list li::after,.site .philosophy p::before,.site .philosophy p::after{content:none!important}
}
`;
