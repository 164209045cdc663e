import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../layout/text-lines';
import { readTrainings } from './lists';

describe('certifications', () => {
  it('joins a title wrapped in a narrow sidebar before the issuer and date that close it', () => {
    // Positions as a PDF sidebar gives them: the next line's first word would not have fitted.
    const lines = linesFromPlainText(`Google Data Analytics
Professional Certificate,
Coursera (2021)`).map((line, index) => ({ ...line, x: 0.05, x1: [0.22, 0.24, 0.16][index]!, columnRight: 0.27 }));
    expect(readTrainings(lines).map((training) => [training.title, training.institute, training.date])).toEqual([
      ['Google Data Analytics Professional Certificate', 'Coursera', '2021'],
    ]);
  });
});
