import type { TemplateSummary, WebsiteWithSections } from '@folio/schema';
import type { TemplateDefinition } from './types';
import { atelier } from './templates/atelier';
import { atlas } from './templates/atlas';
import { blueprint } from './templates/blueprint';
import { boardroom } from './templates/boardroom';
import { broadsheet } from './templates/broadsheet';
import { campus } from './templates/campus';
import { carbon } from './templates/carbon';
import { circuitFlow } from './templates/circuit-flow';
import { classic } from './templates/classic';
import { column } from './templates/column';
import { creative } from './templates/creative';
import { darkroom } from './templates/darkroom';
import { duet } from './templates/duet';
import { ecoVision } from './templates/eco-vision';
import { executive } from './templates/executive';
import { gridline } from './templates/gridline';
import { kernel } from './templates/kernel';
import { ledger } from './templates/ledger';
import { meridian } from './templates/meridian';
import { minimal } from './templates/minimal';
import { modern } from './templates/modern';
import { monograph } from './templates/monograph';
import { noir } from './templates/noir';
import { prism } from './templates/prism';
import { quill } from './templates/quill';
import { scholar } from './templates/scholar';
import { sprint } from './templates/sprint';
import { studio } from './templates/studio';
import { swiss } from './templates/swiss';
import { terminal } from './templates/terminal';
import { vital } from './templates/vital';
import { ward } from './templates/ward';

/** The catalogue, in id order. Ids are stable: websites store them. */
export const templates: TemplateDefinition[] = [
  modern,
  classic,
  minimal,
  meridian,
  circuitFlow,
  ecoVision,
  scholar,
  swiss,
  creative,
  executive,
  blueprint,
  noir,
  terminal,
  campus,
  darkroom,
  boardroom,
  kernel,
  column,
  duet,
  atelier,
  monograph,
  quill,
  ward,
  gridline,
  broadsheet,
  vital,
  carbon,
  sprint,
  ledger,
  studio,
  atlas,
  prism,
];

export const defaultTemplateSlug = 'modern';

export function getTemplate(slug: string): TemplateDefinition | undefined {
  return templates.find((template) => template.slug === slug);
}

/** Unknown slugs (a removed template, a typo in old data) render with the default. */
export function getTemplateOrDefault(slug: string): TemplateDefinition {
  const found = getTemplate(slug) ?? getTemplate(defaultTemplateSlug);
  if (!found) throw new Error('The default template is missing from the catalogue');
  return found;
}

/** The template's demo data as a full website; picture URLs point under assetBase. */
export function getDemoWebsite(slug: string, assetBase = '/_assets'): WebsiteWithSections {
  return getTemplateOrDefault(slug).demo(assetBase);
}

/** The catalogue entry as GET /api/templates lists it; the server supplies the preview URL. */
export function toTemplateSummary(template: TemplateDefinition, previewUrl: string): TemplateSummary {
  const { id, slug, name, description, category, tier } = template;
  return { id, slug, name, description, category, tier, preview_url: previewUrl };
}
