import { describe, expect, it } from 'vitest';
import { createPageCache, type PageContent } from './page-cache';

const page = (body: string, expiresAt?: number): PageContent => ({ status: 200, contentType: 'text/html; charset=utf-8', body, headers: {}, expiresAt });
// Incompressible bodies, so each page's size is predictable: its bytes plus a little more gzipped.
const noise = (bytes: number) => Array.from({ length: bytes }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
const rendered = (content: PageContent) => () => Promise.resolve(content);

/** A render that finishes when the test says so, counting how often it was started. */
function controlledRender(content: PageContent) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const render = { calls: 0, finish, run: async () => (render.calls++, await done, content) };
  return render;
}

describe('the page cache', () => {
  it('renders a missing page once for many concurrent requests', async () => {
    const cache = createPageCache();
    const render = controlledRender(page('<h1>Ada</h1>'));
    const waiting = Array.from({ length: 20 }, () => cache.load(1, '1:1:home', render.run));
    render.finish();
    const pages = await Promise.all(waiting);
    expect(render.calls).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.body.toString()).toBe('<h1>Ada</h1>');
    expect(cache.get('1:1:home')).toBe(pages[0]);
    expect(cache.stats().rendering).toBe(0);
  });

  it('never holds more bytes than its bound, dropping the least recently served page first', async () => {
    const cache = createPageCache(25_000);
    await cache.load(1, 'a', rendered(page(noise(5000))));
    await cache.load(2, 'b', rendered(page(noise(5000))));
    expect(cache.get('a')).toBeDefined(); // 'a' is now more recently used than 'b'
    await cache.load(3, 'c', rendered(page(noise(5000))));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    for (let index = 0; index < 30; index += 1) {
      await cache.load(4, `d${index}`, rendered(page(noise(3000 + index * 100))));
      expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);
    }
    // A page bigger than the whole cache is answered, not kept.
    const huge = await cache.load(5, 'huge', rendered(page(noise(30_000))));
    expect(huge.body.length).toBe(30_000);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);
  });

  it('drops every page of a website that changed, and only those', async () => {
    const cache = createPageCache();
    await cache.load(1, '1:3:home', rendered(page('<h1>Ada</h1>')));
    await cache.load(1, '1:3:blog', rendered(page('<h1>Ada writes</h1>')));
    await cache.load(2, '2:1:home', rendered(page('<h1>Grace</h1>')));
    cache.invalidate(1);
    expect(cache.get('1:3:home')).toBeUndefined();
    expect(cache.get('1:3:blog')).toBeUndefined();
    expect(cache.get('2:1:home')?.body.toString()).toBe('<h1>Grace</h1>');
    expect(cache.stats().pages).toBe(1);
  });

  it('does not keep a render that a change overtook, and renders afresh for those who ask after it', async () => {
    const cache = createPageCache();
    const before = controlledRender(page('<h1>Old intro</h1>'));
    const waiting = cache.load(1, '1:1:home', before.run);
    await Promise.resolve(); // the render has started
    cache.invalidate(1);
    const after = controlledRender(page('<h1>New intro</h1>'));
    const asked = cache.load(1, '1:1:home', after.run);
    before.finish();
    // Those who asked before the change get what was being rendered; it is not kept.
    expect((await waiting).body.toString()).toBe('<h1>Old intro</h1>');
    expect(cache.get('1:1:home')).toBeUndefined();
    after.finish();
    expect((await asked).body.toString()).toBe('<h1>New intro</h1>');
    expect(cache.get('1:1:home')?.body.toString()).toBe('<h1>New intro</h1>');
    expect([before.calls, after.calls]).toEqual([1, 1]);
  });

  it('lets every waiter see a failed render, and tries again on the next request', async () => {
    const cache = createPageCache();
    const failing = () => Promise.reject(new Error('database away'));
    const results = await Promise.allSettled([cache.load(1, 'k', failing), cache.load(1, 'k', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await cache.load(1, 'k', rendered(page('back')))).body.toString()).toBe('back');
  });

  it('serves a page only until it expires', async () => {
    const cache = createPageCache();
    await cache.load(1, 'due', rendered(page('x', Date.now() - 1)));
    expect(cache.get('due')).toBeUndefined();
    await cache.load(1, 'soon', rendered(page('y', Date.now() + 40)));
    expect(cache.get('soon')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('soon')).toBeUndefined();
  });

  it('adds the brotli form in the background and counts its bytes', async () => {
    const cache = createPageCache();
    const first = await cache.load(1, 'k', rendered(page('<p>hello</p>'.repeat(500))));
    const before = cache.stats().bytes;
    for (let attempt = 0; attempt < 100 && !cache.get('k')?.br; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const withBrotli = cache.get('k')!;
    expect(withBrotli.br!.length).toBeGreaterThan(0);
    expect(withBrotli.etag).toBe(first.etag);
    expect(cache.stats().bytes).toBe(before + withBrotli.br!.length);
  });
});
