import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { fontFamilies } from '../lib/font-catalogue';
import { assetFiles, previewImagePath } from './index';

describe('asset files', () => {
  it('map every font a template or a pairing uses to a woff2 file on disk', () => {
    const faces = [...Object.values(fontFamilies), ...templates.flatMap((t) => [t.fonts.head, t.fonts.body, ...(t.fonts.extra ?? [])])];
    {
      for (const font of faces) {
        const file = assetFiles[`fonts/${font.file}`];
        expect(file, font.file).toBeDefined();
        expect(existsSync(file!)).toBe(true);
      }
    }
  });

  it('serve every picture the demo websites point at', () => {
    for (const template of templates) {
      const site = getDemoWebsite(template.slug, '/_assets');
      const pictures = [site.flat_picture, ...site.projects.flatMap((p) => p.pictures.map((pic) => pic.img))].filter((src): src is string => src != null);
      for (const src of pictures) expect(assetFiles[src.replace('/_assets/', '')], src).toBeDefined();
    }
  });

  it('has a small preview image for every template', () => {
    for (const template of templates) {
      const file = previewImagePath(template.slug);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
    }
  });
});
