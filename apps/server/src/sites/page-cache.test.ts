import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body, headers: {} });
// Incompressible bodies, so each page's size is predictable: its bytes plus a little more gzipped.
const noise = (bytes: number) => Array.from({ length: bytes }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');

describe('the page cache', () => {
  it('drops the least recently served page first when it is full', () => {
    const cache = createPageCache(25_000);
    cache.set(1, 'a', page(noise(5000)));
    cache.set(2, 'b', page(noise(5000)));
    expect(cache.get('a')).toBeDefined(); // 'a' is now more recently used than 'b'
    cache.set(3, 'c', page(noise(5000)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);
  });

  it('drops every page of a website that changed, and only those', () => {
    const cache = createPageCache();
    cache.set(1, '1:3:home', page('<h1>Ada</h1>'));
    cache.set(1, '1:3:blog', page('<h1>Ada writes</h1>'));
    cache.set(2, '2:1:home', page('<h1>Grace</h1>'));
    cache.invalidate(1);
    expect(cache.get('1:3:home')).toBeUndefined();
    expect(cache.get('1:3:blog')).toBeUndefined();
    expect(cache.get('2:1:home')?.body.toString()).toBe('<h1>Grace</h1>');
    expect(cache.stats().pages).toBe(1);
  });

  it('serves a page only until it expires', () => {
    const cache = createPageCache();
    cache.set(1, 'due', { ...page('x'), expiresAt: Date.now() - 1 });
    expect(cache.get('due')).toBeUndefined();
    expect(cache.stats().pages).toBe(0);
  });
});
