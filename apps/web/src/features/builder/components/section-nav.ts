import type { WebsiteWithSections } from '@folio/schema';
import { getPlan } from '@folio/schema';
import {
  Award,
  Briefcase,
  FolderKanban,
  Globe,
  GraduationCap,
  Newspaper,
  Palette,
  SlidersHorizontal,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { SectionId } from '../state/builder-state';

export interface SectionNavItem {
  id: SectionId;
  label: string;
  icon: LucideIcon;
  /** Items in the section, for the list sections. */
  count?: number;
  /** Shown instead of a count: the plan the section needs. */
  badge?: string;
}

/**
 * The builder's sections in sidebar order. The blog and custom domains arrive with a later issue:
 * on the free plan their entries show what upgrading brings; on paid plans they are left out
 * until they exist, rather than shown as placeholders.
 */
export function sectionNav(website: WebsiteWithSections, plan: string): SectionNavItem[] {
  const items: SectionNavItem[] = [
    { id: 'template', label: 'Template', icon: Palette },
    { id: 'template-data', label: 'Template Data', icon: SlidersHorizontal },
    { id: 'personal', label: 'Personal Info', icon: UserRound },
    { id: 'experience', label: 'Work Experience', icon: Briefcase, count: website.experiences.length },
    { id: 'education', label: 'Education', icon: GraduationCap, count: website.educations.length },
    { id: 'skills', label: 'Skills', icon: Sparkles, count: website.skills.length },
    { id: 'projects', label: 'Projects', icon: FolderKanban, count: website.projects.length },
    { id: 'trainings', label: 'Trainings & Certifications', icon: Award, count: website.trainings.length },
  ];
  if (getPlan(plan).name === 'free') {
    items.push({ id: 'blog', label: 'Blog', icon: Newspaper, badge: 'Pro' });
    items.push({ id: 'custom-domain', label: 'Custom Domain', icon: Globe, badge: 'Pro' });
  }
  return items;
}

export const sectionIds: SectionId[] = [
  'template',
  'template-data',
  'personal',
  'experience',
  'education',
  'skills',
  'projects',
  'trainings',
  'blog',
  'custom-domain',
];

export function isSectionId(value: string | null): value is SectionId {
  return value !== null && (sectionIds as string[]).includes(value);
}
