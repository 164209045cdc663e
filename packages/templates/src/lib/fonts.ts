/** A self-hosted font face: a woff2 latin subset from an @fontsource package, served through assetFiles. */
export interface FontSpec {
  /** The CSS family name the template's stylesheet uses. */
  family: string;
  /** The npm package that ships the file. */
  pkg: string;
  /** File name inside the package's files/ folder; also its URL under `${assetBase}/fonts/`. */
  file: string;
  /** '100 900' for variable fonts, '400' for static ones. */
  weight: string;
  style?: 'normal' | 'italic';
  /** Preload it: only faces used above the fold, at most two per template. */
  preload?: boolean;
  /** The system stack after the family in `--font-head`/`--font-body` ('Georgia,serif'). */
  fallback?: string;
}

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** A variable family's latin upright face. */
export function variableFont(slug: string, family: string, weight: string, preload = false, fallback?: string): FontSpec {
  return { family, pkg: `@fontsource-variable/${slug}`, file: `${slug}-latin-wght-normal.woff2`, weight, preload, ...(fallback ? { fallback } : {}) };
}

/** The CSS font-family value for a face: the family, then its system fallback. */
export function fontStack(font: FontSpec): string {
  return `'${font.family}',${font.fallback ?? 'system-ui,sans-serif'}`;
}

export function fontUrl(assetBase: string, font: FontSpec): string {
  return `${assetBase}/fonts/${font.file}`;
}

export function fontFaceCss(fonts: FontSpec[], assetBase: string): string {
  return fonts
    .map(
      (font) =>
        `@font-face{font-family:'${font.family}';font-style:${font.style ?? 'normal'};font-display:swap;` +
        `font-weight:${font.weight};src:url(${fontUrl(assetBase, font)}) format('woff2');unicode-range:${latinRange}}`,
    )
    .join('\n');
}
