import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { fontFamilies } from '../lib/font-catalogue';
import { subsetFile, subsetsOf } from '../lib/fonts';
import { assetFiles, previewImagePath } from './index';

const require = createRequire(import.meta.url);

const faces = [...Object.values(fontFamilies), ...templates.flatMap((t) => [t.fonts.head, t.fonts.body, ...(t.fonts.extra ?? [])])];

describe('asset files', () => {
  it('map every font a template or a pairing uses to a woff2 file on disk', () => {
    for (const font of faces) {
      const file = assetFiles[`fonts/${font.file}`];
      expect(file, font.file).toBeDefined();
      expect(existsSync(file!)).toBe(true);
    }
  });

  it('serve the Latin Extended, Vietnamese, Greek and Cyrillic files of each family, and list every one its package ships', () => {
    for (const font of faces) {
      for (const subset of subsetsOf(font)) {
        const file = assetFiles[`fonts/${subsetFile(font, subset)}`];
        expect(file, `${font.family} ${subset}`).toBeDefined();
        expect(existsSync(file!)).toBe(true);
      }
      // A family added later gets its subsets listed in fonts.ts, or this says which are missing.
      const folder = dirname(require.resolve(`${font.pkg}/files/${font.file}`));
      const shipped = ['latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'].filter((subset) => readdirSync(folder).includes(font.file.replace('-latin-', `-${subset}-`)));
      expect(subsetsOf(font).toSorted(), font.pkg).toEqual(shipped.toSorted());
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
