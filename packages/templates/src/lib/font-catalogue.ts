import { fontPairings, type FontPairingId } from '@folio/schema';
import { variableFont, type FontSpec } from './fonts';

const sans = "system-ui,-apple-system,'Segoe UI',sans-serif";
const serif = "Georgia,'Times New Roman',serif";

/**
 * Every family a heading or body may use, by its CSS name: the templates' own pairings and the
 * curated ones the owner chooses from (`fontPairings` in @folio/schema). A page loads only the
 * faces its pairing names.
 */
export const fontFamilies = {
  'Plus Jakarta Sans': variableFont('plus-jakarta-sans', 'Plus Jakarta Sans', '200 800', true, sans),
  'Playfair Display': variableFont('playfair-display', 'Playfair Display', '400 900', true, serif),
  'Source Serif 4': variableFont('source-serif-4', 'Source Serif 4', '200 900', true, serif),
  'Inter Tight': variableFont('inter-tight', 'Inter Tight', '100 900', true, 'Helvetica,Arial,sans-serif'),
  Inter: variableFont('inter', 'Inter', '100 900', true, sans),
  Fraunces: variableFont('fraunces', 'Fraunces', '100 900', true, serif),
  Figtree: variableFont('figtree', 'Figtree', '300 900', true, sans),
  'Crimson Pro': variableFont('crimson-pro', 'Crimson Pro', '200 900', true, serif),
  'Source Sans 3': variableFont('source-sans-3', 'Source Sans 3', '200 900', true, sans),
  'Cormorant Garamond': variableFont('cormorant-garamond', 'Cormorant Garamond', '300 700', true, 'Garamond,Georgia,serif'),
  Manrope: variableFont('manrope', 'Manrope', '200 800', true, sans),
  'Bricolage Grotesque': variableFont('bricolage-grotesque', 'Bricolage Grotesque', '200 800', true, sans),
  'DM Sans': variableFont('dm-sans', 'DM Sans', '100 1000', true, sans),
  'Space Grotesk': variableFont('space-grotesk', 'Space Grotesk', '300 700', true, sans),
  'IBM Plex Sans': variableFont('ibm-plex-sans', 'IBM Plex Sans', '100 700', true, sans),
  Archivo: variableFont('archivo', 'Archivo', '100 900', true, sans),
  'DM Serif Display': {
    family: 'DM Serif Display',
    pkg: '@fontsource/dm-serif-display',
    file: 'dm-serif-display-latin-400-normal.woff2',
    weight: '400',
    preload: true,
    fallback: serif,
  },
} satisfies Record<string, FontSpec>;
export type FontFamilyName = keyof typeof fontFamilies;

/** A heading face and a body face (the same spec twice for a one-family design). */
export interface TypePairing {
  head: FontSpec;
  body: FontSpec;
}

export function pairingOf(head: FontFamilyName, body: FontFamilyName = head): TypePairing {
  return { head: fontFamilies[head], body: fontFamilies[body] };
}

/** The curated pairing by its id; the schema's list names only families of `fontFamilies`. */
export function curatedPairing(id: FontPairingId): TypePairing {
  const entry = fontPairings.find((pairing) => pairing.id === id);
  if (!entry) throw new Error(`Unknown font pairing ${id}`);
  return pairingOf(entry.head, entry.body);
}
