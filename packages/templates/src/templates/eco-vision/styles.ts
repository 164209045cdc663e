/** Eco Vision: cream paper, forest green, terracotta warmth; Fraunces headings with Figtree text. Colours are the palette tokens (index.tsx): the forest is the accent; moss and clay are its own per theme. */
export const css = `
:root{--pad:max(1.25rem,calc((100% - 1120px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.06rem;line-height:1.65}
h1,h2,h3,.brand,.page-title{font-family:var(--font-head);font-variation-settings:'SOFT' 100,'WONK' 0}
.hero{padding:1.25rem var(--pad) clamp(3rem,8vw,6rem);background:radial-gradient(60rem 30rem at 110% -10%,var(--glow) 0,transparent 60%)}
.nav ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.25rem 1.5rem;list-style:none;padding:0;margin:0;font-weight:600;font-size:.95rem}
.nav a{text-decoration:none;color:var(--accent)}
.nav a:hover{text-decoration:underline;text-underline-offset:.3em}
.hero-grid{display:grid;grid-template-columns:minmax(0,1.3fr) minmax(0,1fr);gap:clamp(2rem,6vw,5rem);align-items:center;margin-top:clamp(2rem,7vw,5rem)}
.name{font-size:clamp(2.8rem,8vw,5.5rem);line-height:1;font-weight:600;letter-spacing:-.02em;color:var(--accent)}
.headline{display:flex;align-items:center;gap:.6rem;color:var(--clay);font-weight:700;letter-spacing:.04em;margin-top:1.1rem}
.headline::before{content:'';width:1.6rem;height:1.6rem;border-radius:0 100% 0 100%;background:var(--moss);flex:none}
.intro{font-size:clamp(1.15rem,2.2vw,1.4rem);margin-top:1.25rem;max-width:32rem;color:var(--ink)}
.facts{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:1.75rem}
.fact{padding:.45rem 1rem;border-radius:99px;background:var(--surface);border:1px solid var(--line);font-weight:600;font-size:.92rem}
.fact-open{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}
.hero-art{justify-self:center;position:relative}
.hero-art::before{content:'';position:absolute;inset:-8% -10% -6% -6%;background:var(--accent-soft);border-radius:58% 42% 47% 53%/45% 55% 45% 55%;z-index:0}
.portrait{position:relative;z-index:1;width:min(100%,21rem);aspect-ratio:1;object-fit:cover;border-radius:46% 54% 42% 58%/55% 45% 55% 45%;box-shadow:0 25px 50px -20px rgba(31,77,58,.45)}
.monogram{position:relative;z-index:1;display:grid;place-items:center;width:min(60vw,15rem);aspect-ratio:1;border-radius:46% 54% 42% 58%/55% 45% 55% 45%;background:var(--accent);color:var(--on-accent);font-family:var(--font-head);font-size:clamp(3rem,9vw,5rem)}
main{padding:0 var(--pad) 2rem}
.sec{padding-top:clamp(3rem,7vw,5rem)}
.sec-title{font-size:clamp(1.9rem,4vw,2.8rem);font-weight:600;color:var(--accent);line-height:1.15;margin-bottom:1.75rem;letter-spacing:-.01em}
.sec-title::after{content:'';display:block;width:3.5rem;height:.4rem;margin-top:.75rem;border-radius:99px;background:linear-gradient(90deg,var(--moss),var(--clay))}
.about-text{font-size:clamp(1.12rem,2vw,1.3rem);max-width:46rem;line-height:1.7}
.about-text p+p,.paras p+p{margin-top:1em}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;gap:1.25rem}
.xp-item{display:grid;grid-template-columns:13rem minmax(0,1fr);gap:1.5rem;background:var(--surface);border:1px solid var(--line);border-radius:1.75rem;padding:clamp(1.25rem,3vw,2rem)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;gap:.2rem;font-size:.92rem;color:var(--muted)}
.xp-date,.edu-date{font-weight:700;color:var(--clay)}
.xp-role,.edu-degree,.tr-title,.post-title{font-family:var(--font-head);font-size:1.35rem;font-weight:600;line-height:1.25;color:var(--accent)}
.xp-org,.edu-school,.tr-meta{font-weight:600;color:var(--moss)}
.xp-desc,.edu-desc,.tr-desc,.proj-desc{margin-top:.5rem}
.tags{display:flex;flex-wrap:wrap;gap:.45rem;list-style:none;padding:0;margin-top:.85rem}
.tags li{background:var(--accent-soft);color:var(--accent);font-weight:600;font-size:.85rem;padding:.3rem .8rem;border-radius:99px}
.proj{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,19rem),1fr));gap:1.5rem}
.proj-item{background:var(--surface);border-radius:1.75rem;overflow:hidden;border:1px solid var(--line);display:flex;flex-direction:column}
.proj-media{padding:.75rem .75rem 0}
.proj-media img{width:100%;aspect-ratio:16/10;object-fit:cover;border-radius:1.25rem}
.proj-body{padding:1.25rem 1.5rem 1.5rem;display:flex;flex-direction:column;flex:1}
.proj-meta{font-size:.8rem;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:var(--clay)}
.proj-title{font-family:var(--font-head);font-size:1.45rem;font-weight:600;color:var(--accent);line-height:1.2;margin-top:.25rem}
.proj-links{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:auto;padding-top:1.1rem}
.proj-links a{padding:.5rem 1.1rem;border-radius:99px;border:2px solid var(--accent);color:var(--accent);font-weight:700;text-decoration:none;font-size:.92rem}
.proj-links .link-live{background:var(--accent);color:var(--on-accent)}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));gap:1.25rem}
.skill-group{background:var(--accent);color:var(--on-accent);border-radius:1.75rem;padding:1.5rem 1.75rem}
.skill-group:nth-child(even){background:var(--moss-fill);color:#f3efe3}
.skill-title{font-size:1.3rem;font-weight:600;margin-bottom:.75rem}
.skill-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.45rem}
.skill{border:1px solid color-mix(in srgb,currentColor 45%,transparent);padding:.3rem .85rem;border-radius:99px;font-weight:600;font-size:.92rem}
.edu{grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.edu-item,.tr-item,.post-item{background:var(--surface);border:1px solid var(--line);border-radius:1.5rem;padding:1.5rem}
.edu-meta{flex-direction:row;gap:.75rem;margin-bottom:.4rem}
.tr-item{display:flex;gap:1rem}
.tr-img{width:4rem;height:4rem;border-radius:1rem;object-fit:cover}
.posts{grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.post-date{font-size:.85rem;font-weight:600;color:var(--muted)}
.post-title a{text-decoration:none}
.post-title a:hover{text-decoration:underline}
.post-excerpt{color:var(--muted);margin-top:.4rem}
.posts-all{margin-top:1.25rem;font-weight:700}
.posts-all a,.post-back a,.prose a{color:var(--clay)}
.sec-contact{margin-top:clamp(3rem,7vw,5rem);background:var(--accent);color:var(--on-accent);border-radius:2.5rem;padding:clamp(2rem,5vw,3.5rem)}
.sec-contact .sec-title{color:inherit}
.sec-contact .sec-title::after{background:linear-gradient(90deg,#a9cbb0,#f0b48f)}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:2.5rem}
.contact-intro{font-size:1.15rem}
.contact-details{list-style:none;padding:0;margin-top:1.25rem;display:grid;gap:.8rem}
.cd-label{display:block;font-size:.75rem;letter-spacing:.14em;text-transform:uppercase;color:inherit}
.contact-details a{color:inherit;font-weight:600}
.cf{display:grid;gap:1rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-weight:600;font-size:.92rem}
.cf input,.cf textarea{border:0;border-radius:1rem;padding:.8rem 1rem;background:var(--surface);color:var(--ink)}
.cf input:focus,.cf textarea:focus{outline:3px solid #f0b48f;outline-offset:2px}
.cf-submit{justify-self:start;background:#f0b48f;color:#3a1a0c;border:0;border-radius:99px;padding:.8rem 1.8rem;font-weight:800;cursor:pointer}
.cf-status{background:color-mix(in srgb,currentColor 12%,transparent);border-radius:1rem;padding:.7rem 1rem}
.foot{padding:2rem var(--pad) 3rem;color:var(--muted);font-size:.92rem}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
.foot a{color:var(--accent)}
.masthead{padding:1.5rem var(--pad);border-bottom:1px solid var(--line)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-size:1.5rem;font-weight:600;color:var(--accent)}
.brand a{text-decoration:none}
.brand-sub{font-family:var(--font-body);font-size:.88rem;font-weight:600;color:var(--clay)}
.masthead-nav ul{display:flex;gap:1.25rem;list-style:none;padding:0;margin:0;font-weight:600}
.masthead-nav a{color:var(--accent)}
.page{padding:clamp(2rem,6vw,4rem) var(--pad);max-width:calc(44rem + 2 * var(--pad));margin:0 auto}
.page-title{font-size:clamp(2.2rem,6vw,3.4rem);font-weight:600;line-height:1.1;color:var(--accent)}
.page-lead{color:var(--muted);margin-top:.5rem;font-size:1.15rem}
.page-head{margin-bottom:2rem}
.page .posts{grid-template-columns:1fr}
@media (max-width:860px){.hero-grid{grid-template-columns:1fr}.hero-art{justify-self:start;order:-1}.portrait{width:10rem}.monogram{width:8rem;font-size:2.6rem}.nav ul{justify-content:flex-start}.xp-item{grid-template-columns:1fr;gap:.5rem}.contact-grid{grid-template-columns:1fr}}
@media (max-width:520px){.cf-row{grid-template-columns:1fr}.sec-contact{border-radius:1.75rem}}
`;
