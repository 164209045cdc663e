import { describe, expect, it } from 'vitest';
import { chunkText, type TextRun } from './runs';

/** Runs placed left to right with the given gaps (in points) before each. */
function chunk(texts: string[], gaps: number[], size = 10) {
  let x = 0;
  const runs: TextRun[] = texts.map((text, index) => {
    x += gaps[index] ?? 0;
    const run = { text, x0: x, x1: x + text.length * size, y: 100, size, bold: false };
    x = run.x1;
    return run;
  });
  return { runs, x0: 0, x1: x, y: 100, size };
}

describe('text of a chunk', () => {
  it('restores a space between Latin words from the gap, but not between spaced-out Chinese characters', () => {
    expect(chunkText(chunk(['Senior', 'Engineer'], [0, 3]))).toBe('Senior Engineer');
    expect(chunkText(chunk(['王', '小', '明'], [0, 3, 3]))).toBe('王小明');
    expect(chunkText(chunk(['阿里巴巴', '工程师'], [0, 12]))).toBe('阿里巴巴 工程师');
  });
});
