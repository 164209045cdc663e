import { dataCategoryOf, type WebsiteWithSections } from '@folio/schema';
import type { RenderContext, SiteView, TemplateDefinition } from '../types';
import { mailtoHref, safeImageSrc } from './links';
import { visiblePosts } from './posts';
import { parseTemplateData } from './template-data';
import { initialsOf } from './text';

export function buildView(site: WebsiteWithSections, template: TemplateDefinition, ctx: RenderContext): SiteView {
  const name = site.name.trim() || 'Portfolio';
  return {
    site,
    name,
    initials: initialsOf(name),
    picture: safeImageSrc(site.flat_picture),
    email: mailtoHref(site.contact.email) == null ? null : site.contact.email.trim(),
    headline: site.contact.title.trim(),
    phone: site.contact.show_phone && /\d/.test(site.contact.phone) ? site.contact.phone.trim() : null,
    posts: visiblePosts(site.blog_posts, ctx.now),
    data: parseTemplateData(dataCategoryOf(template.category), site.template_data),
    images: ctx.images ?? {},
  };
}
