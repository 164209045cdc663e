import type { DesignTheme } from '@folio/schema';
import { contrast, mix, parseHex, toHex, type Rgb } from './colour';

/**
 * A template's colours in one theme. Templates style with these tokens only (var(--bg) ...),
 * so the owner's theme and accent apply everywhere; the designer picks the values and the unit
 * tests check that ink, muted text and the accent read at WCAG AA on bg and surface.
 */
export interface Palette {
  /** The page background. */
  bg: string;
  /** Cards, panels and fields laid on the background. */
  surface: string;
  /** Body text. */
  ink: string;
  /** Secondary text: dates, places, labels (AA on bg and surface too). */
  muted: string;
  /** Rules and borders. */
  line: string;
  /** The template's own accent in this theme, used until the owner picks one. */
  accent: string;
  /**
   * The browser UI colour (meta theme-color) when the top of the page is not `bg`: a colour (a
   * navy header), or 'accent' for a header filled with the accent (darkened until white reads on it).
   */
  chrome?: string;
  /**
   * A dark (or coloured) panel that keeps its colour in this theme (a navy side column): the page
   * then also gets `--accent-panel`, the accent corrected to read on it.
   */
  panel?: string;
  /**
   * The template's own further colours in this theme (name without the dashes: `{ hero: '#123' }`
   * gives `--hero`). Decoration only, or checked by the template's own tests.
   */
  extra?: Record<string, string>;
}

export interface TemplatePalettes {
  light: Palette;
  dark: Palette;
}

/** The tokens a page gets for one palette, every value an opaque #rrggbb except the extras. */
export interface PaletteTokens {
  bg: string;
  surface: string;
  ink: string;
  muted: string;
  line: string;
  /** The accent as text, links and fills: the chosen colour moved toward `ink` until it reads at 4.5:1 on bg, surface and accent-soft. */
  accent: string;
  /** A tint of the accent over surface (chips, highlights); accent text reads on it. */
  'accent-soft': string;
  /** Text on an accent fill (buttons): white or near-black, whichever reads at 4.5:1. */
  'on-accent': string;
  /** The accent on the palette's panel, when it has one. */
  'accent-panel'?: string;
}

export const coreTokenNames = ['bg', 'surface', 'ink', 'muted', 'line', 'accent', 'accent-soft', 'on-accent'] as const;

/** WCAG AA for body-size text. */
export const textContrast = 4.5;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/**
 * Move `colour` toward `toward` in twentieths until it reads at `ratio` against every
 * background; `toward` itself when nothing on the way does. Returns the colour unchanged
 * when it already reads.
 */
export function ensureContrastAll(colour: string, backgrounds: string[], ratio: number, toward: string): string {
  const base = parseHex(colour);
  const target = parseHex(toward);
  const bgs = backgrounds.map(parseHex).filter((rgb): rgb is Rgb => rgb !== null);
  if (!base || !target) return toward;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = parseHex(toHex(mix(base, target, step / 20)));
    // Checked after rounding to hex, so the value printed is the value that passed.
    if (candidate && bgs.every((bg) => contrast(candidate, bg) >= ratio)) return toHex(candidate);
  }
  return toward;
}

/** White or `dark`, whichever reads better on `fill`; pure black when neither reaches AA. */
export function readableOn(fill: string, dark: string): string {
  const rgb = parseHex(fill);
  const darkRgb = parseHex(dark) ?? black;
  if (!rgb) return '#ffffff';
  const best = contrast(rgb, white) >= contrast(rgb, darkRgb) ? white : darkRgb;
  if (contrast(rgb, best) >= textContrast) return toHex(best);
  return contrast(rgb, white) >= contrast(rgb, black) ? '#ffffff' : '#000000';
}

/** The accent laid thinly over `surface`, as an opaque colour (so text on it can be checked). */
export function softTint(accent: string, surface: string, amount = 0.14): string {
  const a = parseHex(accent);
  const s = parseHex(surface);
  return a && s ? toHex(mix(s, a, amount)) : surface;
}

