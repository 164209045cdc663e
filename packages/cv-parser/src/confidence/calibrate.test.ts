import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse';
import type { ExpectedCv } from '../score';
import { calibrateScore } from './calibrate';
import { fitCalibration, isotonic } from './fit';
import { labelFields, type LabelledField } from './label';
import { binFields } from './report';

const samples = (family: string, raw: number, right: number, wrong: number, ocr = false): LabelledField[] => [
  ...Array.from({ length: right }, () => ({ family, confidence: raw, correct: true, ocr })),
  ...Array.from({ length: wrong }, () => ({ family, confidence: raw, correct: false, ocr })),
];

describe('confidence calibration', () => {
  it('pools adjacent violators so a stronger rule never gets a lower confidence', () => {
    expect(isotonic([0.5, 0.9, 0.7, 1], [1, 1, 1, 1])).toEqual([0.5, 0.8, 0.8, 1]);
  });

  it('maps a raw score to the accuracy seen at it, smoothed towards the family mean', () => {
    const table = fitCalibration([...samples('experience.company', 0.7, 12, 8), ...samples('experience.company', 0.9, 38, 2)]);
    const low = calibrateScore(table, 'experience.company', 0.7);
    const high = calibrateScore(table, 'experience.company', 0.9);
    expect(low).toBeGreaterThan(0.6);
    expect(low).toBeLessThan(0.7);
    expect(high).toBeGreaterThan(0.9);
    // Between two fitted raw values the mapping interpolates; unlabelled families keep their raw score.
    expect(calibrateScore(table, 'experience.company', 0.8)).toBeCloseTo((low + high) / 2, 2);
    expect(calibrateScore(table, 'experience.description', 0.85)).toBe(0.85);
  });

  it('gives a rare family the pooled mapping', () => {
    const table = fitCalibration([...samples('skill', 0.85, 30, 10), ...samples('publication', 0.85, 2, 0)]);
    expect(table.families.publication).toBeUndefined();
    expect(calibrateScore(table, 'publication', 0.85)).toBe(table.pooled[0]!.calibrated);
  });

  it('calibrates fields read by OCR with their own mapping', () => {
    const table = fitCalibration([...samples('skill', 0.85, 39, 1), ...samples('skill', 0.85, 6, 4, true)]);
    expect(calibrateScore(table, 'skill', 0.85)).toBeGreaterThan(0.9);
    // Too few OCR skills for their own mapping: the pooled OCR one.
    expect(calibrateScore(table, 'skill', 0.85, true)).toBe(table.ocr_pooled[0]!.calibrated);
    expect(calibrateScore(table, 'skill', 0.85, true)).toBeLessThan(0.7);
  });

  it('bins fields by stated confidence and reports how often each bin was right', () => {
    const bins = binFields([...samples('x', 0.95, 9, 1), ...samples('x', 0.65, 1, 1)]);
    expect(bins.map((bin) => [bin.label, bin.count, bin.observed])).toEqual([
      ['<0.5', 0, 0],
      ['0.5-0.7', 2, 0.5],
      ['0.7-0.8', 0, 0],
      ['0.8-0.9', 0, 0],
      ['>=0.9', 10, 0.9],
    ]);
  });

  it('judges each parsed field of a fixture against its expected result', async () => {
    const fixtures = path.join(import.meta.dirname, '../../fixtures');
    const bytes = new Uint8Array(await readFile(path.join(fixtures, 'docs/priya-raman.pdf-single.pdf')));
    const expected = JSON.parse(await readFile(path.join(fixtures, 'expected/priya-raman.json'), 'utf8')) as ExpectedCv;
    const parsed = await parseCv({ bytes, filename: 'cv.pdf' });
    const wrongName = labelFields({ ...parsed, personal_info: { ...parsed.personal_info, name: 'Someone Else' } }, expected);
    expect(labelFields(parsed, expected).find((field) => field.family === 'name')?.correct).toBe(true);
    expect(wrongName.find((field) => field.family === 'name')?.correct).toBe(false);
    // Every stated confidence is a calibrated one, and the CV's own follows from them.
    expect(parsed.personal_info.fields.name?.confidence).toBeGreaterThan(0.9);
    expect(parsed.confidence).toBeGreaterThan(0.8);
  });
});
