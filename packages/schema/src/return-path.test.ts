import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnPath('/blog/post?x=1#top')).toBe('/blog/post?x=1#top');
  });

  it('refuses the reported bypass, a slash, a tab, then another host', () => {
    expect(safeReturnPath('/\t/evil.example/')).toBe('/');
    expect(new URL('/\t/evil.example/', 'https://app.example').origin).toBe('https://evil.example');
  });

  it('answers a header-safe fallback for newlines and U+3000', () => {
    expect(safeReturnPath('/\n/x', '/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/\u3000/x')).toBe('/');
  });
});
