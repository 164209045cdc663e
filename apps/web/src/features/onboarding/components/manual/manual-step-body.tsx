import type { PlanName, TemplateSummary } from '@folio/schema';
import { EducationStep } from './education-step';
import { ExperienceStep } from './experience-step';
import type { ManualValues } from './form-model';
import { PersonalStep } from './personal-step';
import { ProjectsStep } from './projects-step';
import { SkillsStep } from './skills-step';
import { WebsiteStep } from './website-step';

/** The fields of the current step of the manual form. */
export function ManualStepBody({
  step,
  values,
  update,
  picture,
  onPicture,
  errors,
  templates,
  plan,
}: {
  step: number;
  values: ManualValues;
  update: (changes: Partial<ManualValues>) => void;
  picture: File | null;
  onPicture: (file: File | null) => void;
  errors: Record<string, string>;
  templates: TemplateSummary[] | undefined;
  plan: PlanName;
}) {
  switch (step) {
    case 0:
      return (
        <PersonalStep value={values.personal_info} onChange={(changes) => update({ personal_info: { ...values.personal_info, ...changes } })} picture={picture} onPicture={onPicture} errors={errors} />
      );
    case 1:
      return <ExperienceStep items={values.experiences} onChange={(experiences) => update({ experiences })} />;
    case 2:
      return <EducationStep items={values.educations} onChange={(educations) => update({ educations })} error={errors.educations} />;
    case 3:
      return <SkillsStep items={values.skills} onChange={(skills) => update({ skills })} error={errors.skills} />;
    case 4:
      return <ProjectsStep items={values.projects} onChange={(projects) => update({ projects })} errors={errors} />;
    default:
      return <WebsiteStep values={values} onChange={update} templates={templates} plan={plan} errors={errors} />;
  }
}
