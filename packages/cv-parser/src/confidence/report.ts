import type { ParsedCv } from '@folio/schema';
import type { ExpectedCv } from '../score';
import { labelFields, type LabelledField } from './label';

export interface ScoredDocument {
  parsed: ParsedCv;
  expected: ExpectedCv;
}

export interface CalibrationBin {
  label: string;
  from: number;
  to: number;
  count: number;
  /** Mean stated confidence of the fields in the bin. */
  stated: number;
  /** Share of them that were right. */
  observed: number;
}

const EDGES = [0, 0.5, 0.7, 0.8, 0.9, Infinity];

/** Fields binned by stated confidence (<0.5, 0.5-0.7, 0.7-0.8, 0.8-0.9, >=0.9) with how often each bin was right. */
export function calibrationBins(documents: ScoredDocument[]): { bins: CalibrationBin[]; fields: LabelledField[]; expectedCalibrationError: number } {
  const fields = documents.flatMap((document) => labelFields(document.parsed, document.expected));
  return { bins: binFields(fields), fields, expectedCalibrationError: calibrationError(binFields(fields), fields.length) };
}

export function binFields(fields: LabelledField[]): CalibrationBin[] {
  return EDGES.slice(0, -1).map((from, index) => {
    const to = EDGES[index + 1]!;
    const inBin = fields.filter((field) => field.confidence >= from && field.confidence < to);
    const label = from === 0 ? `<${to}` : to === Infinity ? `>=${from}` : `${from}-${to}`;
    return {
      label,
      from,
      to,
      count: inBin.length,
      stated: mean(inBin.map((field) => field.confidence)),
      observed: mean(inBin.map((field) => (field.correct ? 1 : 0))),
    };
  });
}

/** Expected calibration error: the count-weighted gap between stated and observed accuracy. */
export function calibrationError(bins: CalibrationBin[], total: number): number {
  return total === 0 ? 0 : bins.reduce((sum, bin) => sum + (bin.count / total) * Math.abs(bin.stated - bin.observed), 0);
}

/** The table as the bench prints it. */
export function formatCalibrationTable(title: string, documents: ScoredDocument[]): string {
  const { bins, fields, expectedCalibrationError } = calibrationBins(documents);
  const rows = bins.map((bin) =>
    `  ${bin.label.padEnd(9)} ${String(bin.count).padStart(6)}  ${bin.count ? `${(100 * bin.stated).toFixed(1)}%` : '-'}`.padEnd(29) +
    `${bin.count ? `${(100 * bin.observed).toFixed(1)}%` : '-'}`.padStart(8),
  );
  return [
    `${title} (${documents.length} documents, ${fields.length} checked fields; ECE ${(100 * expectedCalibrationError).toFixed(1)} points)`,
    `  ${'stated'.padEnd(9)} ${'fields'.padStart(6)}  ${'mean stated'.padEnd(12)}${'observed'.padStart(8)}`,
    ...rows,
  ].join('\n');
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
