/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { RenderContext, SitePageKind, SiteView } from '../types';
import { homeSections } from './compose';
import { FooterLine } from './contact';

/**
 * The frame of blog, post and not-found pages: a masthead with the owner's name and a way
 * back, the page, a footer. Each template styles it with its own rules.
 */
export function PageShell({
  view,
  ctx,
  page,
  children,
}: {
  view: SiteView;
  ctx: RenderContext;
  page: SitePageKind;
  children: ReactNode;
}) {
  return (
    <>
      <header className="masthead">
        <div className="masthead-inner">
          <p className="brand">
            <a href="/">{view.name}</a>
            {view.headline ? <span className="brand-sub">{view.headline}</span> : null}
          </p>
          <nav className="masthead-nav" aria-label="Site">
            <ul role="list">
              <li>
                <a href="/">Home</a>
              </li>
              {view.posts.length > 0 ? (
                <li>
                  <a href="/blog" aria-current={page.kind === 'blog' ? 'page' : undefined}>
                    Writing
                  </a>
                </li>
              ) : null}
              {homeSections(view).has('contact') ? (
                <li>
                  <a href="/#contact">Contact</a>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={`page page-${page.kind}`}>
        {children}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}
