import { educationInput, text, type Education, type EducationInput } from '@folio/schema';
import { z } from 'zod';
import { endAfterStartMessage, endBeforeStart, formatDateRange, parseDateRange } from '../list/date-range';

export const degreeTypes = [
  { value: 'bachelor', label: 'Bachelor', prefix: 'Bachelor of' },
  { value: 'master', label: 'Master', prefix: 'Master of' },
  { value: 'doctorate', label: 'Doctorate', prefix: 'Doctor of' },
  { value: 'associate', label: 'Associate', prefix: 'Associate of' },
  { value: 'certificate', label: 'Certificate', prefix: 'Certificate in' },
  { value: 'diploma', label: 'Diploma', prefix: 'Diploma in' },
  { value: 'other', label: 'Other', prefix: '' },
] as const;
export type DegreeType = (typeof degreeTypes)[number]['value'];

export const honorsOptions = [
  { value: 'none', label: 'None' },
  { value: 'summa_cum_laude', label: 'Summa Cum Laude' },
  { value: 'magna_cum_laude', label: 'Magna Cum Laude' },
  { value: 'cum_laude', label: 'Cum Laude' },
  { value: 'deans_list', label: "Dean's List" },
  { value: 'honors', label: 'Honors' },
] as const;
export type Honors = (typeof honorsOptions)[number]['value'];

/**
 * The API keeps one degree text; the form edits it as type + field + honors. Combining writes
 * "Master of Data Science, Cum Laude"; splitting reads the same shape back (anything else stays
 * in the field, with the type Other), so nothing typed is ever lost.
 */
export function combineDegree(type: DegreeType, degree: string, honors: Honors): string {
  const prefix = degreeTypes.find((option) => option.value === type)?.prefix ?? '';
  const honorsLabel = honorsOptions.find((option) => option.value === honors && option.value !== 'none')?.label;
  const base = prefix && !degree.toLowerCase().startsWith(prefix.toLowerCase()) ? `${prefix} ${degree}` : degree;
  return honorsLabel ? `${base}, ${honorsLabel}` : base;
}

export function splitDegree(text: string): { degree_type: DegreeType; degree: string; honors: Honors } {
  let rest = text.trim();
  let honors: Honors = 'none';
  for (const option of honorsOptions) {
    if (option.value !== 'none' && rest.toLowerCase().endsWith(`, ${option.label.toLowerCase()}`)) {
      honors = option.value;
      rest = rest.slice(0, -(option.label.length + 2)).trim();
    }
  }
  for (const option of degreeTypes) {
    if (option.prefix && rest.toLowerCase().startsWith(`${option.prefix.toLowerCase()} `)) {
      return { degree_type: option.value, degree: rest.slice(option.prefix.length + 1).trim(), honors };
    }
  }
  return { degree_type: 'other', degree: rest, honors };
}

export const educationForm = z
  .object({
    degree_type: z.enum(degreeTypes.map((option) => option.value) as [DegreeType, ...DegreeType[]]),
    degree: educationInput.shape.degree,
    honors: z.enum(honorsOptions.map((option) => option.value) as [Honors, ...Honors[]]),
    name: educationInput.shape.name,
    place: text(200),
    start: z.string().min(1, 'Start date is required'),
    end: z.string(),
    current: z.boolean(),
    gpa: text(20),
    description: text(500),
    skills: z.array(z.string()),
  })
  .refine((values) => !endBeforeStart(values), { path: ['end'], message: endAfterStartMessage });
export type EducationFormValues = z.input<typeof educationForm>;

export function educationFormValues(item: Education | null): EducationFormValues {
  return {
    ...(item ? splitDegree(item.degree) : { degree_type: 'bachelor' as const, degree: '', honors: 'none' as const }),
    name: item?.name ?? '',
    place: item && item.place !== item.name ? item.place : '',
    ...parseDateRange(item?.date ?? ''),
    gpa: item?.gpa ?? '',
    description: item?.description ?? '',
    skills: item?.skills ?? [],
  };
}

export function educationInputOf(values: z.output<typeof educationForm>): EducationInput {
  return {
    degree: combineDegree(values.degree_type, values.degree, values.honors),
    name: values.name,
    place: values.place || values.name,
    date: formatDateRange(values),
    gpa: values.gpa,
    description: values.description,
    skills: values.skills,
  };
}

export function educationFieldOf(apiField: string): keyof EducationFormValues | null {
  if (apiField === 'date') return 'start';
  return apiField in educationFormValues(null) ? (apiField as keyof EducationFormValues) : null;
}
