import type { WebsiteWithSections } from '@folio/schema';
import {
  Award,
  Briefcase,
  Brush,
  ChartLine,
  FolderKanban,
  Globe,
  GraduationCap,
  History,
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
}

/** The builder's sections in sidebar order. */
export function sectionNav(website: WebsiteWithSections): SectionNavItem[] {
  return [
    { id: 'template', label: 'Template', icon: Palette },
    { id: 'design', label: 'Design', icon: Brush },
    { id: 'template-data', label: 'Template Data', icon: SlidersHorizontal },
    { id: 'personal', label: 'Personal Info', icon: UserRound },
    { id: 'experience', label: 'Work Experience', icon: Briefcase, count: website.experiences.length },
    { id: 'education', label: 'Education', icon: GraduationCap, count: website.educations.length },
    { id: 'skills', label: 'Skills', icon: Sparkles, count: website.skills.length },
    { id: 'projects', label: 'Projects', icon: FolderKanban, count: website.projects.length },
    { id: 'trainings', label: 'Trainings & Certifications', icon: Award, count: website.trainings.length },
    { id: 'blog', label: 'Blog & Articles', icon: Newspaper, count: website.blog_posts.length },
    { id: 'custom-domain', label: 'Custom Domain', icon: Globe },
    { id: 'analytics', label: 'Analytics', icon: ChartLine },
    { id: 'history', label: 'History', icon: History },
  ];
}

export const sectionIds: SectionId[] = [
  'template',
  'design',
  'template-data',
  'personal',
  'experience',
  'education',
  'skills',
  'projects',
  'trainings',
  'blog',
  'custom-domain',
  'analytics',
  'history',
];

export function isSectionId(value: string | null): value is SectionId {
  return value !== null && (sectionIds as string[]).includes(value);
}
