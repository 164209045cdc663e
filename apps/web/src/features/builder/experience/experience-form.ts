import { experienceInput, text, type Experience, type ExperienceInput } from '@folio/schema';
import { z } from 'zod';
import { endAfterStartMessage, endBeforeStart, formatDateRange, parseDateRange } from '../list/date-range';

/** The experience modal's fields: the API's, with the date text edited as months. */
export const experienceForm = z
  .object({
    position: experienceInput.shape.position,
    name: experienceInput.shape.name,
    place: text(200),
    start: z.string().min(1, 'Start date is required'),
    end: z.string(),
    current: z.boolean(),
    description: text(1000),
    skills: z.array(z.string()),
  })
  .refine((values) => !endBeforeStart(values), { path: ['end'], message: endAfterStartMessage });
export type ExperienceFormValues = z.input<typeof experienceForm>;

export function experienceFormValues(item: Experience | null): ExperienceFormValues {
  const range = parseDateRange(item?.date ?? '');
  return {
    position: item?.position ?? '',
    name: item?.name ?? '',
    // The location defaults to the company on save; showing that default back would be noise.
    place: item && item.place !== item.name ? item.place : '',
    ...range,
    description: item?.description ?? '',
    skills: item?.skills ?? [],
  };
}

export function experienceInputOf(values: z.output<typeof experienceForm>): ExperienceInput {
  return {
    position: values.position,
    name: values.name,
    place: values.place || values.name,
    date: formatDateRange(values),
    description: values.description,
    skills: values.skills,
  };
}

/** The form field a server error belongs to. */
export function experienceFieldOf(apiField: string): keyof ExperienceFormValues | null {
  if (apiField === 'date') return 'start';
  return apiField in experienceFormValues(null) ? (apiField as keyof ExperienceFormValues) : null;
}