/** Whether a palette is dark: its ink is lighter than its background. */
export function isDarkPalette(palette: Palette): boolean {
  const ink = parseHex(palette.ink);
  const bg = parseHex(palette.bg);
  return ink !== null && bg !== null && contrast(ink, black) > contrast(bg, black);
}

/** The palette's tokens with `accent` (the owner's, or null for the palette's own) corrected for text. */
export function paletteTokens(palette: Palette, accent: string | null): PaletteTokens {
  const chosen = accent ?? palette.accent;
  const soft = softTint(chosen, palette.surface);
  const corrected = ensureContrastAll(chosen, [palette.bg, palette.surface, soft], textContrast, palette.ink);
  const darkInk = isDarkPalette(palette) ? palette.bg : palette.ink;
  return {
    bg: palette.bg,
    surface: palette.surface,
    ink: palette.ink,
    muted: palette.muted,
    line: palette.line,
    accent: corrected,
    'accent-soft': soft,
    'on-accent': readableOn(corrected, darkInk),
    ...(palette.panel ? { 'accent-panel': ensureContrastAll(chosen, [palette.panel], textContrast, isLightColour(palette.panel) ? '#000000' : '#ffffff') } : {}),
  };
}

function isLightColour(hex: string): boolean {
  const rgb = parseHex(hex);
  return rgb !== null && contrast(rgb, black) > contrast(rgb, white);
}

/** One palette as custom-property declarations (no braces). */
export function tokenDeclarations(palette: Palette, accent: string | null): string {
  const tokens = paletteTokens(palette, accent);
  const core = coreTokenNames.map((name) => `--${name}:${tokens[name]}`);
  if (tokens['accent-panel']) core.push(`--accent-panel:${tokens['accent-panel']}`);
  const extra = Object.entries(palette.extra ?? {}).map(([name, value]) => `--${name}:${value}`);
  return [...core, ...extra].join(';');
}

/**
 * The colour rules of a page: the palette the theme asks for on :root, with `color-scheme`,
 * or for 'system' the light one and the dark one under prefers-color-scheme.
 */
export function themeTokensCss(palettes: TemplatePalettes, theme: DesignTheme, accent: string | null, shared = ''): string {
  const pre = shared ? `${shared};` : '';
  switch (theme) {
    case 'light':
      return `:root{color-scheme:light;${pre}${tokenDeclarations(palettes.light, accent)}}`;
    case 'dark':
      return `:root{color-scheme:dark;${pre}${tokenDeclarations(palettes.dark, accent)}}`;
    case 'system':
      return (
        `:root{color-scheme:light dark;${pre}${tokenDeclarations(palettes.light, accent)}}` +
        `\n@media (prefers-color-scheme:dark){:root{${tokenDeclarations(palettes.dark, accent)}}}`
      );
  }
}

/** What became of an accent in one palette: for the builder to say when and why it was corrected. */
export interface AccentCorrection {
  theme: 'light' | 'dark';
  chosen: string;
  used: string;
  corrected: boolean;
  /** The chosen colour's contrast on the palette's background, before correction. */
  ratioBefore: number;
  ratioAfter: number;
}

export function accentCorrections(palettes: TemplatePalettes, accent: string): AccentCorrection[] {
  return (['light', 'dark'] as const).map((theme) => {
    const palette = palettes[theme];
    const used = paletteTokens(palette, accent).accent;
    const bg = parseHex(palette.bg) ?? white;
    const ratio = (hex: string) => Math.round(contrast(parseHex(hex) ?? bg, bg) * 100) / 100;
    return { theme, chosen: accent.toLowerCase(), used, corrected: used !== accent.toLowerCase(), ratioBefore: ratio(accent), ratioAfter: ratio(used) };
  });
}
