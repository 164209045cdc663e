/** @jsxRuntime automatic */
import { createHash } from 'node:crypto';
import type { WebsiteWithSections } from '@folio/schema';
import { renderToStaticMarkup } from 'react-dom/server';
import { getTemplateOrDefault } from '../catalogue';
import { buildPageCss } from '../lib/page-css';
import { buildView } from '../lib/view';
import { SitePage } from '../site-page';
import type { RenderContext, SitePageKind } from '../types';
import { buildHead, pageMeta } from './head';
import { sanitizeBlogHtml } from './sanitize';

export interface RenderedPage {
  html: string;
  /** CSP source expressions for the page's one <style> element, e.g. 'sha256-…'. */
  styleHashes: string[];
  /** 404 for the not-found page and for a post slug that is not visible. */
  status: 200 | 404;
}

function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * A complete HTML document for one page of a site: static markup, no client script, one
 * stylesheet. Blog HTML is sanitised here again whatever the caller says.
 */
export function renderSitePage(site: WebsiteWithSections, page: SitePageKind, ctx: RenderContext): RenderedPage {
  const renderCtx: RenderContext = { ...ctx, sanitizeHtml: sanitizeBlogHtml };
  const template = getTemplateOrDefault(site.template_slug);
  const view = buildView(site, template, renderCtx);
  const found = page.kind !== 'not-found' && (page.kind !== 'post' || view.posts.some((post) => post.slug === page.slug));
  const css = buildPageCss(template, view, renderCtx);
  const body = renderToStaticMarkup(<SitePage site={site} page={page} ctx={renderCtx} />);
  const head = buildHead({ view, page, ctx: renderCtx, meta: pageMeta(view, page, renderCtx, found), template, css, found });
  const dir = view.text.dir === 'rtl' ? ' dir="rtl"' : '';
  const html = `<!doctype html><html lang="${view.text.lang}"${dir}><head>${head}</head><body>${body}</body></html>`;
  return { html, styleHashes: [cspHash(css)], status: found ? 200 : 404 };
}
