import type { LabelledField } from './label';

/** Per family, raw evidence score -> observed accuracy, at the raw values seen when fitting. */
export interface CalibrationTable {
  /** How the table was made, for whoever reads the JSON. */
  note: string;
  /** Keyed by family ('experience.company'), or 'ocr:' + family for documents read by OCR. */
  families: Record<string, CalibrationPoint[]>;
  /** Pooled over every family of documents with a text layer: used for a family with too few examples. */
  pooled: CalibrationPoint[];
  /** The same for documents read by OCR. */
  ocr_pooled: CalibrationPoint[];
}
export interface CalibrationPoint {
  raw: number;
  calibrated: number;
  /** Examples behind this point. */
  n: number;
}

/** Below this many examples a family borrows the pooled mapping. */
export const MIN_FAMILY_EXAMPLES = 12;
/** Pseudo-examples pulling a raw value's accuracy towards its family's mean (a Beta prior). */
const PRIOR_WEIGHT = 3;
const FLOOR = 0.05;
const CEILING = 0.99;

/**
 * Fits the calibration: for each family, the accuracy observed at each raw score, smoothed towards the
 * family's mean, then made non-decreasing in the raw score by isotonic regression (pool adjacent
 * violators), so a stronger rule never yields a lower confidence. Nothing is claimed certain.
 * Documents read by OCR get their own mappings: the same rule is right less often on OCR text.
 */
export function fitCalibration(samples: LabelledField[], note = ''): CalibrationTable {
  const byFamily = new Map<string, LabelledField[]>();
  for (const sample of samples) {
    const key = sample.ocr ? `ocr:${sample.family}` : sample.family;
    byFamily.set(key, [...(byFamily.get(key) ?? []), sample]);
  }
  const families: Record<string, CalibrationPoint[]> = {};
  for (const [family, list] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length >= MIN_FAMILY_EXAMPLES) families[family] = fitFamily(list);
  }
  return { note, families, pooled: fitFamily(samples.filter((s) => !s.ocr)), ocr_pooled: fitFamily(samples.filter((s) => s.ocr)) };
}

function fitFamily(samples: LabelledField[]): CalibrationPoint[] {
  if (samples.length === 0) return [];
  const prior = samples.filter((s) => s.correct).length / samples.length;
  const byRaw = new Map<number, { correct: number; n: number }>();
  for (const sample of samples) {
    const bucket = byRaw.get(sample.confidence) ?? { correct: 0, n: 0 };
    bucket.correct += sample.correct ? 1 : 0;
    bucket.n += 1;
    byRaw.set(sample.confidence, bucket);
  }
  const points = [...byRaw]
    .sort(([a], [b]) => a - b)
    .map(([raw, { correct, n }]) => ({ raw, value: (correct + PRIOR_WEIGHT * prior) / (n + PRIOR_WEIGHT), weight: n + PRIOR_WEIGHT, n }));
  const fitted = isotonic(points.map((p) => p.value), points.map((p) => p.weight));
  return points.map((point, index) => ({
    raw: point.raw,
    calibrated: round(Math.min(CEILING, Math.max(FLOOR, fitted[index]!))),
    n: point.n,
  }));
}

/** Weighted pool-adjacent-violators: the closest non-decreasing sequence. */
export function isotonic(values: number[], weights: number[]): number[] {
  const blocks: { value: number; weight: number; size: number }[] = [];
  values.forEach((value, index) => {
    blocks.push({ value, weight: weights[index] ?? 1, size: 1 });
    while (blocks.length > 1 && blocks.at(-2)!.value > blocks.at(-1)!.value) {
      const last = blocks.pop()!;
      const prev = blocks.pop()!;
      const weight = prev.weight + last.weight;
      blocks.push({ value: (prev.value * prev.weight + last.value * last.weight) / weight, weight, size: prev.size + last.size });
    }
  });
  return blocks.flatMap((block) => Array<number>(block.size).fill(block.value));
}

const round = (value: number) => Math.round(value * 1000) / 1000;
