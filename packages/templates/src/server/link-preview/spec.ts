import { createHash } from 'node:crypto';
import type { WebsiteWithSections } from '@folio/schema';
import { getTemplateOrDefault } from '../../catalogue';
import { contrast, ensureContrast, inkOn, luminance, mix, parseHex, toHex } from '../../lib/colour';
import type { FontSpec } from '../../lib/fonts';
import { paletteTokens } from '../../lib/palette';
import { buildView } from '../../lib/view';

/** The size every platform shows large (Open Graph, X, LinkedIn, Slack): 1.91:1. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * Bumped when the drawing changes, so every image is made again under a new name on the next
 * publish instead of caches keeping the old one.
 */
const RENDERER_VERSION = 2;

export interface LinkPreviewPalette {
  background: string;
  /** Text on the background: 7:1 where the background allows, never under 4.5:1. */
  ink: string;
  /** Secondary text on the background (at least 4.5:1). */
  muted: string;
  /** The template's strong colour, for rules and the monogram's disc. */
  accent: string;
  /** The accent as text on the background (at least 4.5:1). */
  accentInk: string;
  /** Text on the accent. */
  onAccent: string;
}

/** Everything a link preview is drawn from; its hash names the image, so a change gives a new URL. */
export interface LinkPreviewSpec {
  version: number;
  kind: 'site' | 'post';
  template: string;
  name: string;
  initials: string;
  headline: string;
  /** A post's title; empty for the site's image. */
  title: string;
  /** The site's address as people read it ("jane.example.com"). */
  address: string;
  /** URL of the owner's picture (an upload or a demo asset), or null. */
  photo: string | null;
  palette: LinkPreviewPalette;
  fonts: { display: FontSpec; text: FontSpec };
}

/**
 * The colours of the page as it shows above the fold, made readable: the palette of the owner's theme
 * (the template's own for "system", since an image has no visitor), the owner's accent corrected as
 * the page corrects it, and a coloured header's fill where the palette names one.
 */
export function linkPreviewPalette(site: WebsiteWithSections): LinkPreviewPalette {
  const template = getTemplateOrDefault(site.template_slug);
  const view = buildView(site, template, { baseUrl: '', assetBase: '', contactAction: null, showBranding: false, noindex: true });
  const { theme, accent: chosen } = view.design;
  const palette = template.palettes[theme === 'system' ? template.defaultTheme : theme];
  const tokens = paletteTokens(palette, chosen);
  // A modern-family site's hero is filled with the owner's theme colour: its preview is too.
  const themed = view.data.category === 'modern' ? ensureContrast(chosen ?? view.data.data.theme.primary_color, '#ffffff', 4.5) : undefined;
  const header = palette.chrome === 'accent' ? ensureContrast(tokens.accent, '#ffffff', 4.5) : palette.chrome;
  const background = validHex(themed) ?? validHex(header) ?? tokens.bg;
  const dark = luminance(parseHex(background)!) < 0.2;
  const ink = dark ? ensureContrast('#f5f5f4', background, 7, '#ffffff') : ensureContrast('#16161a', background, 7, '#000000');
  const muted = ensureContrast(toHex(mix(parseHex(ink)!, parseHex(background)!, 0.3)), background, 4.5, ink);
  const own = tokens.accent;
  // Where the accent is the background colour itself (a hero filled with it), the rules take a step toward the ink.
  const accent = contrast(parseHex(own)!, parseHex(background)!) >= 1.6 ? own : toHex(mix(parseHex(background)!, parseHex(ink)!, 0.45));
  return { background, ink, muted, accent, accentInk: ensureContrast(accent, background, 4.5, ink), onAccent: inkOn(accent) };
}

function validHex(value: string | undefined): string | undefined {
  return value && parseHex(value) ? value.toLowerCase() : undefined;
}

/**
 * The spec of a site's image (`post` absent) or of one post's image. `origin` is the site's public
 * address (its own domain when it has one), shown on the image.
 */
export function linkPreviewSpec(site: WebsiteWithSections, origin: string, post?: { title: string }): LinkPreviewSpec {
  const template = getTemplateOrDefault(site.template_slug);
  const view = buildView(site, template, { baseUrl: origin, assetBase: '/_assets', contactAction: null, showBranding: false, noindex: true });
  const { head: display, body: text } = view.design.pairing;
  return {
    version: RENDERER_VERSION,
    kind: post ? 'post' : 'site',
    template: template.slug,
    name: view.name,
    initials: view.initials,
    headline: view.headline,
    title: post?.title.trim() ?? '',
    address: origin.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    photo: view.picture,
    palette: linkPreviewPalette(site),
    fonts: { display, text },
  };
}

/** The image's name: the same inputs always give the same name, different ones a new one. */
export function linkPreviewKey(spec: LinkPreviewSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex');
}

/** What the image shows, for og:image:alt. */
export function linkPreviewAlt(spec: LinkPreviewSpec): string {
  if (spec.kind === 'post') return `${spec.title}, by ${spec.name}`;
  return spec.headline ? `${spec.name}, ${spec.headline}` : `${spec.name}'s portfolio`;
}
