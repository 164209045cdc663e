import { z } from 'zod';
import { fieldLimits } from './cv-limits';
import { tagList, text, required } from './common';

/** A degree. `name` is the institution and `place` its location; `skills` holds coursework. */
export const educationInput = z.object({
  degree: required(200, 'Degree is required'),
  name: required(200, 'Institution is required'),
  place: text(200).default(''),
  date: required(100, 'Start date is required'),
  gpa: text(20).default(''),
  description: text(fieldLimits.educationDescription).default(''),
  skills: tagList().default([]),
});
export type EducationInput = z.input<typeof educationInput>;

export const education = z.object({
  id: z.number().int(),
  degree: z.string(),
  name: z.string(),
  place: z.string(),
  date: z.string(),
  gpa: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
});
export type Education = z.infer<typeof education>;
