import { relativeTime } from '@folio/schema';
import { describe, expect, it } from 'vitest';

describe('relative times in the bell and the list', () => {
  const now = Date.parse('2025-05-12T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('read Just now, Nm ago, Nh ago or Nd ago (platform.md section 2)', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59), now)).toBe('Just now');
    expect(relativeTime(ago(60), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60 + 59), now)).toBe('59m ago');
    expect(relativeTime(ago(3600), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3600 + 3599), now)).toBe('23h ago');
    expect(relativeTime(ago(86_400), now)).toBe('1d ago');
    expect(relativeTime(ago(40 * 86_400), now)).toBe('40d ago');
  });

  it('never shows a time in the future when clocks disagree', () => {
    expect(relativeTime(new Date(now + 90_000).toISOString(), now)).toBe('Just now');
  });
});
