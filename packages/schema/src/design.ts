import { z } from 'zod';

/**
 * The owner's design choices for their website, the same for every template (issue 20):
 * an accent colour, a font pairing, a theme, and the order and visibility of the home page's
 * sections. Every field may be left to the template: null (or an empty list) means "the
 * template's own", so switching templates keeps what the owner chose and nothing else.
 */

/** Every section a template's home page may have: the shared ones, then those of the template-data categories. */
export const homeSectionIds = [
  'about',
  'experience',
  'projects',
  'skills',
  'education',
  'training',
  'writing',
  'contact',
  // modern
  'values',
  'strengths',
  'philosophy',
  'certifications',
  // academic
  'research',
  'achievements',
  // business
  'leadership',
  'initiatives',
  'competencies',
  // creative
  'statement',
  'recognition',
  'tools',
  // engineering
  'specs',
  'credentials',
] as const;
export type HomeSectionId = (typeof homeSectionIds)[number];

/** What the builder calls each section (templates print their own titles on the page). */
export const homeSectionLabels: Record<HomeSectionId, string> = {
  about: 'About',
  experience: 'Experience',
  projects: 'Projects',
  skills: 'Skills',
  education: 'Education',
  training: 'Trainings & Certifications',
  writing: 'Blog posts',
  contact: 'Contact',
  values: 'Values',
  strengths: 'Professional skills',
  philosophy: 'Philosophy',
  certifications: 'Certifications & achievements',
  research: 'Research',
  achievements: 'Achievements',
  leadership: 'Leadership',
  initiatives: 'Strategic initiatives',
  competencies: 'Core competencies',
  statement: 'Artistic statement',
  recognition: 'Exhibitions & awards',
  tools: 'Tools',
  specs: 'Technical specification',
  credentials: 'Certifications & memberships',
};

/** The curated font pairings (heading + body), each from self-hosted families the templates package serves. */
export const fontPairings = [
  { id: 'geometric', label: 'Geometric', head: 'Plus Jakarta Sans', body: 'Plus Jakarta Sans' },
  { id: 'editorial', label: 'Editorial', head: 'Playfair Display', body: 'Source Serif 4' },
  { id: 'swiss', label: 'Swiss', head: 'Inter Tight', body: 'Inter' },
  { id: 'warm', label: 'Warm', head: 'Fraunces', body: 'Figtree' },
  { id: 'scholarly', label: 'Scholarly', head: 'Crimson Pro', body: 'Source Sans 3' },
  { id: 'elegant', label: 'Elegant', head: 'Cormorant Garamond', body: 'Manrope' },
  { id: 'expressive', label: 'Expressive', head: 'Bricolage Grotesque', body: 'DM Sans' },
  { id: 'technical', label: 'Technical', head: 'Space Grotesk', body: 'IBM Plex Sans' },
  { id: 'display', label: 'Display serif', head: 'DM Serif Display', body: 'DM Sans' },
] as const;
export type FontPairingId = (typeof fontPairings)[number]['id'];
export const fontPairingIds = fontPairings.map((pairing) => pairing.id) as [FontPairingId, ...FontPairingId[]];

export const designThemes = ['light', 'dark', 'system'] as const;
export type DesignTheme = (typeof designThemes)[number];
export const designThemeLabels: Record<DesignTheme, string> = { light: 'Light', dark: 'Dark', system: "Match visitor's system" };

/** The design as stored and answered (website.design): what the builder checks on the way in is not re-checked on the way out. */
export const designDetails = z.object({
  accent_color: z.string().nullable(),
  font_pairing: z.enum(fontPairingIds).nullable(),
  theme: z.enum(designThemes).nullable(),
  section_order: z.array(z.enum(homeSectionIds)),
  hidden_sections: z.array(z.enum(homeSectionIds)),
});
export type DesignDetails = z.infer<typeof designDetails>;

export const accentColorMessage = 'Please enter a colour like #2563eb';
export const fontPairingMessage = 'Choose one of the font pairings.';
export const themeMessage = "Choose Light, Dark or Match visitor's system.";
export const homeSectionMessage = 'Unknown section.';

const homeSection = z.enum(homeSectionIds, { error: homeSectionMessage });
const sectionList = z
  .array(homeSection)
  .max(homeSectionIds.length * 2)
  // A repeated id means nothing more than the first: keep the first, in order.
  .transform((ids) => [...new Set(ids)]);

/** The design choices as the builder writes them (PATCH /websites/{id}/builder `design`): checked and normalised. */
export const websiteDesign = z.object({
  /** The owner's accent (#rrggbb, lower case); null: the template's. Pages correct it to AA where it is text. */
  accent_color: z
    .string({ error: accentColorMessage })
    .max(32, accentColorMessage)
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, accentColorMessage)
    .transform((value) => value.toLowerCase())
    .nullable()
    .default(null),
  /** One of fontPairings; null: the template's own pairing. */
  font_pairing: z.enum(fontPairingIds, { error: fontPairingMessage }).nullable().default(null),
  /** null: the template's own theme (most are light, a few dark). */
  theme: z.enum(designThemes, { error: themeMessage }).nullable().default(null),
  /** The home page's sections in the owner's order; sections not listed keep the template's place. */
  section_order: sectionList.default([]),
  /** Sections the owner hid: they render nothing, not even a heading. */
  hidden_sections: sectionList.default([]),
});
export type WebsiteDesign = DesignDetails;
export type WebsiteDesignInput = z.input<typeof websiteDesign>;

/** Everything left to the template. */
export const defaultDesign: WebsiteDesign = websiteDesign.parse({});

/** The same choices read leniently (stored rows, imports of older files): a bad field takes its default. */
export function readDesign(raw: unknown): WebsiteDesign {
  const whole = websiteDesign.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = raw != null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(websiteDesign.shape) as (keyof WebsiteDesign)[]) {
    const value = source[key];
    if (key === 'section_order' || key === 'hidden_sections') {
      // One unknown id (a section a later version removed) must not drop the whole list.
      if (Array.isArray(value)) kept[key] = value.filter((id): id is HomeSectionId => (homeSectionIds as readonly unknown[]).includes(id));
      continue;
    }
    if (websiteDesign.shape[key].safeParse(value).success) kept[key] = value;
  }
  return websiteDesign.parse(kept);
}
