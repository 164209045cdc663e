import { z } from 'zod';
import { safeUrl, tagList, text } from './common';

/** Template-specific data (builder.md section 3): one JSON document per website and form category. */

const count = z.coerce.number().int().min(0).max(1_000_000);
const years = z.coerce.number().int().min(0).max(50);
const yearText = text(20);
const iconName = text(40);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Please enter a colour like #667eea');

export const academicData = z.object({
  philosophy: text(2000).default(''),
  research_areas: tagList().default([]),
  achievements: tagList(30, 300).default([]),
  publications_count: count.default(0),
  scholar_profile: safeUrl.default(''),
  experiments_count: count.default(0),
  philosophy_stats: z.array(z.object({ icon: text(2), text: text(200) })).max(12).default([]),
  academic_metrics: z
    .object({ publications_count: count, awards_count: count, research_years: years, conferences_count: count })
    .default({ publications_count: 0, awards_count: 0, research_years: 0, conferences_count: 0 }),
  research_metrics: z
    .object({
      models_deployed: count,
      datasets_analyzed: count,
      research_papers: count,
      accuracy_rate: z.coerce.number().min(0).max(100),
    })
    .default({ models_deployed: 0, datasets_analyzed: 0, research_papers: 0, accuracy_rate: 0 }),
});
export type AcademicData = z.infer<typeof academicData>;

export const engineeringData = z.object({
  technical_specs: z
    .object({ tolerance: text(200), materials: tagList(), software: tagList() })
    .default({ tolerance: '', materials: [], software: [] }),
  project_metrics: z
    .object({ projects_completed: count, efficiency_improvement: text(100), components_designed: text(100) })
    .default({ projects_completed: 0, efficiency_improvement: '', components_designed: '' }),
  certifications: z.array(z.object({ name: text(200), issuer: text(200), year: yearText })).max(30).default([]),
  specializations: tagList().default([]),
  experience_years: years.default(0),
  memberships: tagList(30, 200).default([]),
});
export type EngineeringData = z.infer<typeof engineeringData>;

export const businessData = z.object({
  business_metrics: z
    .object({ revenue_impact: text(100), team_size: text(100), success_rate: text(100), client_satisfaction: text(100) })
    .default({ revenue_impact: '', team_size: '', success_rate: '', client_satisfaction: '' }),
  leadership_experience: z
    .array(z.object({ role: text(200), team_size: text(100), duration: text(100), achievements: text(1000) }))
    .max(30)
    .default([]),
  strategic_initiatives: z
    .array(z.object({ initiative: text(200), impact: text(300), timeline: text(100), outcome: text(1000) }))
    .max(30)
    .default([]),
  core_competencies: tagList().default([]),
  industry_focus: z.object({ primary: text(200), experience_years: years }).default({ primary: '', experience_years: 0 }),
  leadership_philosophy: text(2000).default(''),
});
export type BusinessData = z.infer<typeof businessData>;

export const exhibitionTypes = ['Solo', 'Group', 'Juried', 'Invitational'] as const;

export const creativeData = z.object({
  artistic_philosophy: text(2000).default(''),
  specializations: tagList().default([]),
  exhibitions: z
    .array(z.object({ name: text(200), venue: text(200), year: yearText, type: z.enum(exhibitionTypes) }))
    .max(50)
    .default([]),
  awards: z
    .array(z.object({ award: text(200), organization: text(200), year: yearText, category: text(100) }))
    .max(50)
    .default([]),
  tools: z
    .object({ design_software: tagList(), animation_tools: tagList(), traditional_media: tagList() })
    .default({ design_software: [], animation_tools: [], traditional_media: [] }),
  creative_metrics: z
    .object({ projects_completed: count, client_satisfaction: text(100), experience_years: years })
    .default({ projects_completed: 0, client_satisfaction: '', experience_years: 0 }),
  influences: tagList(30, 200).default([]),
});
export type CreativeData = z.infer<typeof creativeData>;

export const backgroundStyles = ['gradient', 'solid', 'pattern'] as const;

export const modernData = z.object({
  values: z
    .array(z.object({ title: text(100), description: text(500), icon: iconName, color: hexColor }))
    .max(20)
    .default([]),
  philosophy: text(2000).default(''),
  tagline: text(200).default(''),
  soft_skills: z
    .array(
      z.object({
        name: text(100),
        description: text(500),
        icon: iconName,
        rating: z.coerce.number().int().min(1).max(5),
      }),
    )
    .max(20)
    .default([]),
  certifications: z
    .array(z.object({ name: text(200), issuer: text(200), date: yearText, link: safeUrl, icon: iconName }))
    .max(30)
    .default([]),
  theme: z
    .object({ primary_color: hexColor, accent_color: hexColor, background_style: z.enum(backgroundStyles) })
    .default({ primary_color: '#667eea', accent_color: '#764ba2', background_style: 'gradient' }),
});
export type ModernData = z.infer<typeof modernData>;

export const templateDataSchemas = {
  academic: academicData,
  engineering: engineeringData,
  business: businessData,
  creative: creativeData,
  modern: modernData,
} as const;
export type TemplateDataByCategory = {
  academic: AcademicData;
  engineering: EngineeringData;
  business: BusinessData;
  creative: CreativeData;
  modern: ModernData;
};
export type TemplateData = TemplateDataByCategory[keyof TemplateDataByCategory];
