import type { RenderContext, SiteView, TemplateDefinition } from '../types';
import { baseCss } from './base-css';
import { ensureContrast, inkOn, mix, parseHex, toHex } from './colour';
import { fontFaceCss, fontStack, type FontSpec } from './fonts';
import { themeTokensCss } from './palette';
import { printCss } from './print-css';

/**
 * The page's whole stylesheet: font faces, the design tokens (the palette the theme asks for,
 * the owner's accent corrected, the pairing), the shared base, the template's rules and the
 * modern template's theme colours. One string, so the server can hash it for its CSP and the
 * builder preview can put the same text in its <style>.
 */
export function buildPageCss(template: TemplateDefinition, view: SiteView, ctx: Pick<RenderContext, 'assetBase'>): string {
  // The print rules come last: they undo what the template's own rules give the screen.
  const { pairing, theme, accent } = view.design;
  const fonts = `--font-head:${fontStack(pairing.head)};--font-body:${fontStack(pairing.body)}`;
  return [fontFaceCss(pageFonts(template, view), ctx.assetBase, view.text), themeTokensCss(template.palettes, theme, accent, fonts), baseCss, template.css, modernThemeCss(view), printCss]
    .join('\n')
    .replace(/\n\s*\n/g, '\n');
}

/** The faces a page loads: its pairing's (one when head and body are one family) and the template's extras. */
export function pageFonts(template: TemplateDefinition, view: SiteView): FontSpec[] {
  const { head, body } = view.design.pairing;
  const faces = [head, body, ...(template.fonts.extra ?? [])];
  return faces.filter((face, index) => faces.findIndex((other) => other.file === face.file) === index);
}

/**
 * Modern's hero and highlights in its theme data's colours; the owner's design accent, when
 * set, stands in for the primary colour (view.design.accent), so one choice drives both.
 */
function modernThemeCss(view: SiteView): string {
  if (view.data.category !== 'modern') return '';
  const { accent_color: accent, background_style: style } = view.data.data.theme;
  const primary = view.design.accent ?? view.data.data.theme.primary_color;
  // Hero text is white on the theme fill: darken the fill until it reads (4.5:1).
  const fillA = ensureContrast(primary, '#ffffff', 4.5);
  const fillB = ensureContrast(accent, '#ffffff', 4.5);
  const vars = [`--primary:${fillA}`, `--on-primary:${inkOn(fillA)}`, `--hero-bg:${heroBackground(style, fillA, fillB)}`, `--accent-2:${fillB}`];
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
