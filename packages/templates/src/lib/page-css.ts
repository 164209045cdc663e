import type { RenderContext, SiteView, TemplateDefinition } from '../types';
import { baseCss } from './base-css';
import { ensureContrast, inkOn, mix, parseHex, toHex } from './colour';
import { fontFaceCss } from './fonts';
import { printCss } from './print-css';

/**
 * The page's whole stylesheet: font faces, the shared base, the template's rules and the
 * owner's theme as custom properties. One string, so the server can hash it for its CSP
 * and the builder preview can put the same text in its <style>.
 */
export function buildPageCss(template: TemplateDefinition, view: SiteView, ctx: Pick<RenderContext, 'assetBase'>): string {
  // The print rules come last: they undo what the template's own rules give the screen.
  return [fontFaceCss(template.fonts, ctx.assetBase), baseCss, template.css, themeCss(view), printCss].join('\n').replace(/\n\s*\n/g, '\n');
}

/** Theme colours (modern data) become custom properties, adjusted to stay readable. */
function themeCss(view: SiteView): string {
  if (view.data.category !== 'modern') return '';
  const { primary_color: primary, accent_color: accent, background_style: style } = view.data.data.theme;
  // Hero text is white on the theme fill: darken the fill until it reads (4.5:1).
  const fillA = ensureContrast(primary, '#ffffff', 4.5);
  const fillB = ensureContrast(accent, '#ffffff', 4.5);
  // Tints are opaque so the ink can be checked against them, not only against white.
  const primarySoft = tint(primary, 0.12);
  const accentSoft = tint(accent, 0.14);
  const vars = [
    `--primary:${fillA}`,
    `--accent:${fillB}`,
    `--primary-ink:${ensureContrast(primary, primarySoft, 4.5)}`,
    `--accent-ink:${ensureContrast(accent, accentSoft, 4.5)}`,
    `--on-primary:${inkOn(fillA)}`,
    `--primary-soft:${primarySoft}`,
    `--accent-soft:${accentSoft}`,
    `--hero-bg:${heroBackground(style, fillA, fillB)}`,
  ];
  // Per-value colours become classes, since pages carry no style attributes (CSP by hash).
  const valueRules = view.data.data.values.map(
    (value, index) => `.val-${index}{--val:${ensureContrast(value.color, tint(value.color, 0.12), 4.5)};--val-soft:${tint(value.color, 0.12)}}`,
  );
  return [`:root{${vars.join(';')}}`, ...valueRules].join('\n');
}

function heroBackground(style: 'gradient' | 'solid' | 'pattern', a: string, b: string): string {
  switch (style) {
    case 'gradient':
      return `linear-gradient(135deg,${a} 0%,${b} 100%)`;
    case 'solid':
      return a;
    case 'pattern':
      return `radial-gradient(circle at 1px 1px,rgba(255,255,255,.18) 1.5px,transparent 0) 0 0/22px 22px,${a}`;
  }
}

/** The colour laid thinly over white, as an opaque hex. */
function tint(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  return rgb ? toHex(mix([255, 255, 255], rgb, amount)) : '#f4f4f8';
}
