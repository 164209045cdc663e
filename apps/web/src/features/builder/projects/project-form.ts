import { projectInput, type Picture, type Project, type ProjectInput } from '@folio/schema';
import { z } from 'zod';
import { endAfterStartMessage, endBeforeStart, formatDateRange, parseDateRange } from '../list/date-range';

export const projectCategories = [
  { value: 'web', label: 'Web' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'desktop', label: 'Desktop' },
  { value: 'api', label: 'API' },
  { value: 'data', label: 'Data' },
  { value: 'ml', label: 'Machine Learning' },
  { value: 'design', label: 'Design' },
  { value: 'research', label: 'Research' },
  { value: 'other', label: 'Other' },
] as const;

/** The stored category is its label ("Other" by default); older free-text categories keep their text. */
function categoryValue(stored: string): string {
  return projectCategories.find((option) => option.label.toLowerCase() === stored.toLowerCase() || option.value === stored.toLowerCase())?.value ?? 'other';
}

export const projectForm = z
  .object({
    title: projectInput.shape.title,
    category: z.string(),
    status: z.enum(['completed', 'in-progress']),
    start: z.string(),
    end: z.string(),
    description: projectInput.shape.description,
    technologies: z.array(z.string()),
    implementation: projectInput.shape.implementation.unwrap(),
    code_url: projectInput.shape.code_url.unwrap(),
  })
  .refine((values) => !endBeforeStart({ ...values, current: values.status === 'in-progress' }), { path: ['end'], message: endAfterStartMessage });
export type ProjectFormValues = z.input<typeof projectForm>;

export function projectFormValues(item: Project | null): ProjectFormValues {
  const range = parseDateRange(item?.date ?? '');
  return {
    title: item?.title ?? '',
    category: item ? categoryValue(item.category) : 'other',
    status: range.current ? 'in-progress' : 'completed',
    start: range.start,
    end: range.end,
    description: item?.description ?? '',
    technologies: item?.technologies ?? [],
    implementation: item?.implementation ?? '',
    code_url: item?.code_url ?? '',
  };
}

/** Pictures change only through the image calls; a save sends the ones the project had. */
export function projectInputOf(pictures: Picture[]) {
  return (values: z.output<typeof projectForm>): ProjectInput => ({
    title: values.title,
    type: 'project',
    category: projectCategories.find((option) => option.value === values.category)?.label ?? 'Other',
    date: formatDateRange({ start: values.start, end: values.end, current: values.status === 'in-progress' }),
    description: values.description,
    technologies: values.technologies,
    pictures,
    implementation: values.implementation,
    code_url: values.code_url,
  });
}

export function projectFieldOf(apiField: string): keyof ProjectFormValues | null {
  if (apiField === 'date') return 'start';
  return apiField in projectFormValues(null) ? (apiField as keyof ProjectFormValues) : null;
}
