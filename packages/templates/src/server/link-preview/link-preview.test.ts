import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../../index';
import { contrast, parseHex } from '../../lib/colour';
import { assetFiles } from '../assets';
import { LINK_PREVIEW_SIZE, linkPreviewAlt, linkPreviewKey, linkPreviewSpec, renderLinkPreview } from './index';

const origin = 'https://maya.example.com';

/** How much of the picture differs from its background colour: a blank card would be ~0. */
async function inkedShare(png: Buffer, background: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = parseHex(background)!;
  let inked = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 60) inked += 1;
  return inked / (info.width * info.height);
}

describe('link preview images', () => {
  it('draws a 1200×630 PNG of the site with the owner’s picture', async () => {
    const site = getDemoWebsite('modern');
    const spec = linkPreviewSpec(site, origin);
    const photo = fs.readFileSync(assetFiles[spec.photo!.replace('/_assets/', '')]!);
    const png = await renderLinkPreview(spec, photo);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: LINK_PREVIEW_SIZE.width, height: LINK_PREVIEW_SIZE.height });
    expect(await inkedShare(png, spec.palette.background)).toBeGreaterThan(0.05);
  });

  it('keeps every template’s text readable on its background', () => {
    for (const template of templates) {
      const { palette } = linkPreviewSpec(getDemoWebsite(template.slug), origin);
      const bg = parseHex(palette.background)!;
      expect(contrast(parseHex(palette.ink)!, bg), template.slug).toBeGreaterThanOrEqual(4.5);
      expect(contrast(parseHex(palette.muted)!, bg), template.slug).toBeGreaterThanOrEqual(4.5);
      expect(contrast(parseHex(palette.accentInk)!, bg), template.slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gets a new name when the name, the headline, the picture or the template changes, and keeps it otherwise', () => {
    const site = getDemoWebsite('classic');
    const key = linkPreviewKey(linkPreviewSpec(site, origin));
    expect(linkPreviewKey(linkPreviewSpec(structuredClone(site), origin))).toBe(key);
    const changed = [
      { ...site, name: 'Someone Else' },
      { ...site, contact: { ...site.contact, title: 'Another headline' } },
      { ...site, flat_picture: '/uploads/pictures/' + 'a'.repeat(64) + '.webp' },
      { ...site, template_slug: 'swiss' },
    ];
    for (const variant of changed) expect(linkPreviewKey(linkPreviewSpec(variant, origin))).not.toBe(key);
    expect(linkPreviewKey(linkPreviewSpec(site, origin, { title: 'A post' }))).not.toBe(key);
  });

  it('draws a post’s card with its title, and the initials when there is no picture', async () => {
    const site = { ...getDemoWebsite('swiss'), flat_picture: null };
    const spec = linkPreviewSpec(site, origin, { title: 'Notes on building in timber: what the regulations leave unsaid' });
    expect(spec).toMatchObject({ kind: 'post', photo: null });
    expect(linkPreviewAlt(spec)).toBe(`Notes on building in timber: what the regulations leave unsaid, by ${site.name}`);
    const png = await renderLinkPreview(spec);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await inkedShare(png, spec.palette.background)).toBeGreaterThan(0.04);
  });

  it('draws names in other scripts and very long ones without failing, and survives a picture it cannot read', async () => {
    const base = getDemoWebsite('noir');
    for (const name of ['Łukasz Żółkiewski-Brzęczyszczykiewicz', 'Дмитрий Соколов', 'Νίκος Παπαδόπουλος', 'محمد العلي', '王小明', 'A'.repeat(120)]) {
      const png = await renderLinkPreview(linkPreviewSpec({ ...base, name }, origin), Buffer.from('not an image'));
      expect((await sharp(png).metadata()).width).toBe(1200);
    }
  });
});
