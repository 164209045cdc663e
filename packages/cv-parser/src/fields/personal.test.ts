import { describe, expect, it } from 'vitest';
import type { CvLine } from '../types';
import { readPersonalInfo } from './personal';

const line = (text: string, x1: number, extra: Partial<CvLine> = {}): CvLine => ({
  text, segments: [text], page: 1, column: 1, x: 0.65, x1, columnRight: 0.94, size: 1, bold: false, bullet: false, headingHint: false, gapAbove: 0.1, ...extra,
});

describe('contact lines in a narrow sidebar', () => {
  it('joins a profile URL broken at the edge of its column, and leaves a URL that ended short alone', () => {
    const header = [
      line('Hélène Jonin', 0.5, { size: 2, column: 0, x: 0.06 }),
      line('↗ https://www.linkedin.com/in/helenejo', 0.94),
      line('nin', 0.68),
      line('↗ https://github.com/hjonin', 0.86),
      line('Paris', 0.7),
    ];
    const info = readPersonalInfo(header, [], header);
    expect(info.info.links.linkedin).toBe('https://www.linkedin.com/in/helenejonin');
    expect(info.info.links.github).toBe('https://github.com/hjonin');
  });

  it('joins an e-mail address broken at the edge of its column', () => {
    const header = [line('Umang Jaiswal', 0.5, { size: 2, column: 0, x: 0.06 }), line('✉ umang.jaiswal.2020@iiitko', 0.94), line('ta.ac.in', 0.7)];
    expect(readPersonalInfo(header, [], header).info.email).toBe('umang.jaiswal.2020@iiitkota.ac.in');
  });
});
