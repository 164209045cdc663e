/** @jsxRuntime automatic */
import type { WebsiteWithSections } from '@folio/schema';
import { getTemplateOrDefault } from './catalogue';
import { buildView } from './lib/view';
import { BlogIndex, NotFound, PostArticle } from './sections/blog';
import type { RenderContext, SitePageKind } from './types';

export interface SitePageProps {
  site: WebsiteWithSections;
  page: SitePageKind;
  ctx: RenderContext;
}

/**
 * The <body> content of one page of a site. Pure: the same props give the same markup on
 * the server (published pages) and in the builder's preview iframe.
 */
export function SitePage({ site, page, ctx }: SitePageProps) {
  const template = getTemplateOrDefault(site.template_slug);
  const view = buildView(site, template, ctx);
  const { Home, Shell } = template;
  return (
    // lang and dir here too, so the builder's preview (which renders only this) reads like the page.
    <div className={`site t-${template.slug}`} lang={view.text.lang} dir={view.text.dir}>
      <a className="skip" href="#main">
        Skip to content
      </a>
      {(() => {
        switch (page.kind) {
          case 'home':
            return <Home view={view} ctx={ctx} />;
          case 'blog':
            return (
              <Shell view={view} ctx={ctx} page={page}>
                <BlogIndex posts={view.posts} authorName={view.name} />
              </Shell>
            );
          case 'post': {
            const post = view.posts.find((candidate) => candidate.slug === page.slug);
            return (
              <Shell view={view} ctx={ctx} page={post ? page : { kind: 'not-found' }}>
                {post ? <PostArticle post={post} ctx={ctx} /> : <NotFound />}
              </Shell>
            );
          }
          case 'not-found':
            return (
              <Shell view={view} ctx={ctx} page={page}>
                <NotFound />
              </Shell>
            );
        }
      })()}
    </div>
  );
}
