import type { WebsiteWithSections } from '@folio/schema';
import { getTemplateOrDefault } from './catalogue';
import { buildPageCss } from './lib/page-css';
import { buildView } from './lib/view';
import type { RenderContext } from './types';

/** The stylesheet for a site's pages (the same text renderSitePage puts in its <style>). */
export function getPageCss(site: WebsiteWithSections, ctx: RenderContext): string {
  const template = getTemplateOrDefault(site.template_slug);
  return buildPageCss(template, buildView(site, template, ctx), ctx);
}
