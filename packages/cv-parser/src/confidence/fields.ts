import type { FieldProvenance, ParsedCv } from '@folio/schema';

/** Something carrying a confidence the calibration may rewrite: a field's provenance or a list item. */
export interface Scored {
  confidence: number;
}

export interface ScoredField {
  /** The calibration family: 'experience.company', 'skill'... */
  family: string;
  target: Scored;
}

/**
 * Every confidence the parser sets on a field or list item, with its family. Entry-level and CV-level
 * confidences are left out: they are derived from these (see calibrate.ts).
 */
export function listScoredFields(cv: ParsedCv): ScoredField[] {
  const out: ScoredField[] = [];
  const push = (prefix: string, fields: Partial<Record<string, FieldProvenance>>) => {
    for (const [key, value] of Object.entries(fields)) if (value) out.push({ family: `${prefix}${key}`, target: value });
  };
  push('', cv.personal_info.fields);
  for (const entry of cv.experiences) push('experience.', entry.fields);
  for (const entry of cv.educations) push('education.', entry.fields);
  for (const entry of cv.projects) push('project.', entry.fields);
  for (const entry of cv.trainings) push('training.', entry.fields);
  for (const skill of cv.skills) out.push({ family: 'skill', target: skill });
  for (const language of cv.languages) out.push({ family: 'language', target: language });
  for (const publication of cv.publications) out.push({ family: 'publication', target: publication });
  return out;
}
