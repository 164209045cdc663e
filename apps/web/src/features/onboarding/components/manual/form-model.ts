import { emailPattern, type manualForm } from '@folio/schema';
import type { z } from 'zod';

/** The six-step manual form's values (onboarding.md section 3), as create-comprehensive-website takes them. */
export type ManualValues = z.output<typeof manualForm>;
export type ExperienceValues = ManualValues['experiences'][number];
export type EducationValues = ManualValues['educations'][number];
export type SkillValues = ManualValues['skills'][number];
export type ProjectValues = ManualValues['projects'][number];

export const manualSteps = ['Personal Information', 'Work Experience', 'Education', 'Skills & Expertise', 'Projects & Portfolio', 'Website Details'] as const;

export const projectCategories = ['Web Development', 'Mobile Development', 'Design', 'Data Science', 'Machine Learning', 'Other'] as const;

/** The form's template options: "classic" is the template whose slug is `default`. */
export const templateOptions = [
  { slug: 'modern', label: 'Modern' },
  { slug: 'default', label: 'Classic' },
  { slug: 'creative', label: 'Creative' },
  { slug: 'minimal', label: 'Minimal' },
] as const;

/** Icon names the templates know for a skill category; a code icon by default (onboarding.md section 9). */
export const skillIconOptions = ['code', 'palette', 'database', 'cloud', 'server', 'smartphone', 'brain', 'shield', 'megaphone', 'users', 'wrench', 'languages', 'star'] as const;

export const emptyExperience = (): ExperienceValues => ({ position: '', name: '', place: '', date: '', description: '', skills: [] });
export const emptyEducation = (): EducationValues => ({ name: '', place: '', date: '', degree: '', gpa: '', description: '', skills: [] });
export const emptySkill = (): SkillValues => ({ title: '', info: '', icon: 'code' });
export const emptyProject = (): ProjectValues => ({ title: '', category: 'Web Development', date: '', description: '', technologies: [], code_url: '', implementation: '' });

export const emptyManualValues = (): ManualValues => ({
  name: '',
  intro: '',
  template_slug: 'modern',
  personal_info: { name: '', title: '', email: '', location: '', summary: '' },
  experiences: [emptyExperience()],
  educations: [emptyEducation()],
  skills: [emptySkill()],
  projects: [emptyProject()],
});

const filled = (value: string) => value.trim() !== '';

/** Next is enabled only if (onboarding.md section 5): the other steps always allow it. */
export function canProceed(step: number, values: ManualValues): boolean {
  switch (step) {
    case 0:
      return filled(values.personal_info.name) && filled(values.personal_info.title) && filled(values.personal_info.email);
    case 2:
      return values.educations.some((education) => filled(education.name));
    case 3:
      return values.skills.some((skill) => filled(skill.title) && filled(skill.info));
    case 5:
      return filled(values.name);
    default:
      return true;
  }
}

export const isValidEmail = (email: string) => emailPattern.test(email.trim());

/** The portfolio summary of the last step: what will be on the website. */
export function countFilled(values: ManualValues) {
  return {
    experiences: values.experiences.filter((item) => filled(item.position) || filled(item.name)).length,
    educations: values.educations.filter((item) => filled(item.name)).length,
    skills: values.skills.filter((item) => filled(item.title) && filled(item.info)).length,
    projects: values.projects.filter((item) => filled(item.title)).length,
  };
}

/** Minutes left at 2 per remaining step, the current one included (onboarding.md section 9). */
export const minutesLeft = (step: number) => (manualSteps.length - step) * 2;

/** A saved draft is used only if it still has the form's shape (an older version's draft is dropped). */
export function readDraft(raw: string | null): { values: ManualValues; step: number } | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: ManualValues; step?: number };
    const values = parsed.values;
    if (!values?.personal_info || !Array.isArray(values.experiences) || !Array.isArray(values.educations) || !Array.isArray(values.skills) || !Array.isArray(values.projects)) return null;
    return { values: { ...emptyManualValues(), ...values }, step: Math.min(Math.max(0, parsed.step ?? 0), manualSteps.length - 1) };
  } catch {
    return null;
  }
}
