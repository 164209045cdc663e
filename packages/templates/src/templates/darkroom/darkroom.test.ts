import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);

describe('Darkroom', () => {
  const demo = getDemoWebsite('darkroom');

  it('shows every picture of a series (up to seven), each with its frame number', () => {
    const pictures = Array.from({ length: 9 }, (_, i) => ({ img: `/_assets/demo/darkroom-${(i % 7) + 1}.svg`, title: `Frame ${i + 1}` }));
    const site = { ...demo, projects: [{ ...demo.projects[0]!, pictures }] };
    const page = home(site);
    const gallery = page.byId('projects')!;
    const images = page.where((el) => el.name === 'img' && (attr(el, 'alt') ?? '').startsWith('Frame '));
    expect(images.map((img) => attr(img, 'alt'))).toEqual(['Frame 1', 'Frame 2', 'Frame 3', 'Frame 4', 'Frame 5', 'Frame 6', 'Frame 7']);
    expect(text(gallery)).toContain('01A');
    expect(text(gallery)).toContain('01G');
  });

  it('loads the first photograph of the page first and the others lazily', () => {
    const images = home(demo).where((el) => el.name === 'img' && (attr(el, 'src') ?? '').includes('/darkroom-'));
    expect(attr(images[0]!, 'fetchpriority')).toBe('high');
    expect(attr(images[0]!, 'loading')).toBeUndefined();
    expect(images.slice(1).every((img) => attr(img, 'loading') === 'lazy')).toBe(true);
  });

  it('gives a series without pictures a wall label alone, and skips pictures whose address it may not use', () => {
    const site = { ...demo, projects: [{ ...demo.projects[0]!, pictures: [{ img: 'javascript:alert(1)', title: 'bad' }] }] };
    const page = home(site);
    expect(page.where((el) => el.name === 'img' && attr(el, 'alt') === 'bad')).toHaveLength(0);
    expect(page.where((el) => (el.attribs.class ?? '').includes('text-only'))).toHaveLength(1);
  });

  it('leaves the figures out of the intro when the template data has none', () => {
    const page = home({ ...demo, template_data: null });
    expect(page.where((el) => el.name === 'dl' && (el.attribs.class ?? '').includes('metrics'))).toHaveLength(0);
  });
});
