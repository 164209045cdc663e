import { z } from 'zod';
import { fieldLimits } from './cv-limits';
import { tagList, text, required } from './common';

/** A role held at a company. `name` is the company and `place` its location (the spec's backend shape). */
export const experienceInput = z.object({
  position: required(200, 'Job title is required'),
  name: required(200, 'Company name is required'),
  place: text(200).default(''),
  date: required(100, 'Start date is required'),
  description: text(fieldLimits.experienceDescription).default(''),
  skills: tagList().default([]),
});
export type ExperienceInput = z.input<typeof experienceInput>;

/** An experience as stored and returned: the shape only, so older or imported rows always read back. */
export const experience = z.object({
  id: z.number().int(),
  position: z.string(),
  name: z.string(),
  place: z.string(),
  date: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
});
export type Experience = z.infer<typeof experience>;
