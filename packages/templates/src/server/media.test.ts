import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { attr, parsePage } from '../testing/html';
import { testContext } from '../testing/contexts';
import type { RenderContext, ResponsiveImage } from '../types';
import { renderSitePage } from './index';

const portrait = '/uploads/pictures/' + 'a'.repeat(64) + '.webp';
const shot = '/uploads/projects/' + 'b'.repeat(64) + '.webp';
const copies = (name: string, widths: number[]) => widths.map((width) => ({ url: `/uploads/${name}/${String(width).padStart(64, 'c')}.webp`, width, type: 'image/webp' as const }));
const images: Record<string, ResponsiveImage> = {
  [portrait]: { width: 800, height: 1000, variants: copies('pictures', [320, 640]) },
  [shot]: { width: 1600, height: 900, variants: copies('projects', [320, 640, 1280]) },
};

function siteWithUploads(slug: string) {
  const site = getDemoWebsite(slug);
  const [first, ...rest] = site.projects;
  const project = first ?? { id: 1, title: 'Orbit', type: 'project', category: 'web', date: '', description: '', technologies: [], pictures: [], code_url: '', implementation: '' };
  return { ...site, flat_picture: portrait, projects: [{ ...project, pictures: [{ img: shot, title: 'Orbit dashboard' }] }, ...rest] };
}

describe('responsive pictures', () => {
  it('give every template’s uploaded pictures a srcset of their copies, sizes, and width and height in their own ratio', () => {
    for (const template of templates) {
      const html = renderSitePage(siteWithUploads(template.slug), { kind: 'home' }, { ...testContext, images }).html;
      const page = parsePage(html);
      const byUrl = (url: string) => page.all('img').find((img) => attr(img, 'src') === url);
      const face = byUrl(portrait);
      if (face) {
        expect(attr(face, 'srcset'), template.slug).toBe(`${copies('pictures', [320, 640]).map((c) => `${c.url} ${c.width}w`).join(', ')}, ${portrait} 800w`);
        expect(attr(face, 'sizes'), template.slug).toMatch(/px$/);
        expect(Number(attr(face, 'height')) / Number(attr(face, 'width'))).toBeCloseTo(1000 / 800, 2);
      }
      const project = byUrl(shot);
      expect(project, template.slug).toBeDefined();
      expect(attr(project!, 'srcset'), template.slug).toContain(`${shot} 1600w`);
      expect(attr(project!, 'srcset'), template.slug).toContain(' 1280w');
      expect(attr(project!, 'sizes'), template.slug).toBeTruthy();
      expect(Number(attr(project!, 'height')) / Number(attr(project!, 'width'))).toBeCloseTo(900 / 1600, 2);
    }
  });

  it('render a picture without copies as the original alone, with a width and a height', () => {
    const html = renderSitePage(siteWithUploads('modern'), { kind: 'home' }, testContext).html;
    const img = parsePage(html).all('img').find((el) => attr(el, 'src') === shot)!;
    expect(attr(img, 'srcset')).toBeUndefined();
    expect(attr(img, 'width')).toBe('1200');
    expect(attr(img, 'height')).toBe('750');
  });
});

describe('link preview tags', () => {
  const ctx: RenderContext = { ...testContext, linkPreview: { url: '/uploads/og/' + 'd'.repeat(64) + '.png', width: 1200, height: 630, alt: 'Maya Chen, Product Designer' } };
  const meta = (html: string, key: string) => parsePage(html).all('meta').find((el) => attr(el, 'property') === key || attr(el, 'name') === key);

  it('name the image by its absolute URL, with its size, a description and the large Twitter card', () => {
    const html = renderSitePage(getDemoWebsite('modern'), { kind: 'home' }, ctx).html;
    const url = `https://jane.example.com/uploads/og/${'d'.repeat(64)}.png`;
    expect(attr(meta(html, 'og:image')!, 'content')).toBe(url);
    expect(attr(meta(html, 'og:image:width')!, 'content')).toBe('1200');
    expect(attr(meta(html, 'og:image:height')!, 'content')).toBe('630');
    expect(attr(meta(html, 'og:image:alt')!, 'content')).toBe('Maya Chen, Product Designer');
    expect(attr(meta(html, 'twitter:card')!, 'content')).toBe('summary_large_image');
    expect(attr(meta(html, 'twitter:image')!, 'content')).toBe(url);
  });

  it('fall back to the owner’s picture and the small card before a preview image exists', () => {
    const html = renderSitePage(getDemoWebsite('modern'), { kind: 'home' }, testContext).html;
    expect(attr(meta(html, 'og:image')!, 'content')).toMatch(/^https:\/\/jane\.example\.com\/_assets\/demo\//);
    expect(attr(meta(html, 'twitter:card')!, 'content')).toBe('summary');
    expect(meta(html, 'og:image:width')).toBeUndefined();
  });
});
