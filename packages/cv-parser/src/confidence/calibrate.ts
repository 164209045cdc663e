import type { ParsedCv } from '@folio/schema';
import table from './calibration.json' with { type: 'json' };
import { listScoredFields } from './fields';
import type { CalibrationPoint, CalibrationTable } from './fit';

const fittedTable: CalibrationTable = table;

/**
 * Turns the rules' raw evidence scores into calibrated confidences: a field stated at 0.9 is right
 * about 90% of the time on the tuning fixtures. The mapping is calibration.json, fitted by
 * `npx tsx packages/cv-parser/scripts/calibrate.ts`; rerun it whenever the rules change.
 * Entry and CV confidences are then derived from the calibrated fields.
 */
export function calibrateCv(cv: ParsedCv, calibration: CalibrationTable = fittedTable): ParsedCv {
  const ocr = cv.meta.used_ocr;
  for (const { family, target } of listScoredFields(cv)) target.confidence = calibrateScore(calibration, family, target.confidence, ocr);
  const entries = [
    ...cv.experiences.map((entry) => ['experience.', entry] as const),
    ...cv.educations.map((entry) => ['education.', entry] as const),
    ...cv.projects.map((entry) => ['project.', entry] as const),
    ...cv.trainings.map((entry) => ['training.', entry] as const),
  ];
  for (const [prefix, entry] of entries) entry.confidence = entryConfidence(checkedFields(prefix, entry.fields), entry.confidence);
  cv.confidence = overallConfidence(cv);
  return cv;
}

/** A family without a fitted mapping (descriptions, URLs: nothing to check them against) keeps its raw score. */
export function calibrateScore(calibration: CalibrationTable, family: string, raw: number, ocr = false): number {
  const pick = (key: string, pooled: CalibrationPoint[]) => {
    const points = calibration.families[key] ?? (isFitted(family, calibration) ? pooled : undefined);
    return points && points.length > 0 ? points : undefined;
  };
  const points = (ocr ? pick(`ocr:${family}`, calibration.ocr_pooled) : undefined) ?? pick(family, calibration.pooled);
  return points ? interpolate(points, raw) : raw;
}

// Families the fixtures label but too rarely for their own mapping borrow the pooled one.
const labelledFamilies = new Set(['name', 'title', 'email', 'phone', 'location', 'summary', 'links', 'skill', 'language', 'publication', 'project.name', 'training.title']);
const isFitted = (family: string, calibration: CalibrationTable) =>
  labelledFamilies.has(family) || /^(experience|education)\.(position|company|location|start_date|end_date|degree|institution|gpa)$/.test(family) || family in calibration.families;

function interpolate(points: CalibrationPoint[], raw: number): number {
  const first = points[0]!;
  const last = points.at(-1)!;
  if (raw <= first.raw) return first.calibrated;
  if (raw >= last.raw) return last.calibrated;
  for (let i = 1; i < points.length; i++) {
    const hi = points[i]!;
    const lo = points[i - 1]!;
    if (raw <= hi.raw) return round(lo.calibrated + ((raw - lo.raw) / (hi.raw - lo.raw)) * (hi.calibrated - lo.calibrated));
  }
  return last.calibrated;
}

/** The confidences of an entry's fields that the fixtures can check (not its description or URL). */
function checkedFields(prefix: string, fields: Partial<Record<string, { confidence: number }>>): number[] {
  return Object.entries(fields).flatMap(([key, field]) => (field && isFitted(`${prefix}${key}`, fittedTable) ? [field.confidence] : []));
}

/** An entry's confidence: the expected share of its fields that are right (the mean of their confidences). */
function entryConfidence(fields: number[], fallback: number): number {
  return fields.length === 0 ? fallback : round(fields.reduce((a, b) => a + b, 0) / fields.length);
}

/**
 * The CV's confidence: the expected share of right values among the core ones (name, contact, every
 * experience and education field, skills), where a missing core part counts as a wrong value, then
 * discounted by the share of lines the parser could not place.
 */
export function overallConfidence(cv: ParsedCv): number {
  const info = cv.personal_info;
  const scores: number[] = [info.fields.name?.confidence ?? 0];
  const contact = [info.fields.email?.confidence, info.fields.phone?.confidence].filter((value) => value !== undefined);
  scores.push(contact.length > 0 ? Math.max(...contact) : 0);
  for (const entry of cv.experiences) scores.push(...checkedFields('experience.', entry.fields));
  for (const entry of cv.educations) scores.push(...checkedFields('education.', entry.fields));
  if (cv.experiences.length === 0 && cv.educations.length === 0) scores.push(0, 0);
  if (cv.skills.length > 0) scores.push(cv.skills.reduce((sum, skill) => sum + skill.confidence, 0) / cv.skills.length);
  const base = scores.reduce((a, b) => a + b, 0) / scores.length;
  const placed = cv.experiences.length * 3 + cv.educations.length * 2 + cv.skills.length + 5;
  const unplacedShare = cv.unplaced.length / (cv.unplaced.length + placed);
  return round(Math.max(0, Math.min(1, base * (1 - unplacedShare * 0.6))));
}

const round = (value: number) => Math.round(value * 100) / 100;
