import { dataCategoryOf, slugify, type WebsiteWithSections } from '@folio/schema';
import type { RenderContext, SiteView, TemplateDefinition } from '../types';
import { resolveDesign } from './design';
import { mailtoHref, safeImageSrc } from './links';
import { visiblePosts } from './posts';
import { parseTemplateData } from './template-data';
import { textProfileOf } from './script';
import { initialsOf } from './text';

export function buildView(site: WebsiteWithSections, template: TemplateDefinition, ctx: RenderContext): SiteView {
  const name = site.name.trim() || 'Portfolio';
  const data = parseTemplateData(dataCategoryOf(template.category), site.template_data);
  return {
    site,
    name,
    initials: initialsOf(name),
    slug: slugify(name) || slugify(site.subdomain ?? '') || 'home',
    picture: safeImageSrc(site.flat_picture),
    email: mailtoHref(site.contact.email) == null ? null : site.contact.email.trim(),
    headline: site.contact.title.trim(),
    phone: site.contact.show_phone && /\d/.test(site.contact.phone) ? site.contact.phone.trim() : null,
    posts: visiblePosts(site.blog_posts, ctx.now),
    data,
    design: resolveDesign(site, template, data),
    text: textProfileOf(site),
    images: ctx.images ?? {},
  };
}
