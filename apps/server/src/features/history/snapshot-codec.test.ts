import { getDemoWebsite } from '@folio/templates';
import { describe, expect, it } from 'vitest';
import { canonicalJson, decodeSnapshot, encodeSnapshot, filesOf, hashOf, MAX_CHAIN_DEPTH } from './snapshot-codec';

const site = getDemoWebsite('modern') as unknown as Record<string, unknown> & { experiences: Array<Record<string, unknown> & { id: number }> };

describe('snapshot codec', () => {
  it('hashes the same content the same whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(hashOf({ b: 1, a: 2 })).toBe(hashOf({ a: 2, b: 1 }));
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: 2 }));
  });

  it('stores a whole document compressed, and reads it back exactly', () => {
    const encoded = encodeSnapshot(site);
    expect(encoded.baseId).toBeNull();
    expect(encoded.data.length).toBeLessThan(JSON.stringify(site).length / 2);
    expect(decodeSnapshot(encoded.data)).toEqual(site);
  });

  it('stores an edit as a small delta against a base, read back exactly', () => {
    const [first, ...rest] = site.experiences;
    const edited = { ...site, intro: 'A new introduction', experiences: [{ ...first!, position: 'Principal' }, ...rest, { ...first!, id: 999, position: 'New' }] };
    const whole = encodeSnapshot(edited);
    const delta = encodeSnapshot(edited, { id: 7, document: site, depth: 0 });
    expect(delta.baseId).toBe(7);
    expect(delta.data.length * 4).toBeLessThan(whole.data.length);
    expect(decodeSnapshot(delta.data, site)).toEqual(edited);
    const removed = { ...site, experiences: rest };
    expect(decodeSnapshot(encodeSnapshot(removed, { id: 7, document: site, depth: 0 }).data, site)).toEqual(removed);
    const { intro: _intro, ...withoutIntro } = site;
    expect(decodeSnapshot(encodeSnapshot(withoutIntro, { id: 7, document: site, depth: 0 }).data, site)).toEqual(withoutIntro);
  });

  it('stores the whole document when a delta would save little, or the chain is long enough', () => {
    const other = getDemoWebsite('noir') as unknown as Record<string, unknown>;
    expect(encodeSnapshot(other, { id: 7, document: site, depth: 0 }).baseId).toBeNull();
    expect(encodeSnapshot({ ...site, intro: 'x' }, { id: 7, document: site, depth: MAX_CHAIN_DEPTH }).baseId).toBeNull();
  });

  it('lists the uploads a document shows', () => {
    const picture = `/uploads/pictures/${'a'.repeat(64)}.webp`;
    const image = `/uploads/blog/${'b'.repeat(64)}.png`;
    expect(filesOf({ flat_picture: picture, blog_posts: [{ content: `<img src="${image}"><img src="${picture}">` }] })).toEqual([image, picture].sort());
  });
});
