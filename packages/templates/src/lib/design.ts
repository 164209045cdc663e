import { readDesign, type DesignTheme, type FontPairingId, type HomeSectionId, type WebsiteWithSections } from '@folio/schema';
import type { TemplateDataView, TemplateDefinition } from '../types';
import { curatedPairing, type TypePairing } from './font-catalogue';

/** The owner's design choices with the template's defaults filled in: what a page renders with. */
export interface ResolvedDesign {
  theme: DesignTheme;
  /** The accent before correction: the owner's, else one from the template data, else null (each palette's own). */
  accent: string | null;
  /** The owner's pairing id, or null for the template's own. */
  pairingId: FontPairingId | null;
  pairing: TypePairing;
  /** Every section of the template, in the owner's order (hidden ones included). */
  order: HomeSectionId[];
  hidden: ReadonlySet<HomeSectionId>;
}

/**
 * The template's sections in the owner's order. Sections the owner never placed (a template
 * switched to has one the last did not) keep their place after the template's previous one.
 */
export function mergeSectionOrder(templateOrder: readonly HomeSectionId[], ownerOrder: readonly HomeSectionId[]): HomeSectionId[] {
  const available = new Set(templateOrder);
  const result = ownerOrder.filter((id, index) => available.has(id) && ownerOrder.indexOf(id) === index);
  templateOrder.forEach((id, index) => {
    if (result.includes(id)) return;
    // After the nearest earlier section of the template's order that is already placed.
    let at = 0;
    for (let back = index - 1; back >= 0; back -= 1) {
      const found = result.indexOf(templateOrder[back]!);
      if (found !== -1) {
        at = found + 1;
        break;
      }
    }
    result.splice(at, 0, id);
  });
  return result;
}

export function resolveDesign(site: WebsiteWithSections, template: TemplateDefinition, data: TemplateDataView): ResolvedDesign {
  // Read leniently: a website row or a posted preview from before the design existed has none.
  const design = readDesign(site.design);
  return {
    theme: design.theme ?? template.defaultTheme,
    accent: design.accent_color ?? template.accentFromData?.(data) ?? null,
    pairingId: design.font_pairing,
    pairing: design.font_pairing ? curatedPairing(design.font_pairing) : { head: template.fonts.head, body: template.fonts.body },
    order: mergeSectionOrder(template.sections, design.section_order),
    hidden: new Set(design.hidden_sections),
  };
}
