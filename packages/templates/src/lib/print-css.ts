/**
 * What every template prints: a plain CV in black on white, one column, on one or two A4 or
 * Letter pages. Screen layouts (hero bands, sidebars, cards, dark palettes) make poor paper, so
 * print lays the page out again from the classes the shared sections use (sections/*): a new
 * template prints well without a rule of its own, and keeps its own typefaces. A template may add
 * a few local rules inside `@media print` after these.
 *
 * Gone: navigation, the contact form and every button, the skip link, decorations (anything
 * aria-hidden), project screenshots, backgrounds, borders and shadows, motion. Kept: the name,
 * headline, portrait (small), sections, contact details; a link to another site is followed by its
 * address, since paper cannot be clicked.
 */
export const printCss = `
@media print{
@page{size:auto;margin:14mm 16mm 15mm}
html{font-size:9.5pt!important}
html,body{background:#fff!important;color:#000!important}
body{line-height:1.4!important}
*,*::before,*::after{background:transparent!important;color:#000!important;box-shadow:none!important;text-shadow:none!important;filter:none!important;animation:none!important;transition:none!important;opacity:1!important;transform:none!important}
.site *,.site *::before,.site *::after{border:0!important;border-radius:0!important;padding:0!important;min-height:0!important;max-height:none!important;height:auto!important;position:static!important;overflow:visible!important;float:none!important;letter-spacing:normal!important;text-align:left!important}
.site .vh,.site .hp{position:absolute!important;overflow:hidden!important;height:1px!important}
.site,.site :is(div,section,header,main,footer,article,aside,figure,ul,ol,li,dl,dd){display:block!important;width:auto!important;max-width:none!important;margin-left:0!important;margin-right:0!important;columns:auto!important;grid-template-columns:none!important}
.site :is(div,section,header,main,footer,article,aside,ul,ol,dl,p,h1,h2,h3,h4){margin-top:0!important;margin-bottom:0!important}
.site>*::before,.site>*::after,.site :is(section,header,div,main,footer)::before,.site :is(section,header,div,main,footer)::after{content:none!important}
.site :is(.skip,nav,form,button,.cf,.hp,.btn,.cta,.cv-download,.credit,.sec-lead,[aria-hidden=true],.proj-media,.posts-all,.stickers,.logo,.foot),.site .sec-contact:has(.no-info){display:none!important}
.site h1{font-size:21pt!important;line-height:1.15!important;font-weight:700!important}
.site h1 *,.site .xp-meta>*,.site .edu-meta>*{display:inline!important}
.site .xp-meta,.site .edu-meta{display:block!important}
.site .headline{font-size:11.5pt!important;margin:1pt 0 0!important;text-indent:0!important;font-weight:500!important}
.site h1~p,.site .intro p,.site .hero p{margin-top:3pt!important}
.site .portrait{float:right!important;width:22mm!important;height:22mm!important;max-width:22mm!important;object-fit:cover!important;margin:0 0 3mm 5mm!important}
img{max-width:30mm!important;height:auto!important}
.site .sec{margin-top:9pt!important;clear:both}
.site .sec-title{display:block!important;font-size:12pt!important;line-height:1.2!important;font-weight:700!important;text-transform:none!important;padding-bottom:2pt!important;margin-bottom:4pt!important;border-bottom:.75pt solid #000!important}
.site h3{font-size:10.5pt!important;line-height:1.25!important;font-weight:700!important}
h1,h2,h3,h4,.sec-head{break-after:avoid;page-break-after:avoid}
.site .xp-item,.site .edu-item,.site .proj-item,.site .tr-item,.site .post-item,.site .skill-group,.site .stat{break-inside:avoid;page-break-inside:avoid;margin-top:5pt!important}
.site .xp-meta,.site .edu-meta,.site .proj-meta,.site .tr-meta,.site .post-date{font-size:8.5pt!important;text-transform:none!important}
.site .xp-meta>*+*::before,.site .edu-meta>*+*::before{content:" · "}
.site .xp-org,.site .edu-school{font-style:italic}
.site .xp-desc,.site .edu-desc,.site .proj-desc,.site .tr-desc,.site .about-text,.site .contact-intro{margin-top:2pt!important}
.site .xp-desc p+p,.site .about-text p+p,.site .paras p+p{margin-top:1pt!important}
p,li{orphans:3;widows:3}
.site .tags,.site .skill-list{display:block!important;margin-top:2pt!important;font-size:8.5pt!important}
.site .tags li,.site .skill-list li,.site .skill-list li>span{display:inline!important;margin:0!important;font-size:inherit!important;font-weight:400!important}
.site .tags li+li::before,.site .skill-list li+li::before{content:", "}
.site .skill-group{display:flex!important;gap:4pt}
.site .skill-title{font-size:9.5pt!important;flex:0 0 28%}
.site .skill-title::after{content:":"}
.site .skill-list{margin:0!important;font-size:9.5pt!important}
.site .stats,.site .stats .stat{display:inline!important;margin:0 8pt 0 0!important}
.site .stat dt,.site .stat dd{display:inline!important;font-size:inherit!important}
.site .stat dt::after{content:": "}
.site .contact-details li{display:block!important;margin-top:1pt!important}
.site .cd-label{font-weight:700}
.site .cd-label::after{content:": "}
a{text-decoration:underline!important;text-decoration-thickness:.5pt!important}
a[href^="http"]::after{content:" (" attr(href) ")";font-size:.85em;overflow-wrap:anywhere;text-decoration:none!important}
}
`;
