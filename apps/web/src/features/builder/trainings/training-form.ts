import { text, trainingInput, type Training, type TrainingInput } from '@folio/schema';
import { z } from 'zod';

export const trainingForm = z.object({
  title: trainingInput.shape.title,
  institute: trainingInput.shape.institute,
  date: text(100),
  description: text(1000),
  skills: z.array(z.string()),
});
export type TrainingFormValues = z.input<typeof trainingForm>;

export function trainingFormValues(item: Training | null): TrainingFormValues {
  return { title: item?.title ?? '', institute: item?.institute ?? '', date: item?.date ?? '', description: item?.description ?? '', skills: item?.skills ?? [] };
}

/** Pictures of a training have no editor yet; the ones it has are kept as they are. */
export function trainingInputOf(item: Training | null) {
  return (values: z.output<typeof trainingForm>): TrainingInput => ({ ...values, pictures: item?.pictures ?? [] });
}

export function trainingFieldOf(apiField: string): keyof TrainingFormValues | null {
  return apiField in trainingFormValues(null) ? (apiField as keyof TrainingFormValues) : null;
}

/** Quick-add: well-known certifications fill the name and the provider in one click. */
export const trainingSuggestions = [
  { title: 'AWS Certified Solutions Architect – Associate', institute: 'Amazon Web Services' },
  { title: 'Google Data Analytics Professional Certificate', institute: 'Google' },
  { title: 'Professional Scrum Master I (PSM I)', institute: 'Scrum.org' },
  { title: 'Project Management Professional (PMP)', institute: 'Project Management Institute' },
  { title: 'Certified Kubernetes Administrator (CKA)', institute: 'Cloud Native Computing Foundation' },
  { title: 'Google UX Design Certificate', institute: 'Google' },
] as const;
