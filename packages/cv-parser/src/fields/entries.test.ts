import { describe, expect, it } from 'vitest';
import type { CvLine } from '../types';
import { mergeContinuations } from './entries';

const line = (text: string, x1: number, extra: Partial<CvLine> = {}): CvLine => ({
  text, segments: [text], page: 1, column: 0, x: 0.06, x1, columnRight: 0.94, size: 1, bold: false, bullet: false, headingHint: false, gapAbove: 0, ...extra,
});

describe('wrapped lines', () => {
  it('keeps a short employer line apart from a Japanese sentence under it: that script breaks between any two characters', () => {
    const merged = mergeContinuations([line('MEJORA株式会社', 0.22), line('4人のエンジニアリングチームでCEOの直接指導の下、フラットな組織構造で働く。', 0.9)]);
    expect(merged.map((l) => l.text)).toEqual(['MEJORA株式会社', '4人のエンジニアリングチームでCEOの直接指導の下、フラットな組織構造で働く。']);
  });

  it('still joins a Japanese sentence that ran to the edge of its column', () => {
    const merged = mergeContinuations([line('ユーザー登録と初期のインタラクションシグナルに基づくアップセルタイミングを', 0.93), line('探るPoCアプリケーションを開発。', 0.4)]);
    expect(merged).toHaveLength(1);
  });
});
