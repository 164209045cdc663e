/**
 * What the processing view shows while it works: true things about portfolios and about Folio
 * (see DESIGN.md), and no invented statistics.
 */
export const processingFacts = [
  'Every Folio template is responsive: the same site adapts to phones, tablets and desktops.',
  'Published Folio pages are plain HTML served ready-made, so they open fast even on a slow connection.',
  'Each page carries a title, a description and OpenGraph tags, so a shared link shows a proper preview.',
  'Folio describes you to search engines with schema.org Person data, and gives every site a sitemap.',
  'A site can stay a draft, be private to signed-in visitors, or be published when you are ready.',
  'Fonts on published sites are served by Folio itself: visitors’ browsers contact no third party unless you add one.',
  'A portfolio can show what a CV can only list: projects with images, links to live demos and to code.',
  'Folio flags the fields it is less sure about, so you know exactly what to double-check.',
  'Lines Folio could not place are shown to you at the review, never silently dropped.',
  'You can switch templates at any time in the builder; your content stays as it is.',
] as const;

export const factRotationMs = 4000;
