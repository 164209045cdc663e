import { z } from 'zod';
import { fieldLimits } from './cv-limits';
import { tagList, text, required } from './common';
import { picture } from './project';

/** Trainings & Certifications. */
export const trainingInput = z.object({
  title: required(200, 'Training name is required'),
  institute: required(200, 'Institution/Provider is required'),
  description: text(fieldLimits.trainingDescription).default(''),
  date: text(100).default(''),
  skills: tagList().default([]),
  pictures: z.array(picture).max(10).default([]),
});
export type TrainingInput = z.input<typeof trainingInput>;

export const training = z.object({
  id: z.number().int(),
  title: z.string(),
  institute: z.string(),
  description: z.string(),
  date: z.string(),
  skills: z.array(z.string()),
  pictures: z.array(z.object({ img: z.string(), title: z.string() })),
});
export type Training = z.infer<typeof training>;
