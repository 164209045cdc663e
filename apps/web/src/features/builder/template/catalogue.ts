import { canUseTemplateTier, type TemplateCategory, type TemplateSummary, type TemplateTier } from '@folio/schema';
import { Briefcase, Building2, Cpu, Crown, GraduationCap, HeartPulse, Landmark, Layers, Palette, Sparkles, Wrench, type LucideIcon } from 'lucide-react';

/** Each template category's fixed look (builder.md section 3), with a default for unknown ones. */
const categoryStyles: Record<TemplateCategory, { gradient: string; icon: LucideIcon }> = {
  Classic: { gradient: 'from-slate-600 to-slate-800', icon: Landmark },
  Modern: { gradient: 'from-indigo-500 to-violet-600', icon: Sparkles },
  Creative: { gradient: 'from-pink-500 to-orange-500', icon: Palette },
  Professional: { gradient: 'from-sky-600 to-blue-700', icon: Briefcase },
  Technology: { gradient: 'from-cyan-600 to-teal-700', icon: Cpu },
  Academic: { gradient: 'from-emerald-600 to-green-700', icon: GraduationCap },
  Healthcare: { gradient: 'from-rose-500 to-red-600', icon: HeartPulse },
  Engineering: { gradient: 'from-amber-600 to-orange-700', icon: Wrench },
  Business: { gradient: 'from-blue-700 to-indigo-800', icon: Building2 },
  Premium: { gradient: 'from-yellow-500 to-amber-600', icon: Crown },
};
const defaultStyle = { gradient: 'from-zinc-500 to-zinc-700', icon: Layers };

export function categoryStyle(category: string) {
  return categoryStyles[category as TemplateCategory] ?? defaultStyle;
}

export const tierLabels: Record<TemplateTier, string> = { free: 'Free', pro: 'Pro', premium: 'Premium' };

export function isLocked(plan: string, template: Pick<TemplateSummary, 'tier'>): boolean {
  return !canUseTemplateTier(plan, template.tier);
}
