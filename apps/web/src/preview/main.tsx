import type { WebsiteWithSections } from '@folio/schema';
import { getPageCss, SitePage, type RenderContext, type SitePageKind } from '@folio/templates';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseUpdate, type PreviewReadyMessage } from './protocol';
import { handleLinkClick } from './links';

/**
 * The live preview page, served from the site origin at /_preview/live. It renders what the
 * builder posts with the same template components as the published site. Only the app origin
 * (named by the server in a meta tag) may post to it; anything else is ignored.
 */
const appOrigin = document.querySelector<HTMLMetaElement>('meta[name="folio-app-origin"]')?.content ?? '';
const container = document.getElementById('preview-root');

const ctx: RenderContext = {
  baseUrl: window.location.origin,
  assetBase: '/_assets',
  contactAction: '#',
  // Until the builder says which plan the owner is on.
  showBranding: true,
  brandingUrl: appOrigin,
  noindex: true,
  // No sanitiser: post bodies render as text here (the blog arrives with a later issue).
};

// A constructable stylesheet, so the CSP needs no inline <style>.
const sheet = new CSSStyleSheet();
document.adoptedStyleSheets = [sheet];
let appliedCss = '';

let current: { website: WebsiteWithSections; page: SitePageKind; showBranding: boolean } | null = null;

if (container && appOrigin) {
  const root = createRoot(container);

  const render = () => {
    if (!current) return;
    const { website, page, showBranding } = current;
    ctx.showBranding = showBranding;
    const css = getPageCss(website, ctx);
    if (css !== appliedCss) {
      sheet.replaceSync(css);
      appliedCss = css;
    }
    document.title = `${website.name} (preview)`;
    // Synchronous, so the new text is in the DOM by the time the next frame paints.
    flushSync(() => root.render(<SitePage site={website} page={page} ctx={ctx} />));
  };

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== appOrigin || event.source !== window.parent) return;
    const update = parseUpdate(event.data);
    if (!update) return;
    const pageChanged = current?.page.kind !== update.page.kind;
    current = update;
    render();
    if (pageChanged) window.scrollTo(0, 0);
  });

  // Links inside the preview must not leave it: in-page anchors scroll, blog links switch page.
  document.addEventListener('click', (event) =>
    handleLinkClick(event, (page) => {
      if (!current) return;
      current = { ...current, page };
      render();
      window.scrollTo(0, 0);
    }),
  );
  document.addEventListener('submit', (event) => event.preventDefault());

  const ready: PreviewReadyMessage = { type: 'PREVIEW_READY' };
  window.parent.postMessage(ready, appOrigin);
}
