/**
 * The few rules every template shares: a reset, accessibility helpers and the blog prose.
 * Everything that gives a template its look lives in the template's own stylesheet.
 */
export const baseCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
img{max-width:100%;height:auto;display:block}
:where(h1,h2,h3,h4,p,ul,ol,dl,dd,figure,blockquote){margin:0}
:where(ul[role=list],ol[role=list]){list-style:none;padding:0}
a{color:inherit}
input,textarea,button{font:inherit;color:inherit}
.site{min-height:100vh;display:flex;flex-direction:column}
.site>.page{flex:1 0 auto}
.vh{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip{position:absolute;inset-inline-start:1rem;top:-4rem;z-index:10;padding:.6rem 1rem;background:#111;color:#fff;border-radius:.25rem}
.skip:focus{top:1rem}
:focus-visible{outline:3px solid currentColor;outline-offset:3px}
.hp{position:absolute;inset-inline-start:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.cf-field,.contact-info,.cf{min-width:0}
.table-wrap :where(th,td){overflow-wrap:break-word}
.cd-phone a{white-space:nowrap}
.cv-download{margin-top:1.25rem}
.cv-download a{display:inline-block;padding:.55em 1.1em;border:2px solid currentColor;border-radius:.4em;font-weight:600;text-decoration:none}
.cv-download a:hover{text-decoration:underline}
.cf input,.cf textarea{width:100%;max-width:100%;min-width:0}
.contact-grid.no-info{grid-template-columns:minmax(0,42rem)}
.no-info .cf{grid-column:1 / -1}
.contact-grid.no-info{margin-top:1.25rem}
.sec-lead{margin-top:.5rem;opacity:.85}
:where(.rt)>:where(*+*){margin-top:.65em}
.rt-list{list-style:disc;padding-inline-start:1.25em;margin-block:0}
ol.rt-list{list-style:decimal}
.rt-list>li+li{margin-top:.3em}
.rt-list>li{padding-inline-start:.15em}
.post .page-title+.post-date{margin-top:.6em}
.prose{line-height:1.7}
.prose>*+*{margin-top:1.1em}
.prose h2{font-size:1.5em;line-height:1.25;margin-top:1.6em}
.prose h3{font-size:1.25em;line-height:1.3;margin-top:1.4em}
.prose ul,.prose ol{padding-inline-start:1.4em}
.prose li+li{margin-top:.35em}
.prose blockquote{border-inline-start:3px solid currentColor;padding-inline-start:1em;font-style:italic}
.prose pre{overflow-x:auto;padding:1em;border-radius:.4em;background:rgba(127,127,127,.12);font-size:.9em}
.prose code{font-size:.92em}
.prose img{border-radius:.4em}
.prose table{border-collapse:collapse;display:block;overflow-x:auto}
.prose th,.prose td{border:1px solid rgba(127,127,127,.4);padding:.4em .6em}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
