import { fontPairings } from '@folio/schema';
import PlusJakartaSans from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import PlayfairDisplay from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import SourceSerifFour from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import InterTight from '@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2?url';
import Inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import Fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import Figtree from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import CrimsonPro from '@fontsource-variable/crimson-pro/files/crimson-pro-latin-wght-normal.woff2?url';
import SourceSansThree from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import CormorantGaramond from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import Manrope from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import BricolageGrotesque from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import DmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import SpaceGrotesk from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import IbmPlexSans from '@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url';
import DmSerifDisplay from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';

/** The pairings' faces, bundled with the app (font-src 'self'): each family's latin file and weight range. */
const faces: Record<string, { url: string; weight: string }> = {
  'Plus Jakarta Sans': { url: PlusJakartaSans, weight: '200 800' },
  'Playfair Display': { url: PlayfairDisplay, weight: '400 900' },
  'Source Serif 4': { url: SourceSerifFour, weight: '200 900' },
  'Inter Tight': { url: InterTight, weight: '100 900' },
  'Inter': { url: Inter, weight: '100 900' },
  'Fraunces': { url: Fraunces, weight: '100 900' },
  'Figtree': { url: Figtree, weight: '300 900' },
  'Crimson Pro': { url: CrimsonPro, weight: '200 900' },
  'Source Sans 3': { url: SourceSansThree, weight: '200 900' },
  'Cormorant Garamond': { url: CormorantGaramond, weight: '300 700' },
  'Manrope': { url: Manrope, weight: '200 800' },
  'Bricolage Grotesque': { url: BricolageGrotesque, weight: '200 800' },
  'DM Sans': { url: DmSans, weight: '100 1000' },
  'Space Grotesk': { url: SpaceGrotesk, weight: '300 700' },
  'IBM Plex Sans': { url: IbmPlexSans, weight: '100 700' },
  'DM Serif Display': { url: DmSerifDisplay, weight: '400' },
};

/** The family name the builder uses, so the app's own Inter is never replaced. */
export const previewFamily = (family: string) => `Folio Pairing ${family}`;

let loaded = false;

/**
 * Adds the pairings' faces to the document the first time the Design section opens, so each
 * pairing is shown in its own type; the browser fetches a file only when text uses it.
 */
export function loadPairingFonts(): void {
  if (loaded || typeof FontFace === 'undefined') return;
  loaded = true;
  const families = new Set(fontPairings.flatMap((pairing) => [pairing.head, pairing.body]));
  for (const family of families) {
    const face = faces[family];
    if (!face) continue;
    document.fonts.add(new FontFace(previewFamily(family), `url(${face.url}) format('woff2')`, { weight: face.weight, display: 'swap' }));
  }
}

/** Whether the builder bundles this family (a template's own pairing may use one it does not). */
export const hasPairingFont = (family: string) => family in faces;
