import { describe, expect, it } from 'vitest';
import { oneLine, textBlocks, truncate } from './text';

describe('textBlocks', () => {
  it('turns bullet lines into list items, whatever the glyph, stripping it', () => {
    for (const glyph of ['•', '-', '*', '·', '▪', '–', '●']) {
      expect(textBlocks(`${glyph} Built the ledger\n${glyph}  Led a team of six`), glyph).toEqual([
        { kind: 'list', ordered: false, start: 1, items: ['Built the ledger', 'Led a team of six'] },
      ]);
    }
  });

  it('turns numbered lines into an ordered list that keeps its first number', () => {
    expect(textBlocks('1. Discovery\n2. Design\n3) Delivery')).toEqual([{ kind: 'list', ordered: true, start: 1, items: ['Discovery', 'Design', 'Delivery'] }]);
    expect(textBlocks('3. Third\n4. Fourth')[0]).toMatchObject({ ordered: true, start: 3 });
  });

  it('keeps the line breaks of plain lines in one paragraph, and separates paragraphs at blank lines', () => {
    expect(textBlocks('Line one\nLine two\n\n\nSecond paragraph\r\nstill second')).toEqual([
      { kind: 'paragraph', lines: ['Line one', 'Line two'] },
      { kind: 'paragraph', lines: ['Second paragraph', 'still second'] },
    ]);
  });

  it('reads a lead-in line followed by bullets as a paragraph then a list', () => {
    expect(textBlocks('Owned payments:\n• Card issuing\n• Fraud rules\nAfterwards I moved to search.')).toEqual([
      { kind: 'paragraph', lines: ['Owned payments:'] },
      { kind: 'list', ordered: false, start: 1, items: ['Card issuing', 'Fraud rules'] },
      { kind: 'paragraph', lines: ['Afterwards I moved to search.'] },
    ]);
  });

  it('joins a lower-case line to the bullet it continues', () => {
    expect(textBlocks('• Cut p99 latency from 800 ms\nto 120 ms with caching\n• Led the team')).toEqual([
      { kind: 'list', ordered: false, start: 1, items: ['Cut p99 latency from 800 ms to 120 ms with caching', 'Led the team'] },
    ]);
  });

  it('does not take a minus, a year or a decimal for a bullet', () => {
    expect(textBlocks('-5% churn in a year\n2019. Moved to Berlin\n3.5 GPA')).toEqual([{ kind: 'paragraph', lines: ['-5% churn in a year', '2019. Moved to Berlin', '3.5 GPA'] }]);
  });

  it('splits several bullets written on one line, and drops lone glyphs and empty lines', () => {
    expect(textBlocks('• One • Two • Three\n•\n\n  \n')).toEqual([{ kind: 'list', ordered: false, start: 1, items: ['One', 'Two', 'Three'] }]);
    expect(textBlocks('')).toEqual([]);
    expect(textBlocks(' \n \n')).toEqual([]);
  });

  it('keeps right-to-left and CJK text as it is', () => {
    expect(textBlocks('• قدت فريقاً من ستة مهندسين\n• أطلقت منصة الدفع')).toEqual([{ kind: 'list', ordered: false, start: 1, items: ['قدت فريقاً من ستة مهندسين', 'أطلقت منصة الدفع'] }]);
    expect(textBlocks('负责支付系统\n带领六人团队')).toEqual([{ kind: 'paragraph', lines: ['负责支付系统', '带领六人团队'] }]);
  });
});

describe('oneLine and truncate', () => {
  it('puts free text on one line for meta descriptions, without glyphs', () => {
    expect(oneLine('What I do:\n• Backend systems\n• Mentoring\n\nTwelve years.\nMadrid')).toBe('What I do: Backend systems · Mentoring · Twelve years. Madrid');
    expect(truncate('• Led the ledger redesign for forty million monthly transactions', 30)).toBe('Led the ledger redesign for…');
  });
});
