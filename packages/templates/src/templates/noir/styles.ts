/** Noir: warm black, champagne gold, Cormorant Garamond display with Manrope for small caps and text. Colours are the palette tokens (index.tsx): the champagne is the accent. */
export const css = `
:root{--serif:var(--font-head);--pad:max(1.25rem,calc((100% - 1120px)/2))}
body{background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1rem;line-height:1.75;font-weight:400}
a{color:var(--accent);text-decoration-thickness:1px;text-underline-offset:.25em}
.hero{padding:1.5rem var(--pad) clamp(4rem,10vw,7rem);text-align:center;background:radial-gradient(50rem 30rem at 50% 0,var(--glow) 0,transparent 70%)}
.nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 2.25rem;list-style:none;padding:0 0 1.25rem;margin:0;border-bottom:1px solid var(--line);font-size:.75rem;letter-spacing:.28em;text-transform:uppercase}
.nav a{text-decoration:none;color:var(--muted)}
.nav a:hover{color:var(--accent)}
.hero-inner{display:flex;flex-direction:column;align-items:center;margin-top:clamp(3rem,8vw,5.5rem)}
.portrait{width:min(70vw,15rem);aspect-ratio:3/4;object-fit:cover;border-radius:50% 50% 0 0/38% 38% 0 0;border:1px solid var(--gold-dim);padding:.6rem;margin-bottom:2.5rem}
.name{font-family:var(--serif);font-weight:400;font-size:clamp(3rem,10vw,7.5rem);line-height:.95;letter-spacing:-.01em;color:var(--heading)}
.headline{font-size:.75rem;letter-spacing:.34em;text-transform:uppercase;color:var(--accent);margin-top:1.5rem}
.intro{font-family:var(--serif);font-style:italic;font-size:clamp(1.3rem,2.6vw,1.75rem);line-height:1.4;max-width:36rem;margin-top:1.75rem;color:var(--ink)}
.place{margin-top:2rem;font-size:.75rem;letter-spacing:.3em;text-transform:uppercase;color:var(--muted)}
.place::before,.place::after{content:'';display:inline-block;width:2.5rem;height:1px;background:var(--gold-dim);vertical-align:middle;margin:0 1rem}
main{padding:0 var(--pad) 3rem}
.sec{padding-top:clamp(4rem,10vw,7rem)}
.sec-head{text-align:center;margin-bottom:clamp(2rem,5vw,3.5rem)}
.sec-title{font-family:var(--serif);font-weight:400;font-size:clamp(2.2rem,5vw,3.4rem);line-height:1.05;color:var(--heading)}
.sec-title::before{content:'';display:block;width:1px;height:3rem;background:linear-gradient(var(--bg),var(--accent));margin:0 auto 1.5rem}
.about-text{font-family:var(--serif);font-size:clamp(1.3rem,2.4vw,1.6rem);line-height:1.55;max-width:44rem;margin:0 auto;text-align:center}
.about-text p+p,.paras p+p{margin-top:.9em}
.proj{list-style:none;padding:0;display:grid;gap:clamp(3rem,8vw,5.5rem)}
.proj-item.has-media{display:grid;grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);gap:clamp(2rem,5vw,4rem);align-items:center}
.proj-item.has-media:nth-child(even) .proj-media{order:2}
.proj-item:not(.has-media){width:min(100%,46rem);margin-inline:auto;text-align:center}
.proj-item:not(.has-media) :is(.tags,.proj-links){justify-content:center}
.proj-media img{width:100%;aspect-ratio:5/4;object-fit:cover}
.proj-meta{font-size:.75rem;letter-spacing:.28em;text-transform:uppercase;color:var(--accent)}
.proj-title{font-family:var(--serif);font-weight:500;font-size:clamp(1.9rem,3.6vw,2.6rem);line-height:1.1;margin-top:.6rem;color:var(--heading)}
.proj-desc{margin-top:1rem;color:var(--ink)}
.proj-links{display:flex;gap:1.75rem;margin-top:1.5rem;font-size:.75rem;letter-spacing:.24em;text-transform:uppercase}
.proj-links a{text-decoration:none;border-bottom:1px solid var(--gold-dim);padding-bottom:.3rem}
.tags{display:flex;flex-wrap:wrap;gap:.3rem 1.25rem;list-style:none;padding:0;margin-top:1rem;font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.xp,.edu,.tr,.posts{list-style:none;padding:0;display:grid;max-width:56rem;margin:0 auto}
.xp-item,.edu-item{display:grid;grid-template-columns:14rem minmax(0,1fr);gap:2rem;padding:2rem 0;border-top:1px solid var(--line)}
.xp-item:last-child,.edu-item:last-child{border-bottom:1px solid var(--line)}
.xp-meta,.edu-meta{display:flex;flex-direction:column;font-size:.75rem;letter-spacing:.24em;text-transform:uppercase;color:var(--accent);padding-top:.6rem}
.xp-place,.edu-place{color:var(--muted)}
.xp-role,.edu-degree,.tr-title,.post-title{font-family:var(--serif);font-weight:500;font-size:1.75rem;line-height:1.15;color:var(--heading)}
.xp-org,.edu-school,.tr-meta{color:var(--muted);font-size:.92rem;letter-spacing:.04em}
.xp-desc,.edu-desc,.tr-desc{margin-top:.75rem}
.skills{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:2rem;max-width:56rem;margin:0 auto;text-align:center}
.skill-title{font-size:.75rem;letter-spacing:.3em;text-transform:uppercase;color:var(--accent);font-weight:500;margin-bottom:1rem}
.skill-list{list-style:none;padding:0;display:grid;gap:.4rem;font-family:var(--serif);font-size:1.35rem}
.tr-item,.post-item{padding:1.75rem 0;border-top:1px solid var(--line)}
.tr-item{display:flex;gap:1.25rem}
.tr-img{width:4rem;height:4rem;object-fit:cover}
.post-item article{display:grid;grid-template-columns:14rem minmax(0,1fr);gap:0 2rem}
.post-date{grid-row:1 / span 2;font-size:.75rem;letter-spacing:.24em;text-transform:uppercase;color:var(--accent);padding-top:.6rem}
.post-title a{text-decoration:none;color:inherit}
.post-title a:hover{color:var(--accent)}
.post-excerpt{color:var(--muted);margin-top:.4rem}
.posts-all{text-align:center;margin-top:2rem;font-size:.75rem;letter-spacing:.24em;text-transform:uppercase}
.sec-contact .sec-body{max-width:56rem;margin:0 auto}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:3rem}
.contact-intro{font-family:var(--serif);font-size:1.45rem;line-height:1.4;font-style:italic}
.contact-details{list-style:none;padding:0;margin-top:1.5rem;display:grid;gap:1rem}
.cd-label{display:block;font-size:.75rem;letter-spacing:.3em;text-transform:uppercase;color:var(--accent)}
.cf{display:grid;gap:1.25rem}
.cf-row{display:grid;grid-template-columns:1fr 1fr;gap:1.25rem}
.cf-field{display:grid;gap:.35rem}
.cf label{font-size:.75rem;letter-spacing:.26em;text-transform:uppercase;color:var(--muted)}
.cf input,.cf textarea{background:transparent;border:0;border-bottom:1px solid var(--gold-dim);border-radius:0;padding:.6rem 0;color:var(--ink)}
.cf textarea{border:1px solid var(--line);padding:.75rem}
.cf input:focus,.cf textarea:focus{outline:none;border-color:var(--accent);box-shadow:0 1px 0 var(--accent)}
.cf-submit{justify-self:start;background:transparent;color:var(--accent);border:1px solid var(--accent);padding:.9rem 2.2rem;font-size:.75rem;letter-spacing:.3em;text-transform:uppercase;cursor:pointer}
.cf-submit:hover{background:var(--accent);color:var(--on-accent)}
.cf-status{border-left:1px solid var(--accent);padding-left:1rem;font-style:italic}
.foot{padding:3rem var(--pad);font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.foot-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:1px solid var(--line);padding-top:1.5rem}
.masthead{padding:1.75rem var(--pad);border-bottom:1px solid var(--line)}
.masthead-inner{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem}
.brand{display:flex;flex-direction:column;font-family:var(--serif);font-size:1.9rem;line-height:1.1;color:var(--heading)}
.brand a{text-decoration:none;color:inherit}
.brand-sub{font-family:var(--font-body);font-size:.75rem;letter-spacing:.28em;text-transform:uppercase;color:var(--accent)}
.masthead-nav ul{display:flex;gap:1.75rem;list-style:none;padding:0;margin:0;font-size:.75rem;letter-spacing:.24em;text-transform:uppercase}
.masthead-nav a{text-decoration:none}
.page{padding:clamp(3rem,8vw,5rem) var(--pad);max-width:calc(44rem + 2 * var(--pad));margin:0 auto}
.page-title{font-family:var(--serif);font-weight:400;font-size:clamp(2.5rem,7vw,4.2rem);line-height:1.05;color:var(--heading)}
.page-lead{font-family:var(--serif);font-style:italic;font-size:1.3rem;color:var(--muted);margin-top:.5rem}
.page-head{margin-bottom:2.5rem}
.page .post-item article{grid-template-columns:1fr}
.page .post-date{grid-row:auto}
.prose{font-size:1.05rem}
@media (max-width:820px){.proj-item.has-media{grid-template-columns:1fr}.proj-item.has-media:nth-child(even) .proj-media{order:0}.xp-item,.edu-item,.post-item article{grid-template-columns:1fr;gap:.5rem}.post-date{grid-row:auto}.contact-grid{grid-template-columns:1fr;gap:2rem}}
@media (max-width:520px){.cf-row{grid-template-columns:1fr}.nav ul{gap:.25rem 1.25rem}.place::before,.place::after{width:1.25rem;margin:0 .6rem}}
`;
