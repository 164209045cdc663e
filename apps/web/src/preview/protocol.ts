import { websiteWithSections, type WebsiteWithSections } from '@folio/schema';
import type { SitePageKind } from '@folio/templates';

/**
 * The messages between the builder (app origin) and its live preview (site origin).
 * The builder posts UPDATE_CV_DATA; the preview answers PREVIEW_READY once it listens.
 */
export interface UpdateCvDataMessage {
  type: 'UPDATE_CV_DATA';
  website: WebsiteWithSections;
  page?: SitePageKind;
  /** The owner's plan keeps the "Made with Folio" credit (free) or not; shown when absent. */
  show_branding?: boolean;
}
export interface PreviewReadyMessage {
  type: 'PREVIEW_READY';
}

function isPage(value: unknown): value is SitePageKind {
  if (!value || typeof value !== 'object') return false;
  const page = value as { kind?: unknown; slug?: unknown };
  return page.kind === 'home' || page.kind === 'blog' || page.kind === 'not-found' || (page.kind === 'post' && typeof page.slug === 'string');
}

/** The message checked against the shared schema: a malformed one is ignored, never rendered. */
export function parseUpdate(data: unknown): { website: WebsiteWithSections; page: SitePageKind; showBranding: boolean } | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'UPDATE_CV_DATA') return null;
  const message = data as { website?: unknown; page?: unknown; show_branding?: unknown };
  const website = websiteWithSections.safeParse(message.website);
  if (!website.success) return null;
  return { website: website.data, page: isPage(message.page) ? message.page : { kind: 'home' }, showBranding: message.show_branding !== false };
}
