import { dataCategoryOf, readDesign, type DesignTheme, type FontPairingId, type HomeSectionId, type WebsiteWithSections } from '@folio/schema';
import { getTemplateOrDefault } from './catalogue';
import { mergeSectionOrder } from './lib/design';
import { accentCorrections, type AccentCorrection, type TemplatePalettes } from './lib/palette';
import { visiblePosts } from './lib/posts';
import { sectionHasContent } from './lib/sections';
import { parseTemplateData } from './lib/template-data';

/** What the builder's Design section shows for a website: each choice with the template's defaults filled in. */
export interface DesignSummary {
  theme: DesignTheme;
  /** The owner chose the theme (else it is the template's). */
  ownTheme: boolean;
  /** The accent in use before correction: the owner's, the template data's (Modern) or the template's own. */
  accent: string;
  ownAccent: boolean;
  /** What the page makes of the accent in each palette it may show (for "corrected to … because …"). */
  corrections: AccentCorrection[];
  pairingId: FontPairingId | null;
  /** The template's own pairing's families (the "Template default" entry). */
  templateFonts: { head: string; body: string };
  /** The template's sections in the owner's order. */
  sections: HomeSectionId[];
  /** The owner has an order of their own (else it is the template's). */
  ownOrder: boolean;
  hidden: HomeSectionId[];
  /** Sections with nothing to show yet: they stay off the page until they have content. */
  empty: HomeSectionId[];
  palettes: TemplatePalettes;
}

export function designOf(site: WebsiteWithSections): DesignSummary {
  const template = getTemplateOrDefault(site.template_slug);
  const design = readDesign(site.design);
  const theme = design.theme ?? template.defaultTheme;
  const data = parseTemplateData(dataCategoryOf(template.category), site.template_data);
  const fromData = template.accentFromData?.(data) ?? null;
  const accent = design.accent_color ?? fromData ?? template.palettes[theme === 'dark' ? 'dark' : 'light'].accent;
  const sections = mergeSectionOrder(template.sections, design.section_order);
  const shownPalettes = theme === 'system' ? ['light', 'dark'] : [theme];
  return {
    theme,
    ownTheme: design.theme !== null,
    accent,
    ownAccent: design.accent_color !== null,
    // The palettes' own accents need no note; an owner's (or the template data's) may.
    corrections: design.accent_color !== null || fromData !== null ? accentCorrections(template.palettes, accent).filter((entry) => shownPalettes.includes(entry.theme)) : [],
    pairingId: design.font_pairing,
    templateFonts: { head: template.fonts.head.family, body: template.fonts.body.family },
    sections,
    ownOrder: design.section_order.length > 0,
    hidden: design.hidden_sections.filter((id) => sections.includes(id)),
    empty: sections.filter((id) => !sectionHasContent({ site, posts: visiblePosts(site.blog_posts), data }, id)),
    palettes: template.palettes,
  };
}
