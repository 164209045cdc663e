// Browser-safe: React components, the catalogue and demo data. No node: imports here.
export { templates, getTemplate, getTemplateOrDefault, getDemoWebsite, toTemplateSummary, defaultTemplateSlug } from './catalogue';
export { SitePage, type SitePageProps } from './site-page';
export { getPageCss } from './page-css';
export { designOf, type DesignSummary } from './design-summary';
export { accentCorrections, type AccentCorrection, type Palette, type TemplatePalettes } from './lib/palette';
export { pagePath } from './lib/paths';
export { textProfileOf, type TextProfile } from './lib/script';
export { visiblePosts } from './lib/posts';
export { safeHref } from './lib/links';
export { blogHtmlAllowList, isAllowedBlogUrl } from './lib/blog-html';
export type { ResponsiveImage, LinkPreviewImage, RenderContext, SitePageKind, TemplateDefinition, TemplateProps, ShellProps, SiteView, TemplateDataView } from './types';
export type { FontSpec } from './lib/fonts';
