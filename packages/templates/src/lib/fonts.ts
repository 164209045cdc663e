import type { FontSubset, SystemScript, TextProfile } from './script';

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

/** The unicode-range of each @fontsource subset, as its own CSS declares it. */
const subsetRanges: Record<'latin' | FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  vietnamese: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  'greek-ext': 'U+1F00-1FFF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'cyrillic-ext': 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
};

const allCyrillicGreek: FontSubset[] = ['latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];
const withCyrillicGreek: FontSubset[] = ['latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext'];

/**
 * The subsets each package ships beside latin (assets.test.ts checks this against the files, so a
 * family added later gets its subsets listed). Scripts a family lacks fall back to the stack's next
 * family, then to the system font of the stack's generic family.
 */
const packageSubsets: Record<string, FontSubset[]> = {
  '@fontsource-variable/archivo': ['latin-ext', 'vietnamese'],
  '@fontsource-variable/azeret-mono': ['latin-ext'],
  '@fontsource-variable/bricolage-grotesque': ['latin-ext', 'vietnamese'],
  '@fontsource-variable/cormorant-garamond': ['latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'],
  '@fontsource-variable/crimson-pro': ['latin-ext', 'vietnamese'],
  '@fontsource-variable/dm-sans': ['latin-ext'],
  '@fontsource-variable/figtree': ['latin-ext'],
  '@fontsource-variable/fraunces': ['latin-ext', 'vietnamese'],
  '@fontsource-variable/ibm-plex-sans': withCyrillicGreek,
  '@fontsource-variable/inter': allCyrillicGreek,
  '@fontsource-variable/inter-tight': allCyrillicGreek,
  '@fontsource-variable/jetbrains-mono': withCyrillicGreek,
  '@fontsource-variable/manrope': withCyrillicGreek,
  '@fontsource-variable/playfair-display': ['latin-ext', 'vietnamese', 'cyrillic'],
  '@fontsource-variable/plus-jakarta-sans': ['latin-ext', 'vietnamese', 'cyrillic-ext'],
  '@fontsource-variable/source-sans-3': allCyrillicGreek,
  '@fontsource-variable/source-serif-4': withCyrillicGreek,
  '@fontsource-variable/space-grotesk': ['latin-ext', 'vietnamese'],
  '@fontsource/dm-serif-display': ['latin-ext'],
  '@fontsource/ibm-plex-mono': ['latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'],
};

export function subsetsOf(font: FontSpec): FontSubset[] {
  return packageSubsets[font.pkg] ?? [];
}

/** The file of one subset of a face: fontsource names them `<family>-<subset>-<axis or weight>-<style>.woff2`. */
export function subsetFile(font: FontSpec, subset: FontSubset): string {
  return font.file.replace('-latin-', `-${subset}-`);
}

/** A family whose CJK and Arabic stand-ins should be serif: its own fallback stack ends in serif. */
const isSerif = (font: FontSpec) => /(?:^|,)\s*serif\s*$/.test(font.fallback ?? '');

/**
 * System fonts for scripts no self-hosted family covers, by the names `local()` matches (full and
 * PostScript names), regular and bold: macOS, Windows, then Linux (Noto CJK, Droid Sans Fallback,
 * DejaVu). None is downloaded; where none is installed the stack's next family takes over.
 * A bold list names only true bold faces: a regular font declared bold would never be emboldened.
 */
const systemFaces: Record<SystemScript, { range: string; sans: [string[], string[]]; serif?: [string[], string[]] }> = {
  cjk: {
    range: 'U+1100-11FF,U+2E80-2FDF,U+3000-31FF,U+3400-4DBF,U+4E00-9FFF,U+A960-A97F,U+AC00-D7AF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FFEF,U+20000-2FA1F',
    sans: [
      ['PingFang SC Regular', 'PingFangSC-Regular', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans CJK SC Regular', 'NotoSansCJKsc-Regular', 'Source Han Sans SC', 'Droid Sans Fallback'],
      ['PingFang SC Semibold', 'PingFangSC-Semibold', 'Microsoft YaHei Bold', 'Noto Sans CJK SC Bold', 'NotoSansCJKsc-Bold', 'Source Han Sans SC Bold'],
    ],
    serif: [
      ['Songti SC Regular', 'STSongti-SC-Regular', 'SimSun', 'Noto Serif CJK SC', 'NotoSerifCJKsc-Regular', 'Source Han Serif SC'],
      ['Songti SC Bold', 'STSongti-SC-Bold', 'Noto Serif CJK SC Bold', 'NotoSerifCJKsc-Bold', 'Source Han Serif SC Bold'],
    ],
  },
  arabic: {
    range: 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF',
    sans: [
      ['Geeza Pro', 'GeezaPro', 'Segoe UI', 'SegoeUI', 'Tahoma', 'Noto Sans Arabic', 'Noto Sans Arabic Regular', 'NotoSansArabic-Regular', 'DejaVu Sans'],
      ['Geeza Pro Bold', 'GeezaPro-Bold', 'Segoe UI Bold', 'SegoeUI-Bold', 'Tahoma Bold', 'Noto Sans Arabic Bold', 'NotoSansArabic-Bold', 'DejaVu Sans Bold'],
    ],
    serif: [
      ['Noto Naskh Arabic', 'Noto Naskh Arabic Regular', 'NotoNaskhArabic-Regular', 'Times New Roman', 'Geeza Pro', 'DejaVu Serif'],
      ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold', 'Times New Roman Bold', 'Geeza Pro Bold', 'DejaVu Serif Bold'],
    ],
  },
  hebrew: {
    range: 'U+0590-05FF,U+FB1D-FB4F',
    sans: [
      ['Arial Hebrew', 'ArialHebrew', 'Segoe UI', 'Arial', 'Noto Sans Hebrew', 'NotoSansHebrew-Regular', 'DejaVu Sans'],
      ['Arial Hebrew Bold', 'ArialHebrew-Bold', 'Segoe UI Bold', 'Arial Bold', 'Noto Sans Hebrew Bold', 'NotoSansHebrew-Bold', 'DejaVu Sans Bold'],
    ],
  },
};

/** Japanese and Korean pages put their own fonts before the Chinese ones (the same characters are drawn differently). */
const cjkFirst: Record<string, [string[], string[]]> = {
  ja: [
    ['Hiragino Sans W3', 'HiraginoSans-W3', 'Hiragino Kaku Gothic ProN W3', 'Yu Gothic', 'Meiryo', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular'],
    ['Hiragino Sans W6', 'HiraginoSans-W6', 'Hiragino Kaku Gothic ProN W6', 'Yu Gothic Bold', 'Meiryo Bold', 'Noto Sans CJK JP Bold', 'NotoSansCJKjp-Bold'],
  ],
  ko: [
    ['Apple SD Gothic Neo Regular', 'AppleSDGothicNeo-Regular', 'Malgun Gothic', 'Noto Sans CJK KR', 'NotoSansCJKkr-Regular'],
    ['Apple SD Gothic Neo Bold', 'AppleSDGothicNeo-Bold', 'Malgun Gothic Bold', 'Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold'],
  ],
};

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

function face(font: FontSpec, src: string, range: string, weight = font.weight, style = font.style ?? 'normal'): string {
  return `@font-face{font-family:'${font.family}';font-style:${style};font-display:swap;font-weight:${weight};src:${src};unicode-range:${range}}`;
}

const locals = (names: string[]) => names.map((name) => `local('${name}')`).join(',');

/**
 * The @font-face rules of a page: each family's latin file; the Latin Extended, Vietnamese, Greek and
 * Cyrillic files it has, only when the page's text has such characters; and, for CJK, Arabic and Hebrew
 * text, the visitor's system fonts under the same family name, so every stack of every template
 * reaches a proper font for them without a download.
 */
export function fontFaceCss(fonts: FontSpec[], assetBase: string, text?: Pick<TextProfile, 'subsets' | 'system' | 'lang'>): string {
  const rules: string[] = [];
  for (const font of fonts) {
    rules.push(face(font, `url(${fontUrl(assetBase, font)}) format('woff2')`, subsetRanges.latin));
    for (const subset of subsetsOf(font)) {
      if (!text?.subsets.has(subset)) continue;
      rules.push(face(font, `url(${assetBase}/fonts/${subsetFile(font, subset)}) format('woff2')`, subsetRanges[subset]));
    }
    for (const script of text?.system ?? []) {
      const faces = systemFaces[script];
      const serif = isSerif(font) && faces.serif;
      // A serif family tries the serif system fonts first, then the sans ones, so it never falls to a slanted generic.
      const [regular, bold] = serif ? [[...serif[0], ...faces.sans[0]], [...serif[1], ...faces.sans[1]]] : faces.sans;
      const first = script === 'cjk' && !serif ? cjkFirst[text?.lang ?? ''] : undefined;
      // Declared for italic too, with the same upright fonts: these scripts set no italics, and the
      // browser would otherwise slant them where a template's style is italic.
      for (const style of ['normal', 'italic'] as const) {
        rules.push(face(font, locals([...(first?.[0] ?? []), ...regular]), faces.range, '100 549', style));
        rules.push(face(font, locals([...(first?.[1] ?? []), ...bold]), faces.range, '550 900', style));
      }
    }
  }
  return rules.join('\n');
}
