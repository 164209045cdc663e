import {
  education,
  educationInput,
  experience,
  experienceInput,
  project,
  projectInput,
  skillCategory,
  skillCategoryInput,
  training,
  trainingInput,
} from '@folio/schema';
import type { z } from 'zod';
import { educations, experiences, projects, skillCategories, trainings } from './sections.tables';

/**
 * One entry per list section of a website. Everything else about sections (routes, ownership,
 * versioning, ordering) is written once in sections.service.ts and sections.routes.ts.
 */
export interface SectionDefinition {
  /** Path segment and the key of lists in payloads: /api/websites/{id}/experiences, POST /api/experiences/reorder. */
  key: 'experiences' | 'educations' | 'skills' | 'projects' | 'trainings';
  /** Key of one item in responses. */
  singular: 'experience' | 'education' | 'skill' | 'project' | 'training';
  table: typeof experiences | typeof educations | typeof skillCategories | typeof projects | typeof trainings;
  input: z.ZodObject;
  entity: z.ZodObject;
  messages: { added: string; updated: string; deleted: string; reordered: string; notFound: string };
}

export const sections: SectionDefinition[] = [
  {
    key: 'experiences',
    singular: 'experience',
    table: experiences,
    input: experienceInput,
    entity: experience,
    messages: {
      added: 'Experience added successfully!',
      updated: 'Experience updated successfully!',
      deleted: 'Experience deleted successfully',
      reordered: 'Experience order updated',
      notFound: 'Experience not found.',
    },
  },
  {
    key: 'educations',
    singular: 'education',
    table: educations,
    input: educationInput,
    entity: education,
    messages: {
      added: 'Education added successfully!',
      updated: 'Education updated successfully!',
      deleted: 'Education deleted successfully',
      reordered: 'Education order updated',
      notFound: 'Education not found.',
    },
  },
  {
    key: 'skills',
    singular: 'skill',
    table: skillCategories,
    input: skillCategoryInput,
    entity: skillCategory,
    messages: {
      added: 'Skills added successfully!',
      updated: 'Skills updated successfully!',
      deleted: 'Skill category deleted successfully',
      reordered: 'Skill order updated',
      notFound: 'Skill category not found.',
    },
  },
  {
    key: 'projects',
    singular: 'project',
    table: projects,
    input: projectInput,
    entity: project,
    messages: {
      added: 'Project added successfully!',
      updated: 'Project updated successfully!',
      deleted: 'Project deleted successfully',
      reordered: 'Project order updated',
      notFound: 'Project not found.',
    },
  },
  {
    key: 'trainings',
    singular: 'training',
    table: trainings,
    input: trainingInput,
    entity: training,
    messages: {
      added: 'Training added successfully',
      updated: 'Training updated successfully',
      deleted: 'Training deleted successfully',
      reordered: 'Training order updated',
      notFound: 'Training not found.',
    },
  },
];
