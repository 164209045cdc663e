import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../testing/hostile-documents';
import { extractDocument } from '.';
import { applyChange, closePdf, openPdf, skipsType3GlyphsForText } from './pdfjs';
import changes from './pdfjs-changes.json' with { type: 'json' };

describe('the changes made to pdfjs', () => {
  it('each find its text exactly once in the installed pdfjs (an upgrade that moves one fails here)', () => {
    const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    for (const [name, change] of Object.entries(changes)) {
      if (name.startsWith('$') || typeof change === 'string') continue;
      expect(applyChange(readFileSync(path.join(root, change.file), 'utf8'), change), name).not.toBeNull();
    }
  });

  it('are not made where their text is missing or found twice', () => {
    const change = { find: 'a()', replace: 'b()' };
    expect(applyChange('x;a();y', change)).toBe('x;b();y');
    expect(applyChange('x;y', change)).toBeNull();
    expect(applyChange('a();a()', change)).toBeNull();
  });
});

/** A page of text in a Type3 font whose glyphs are filled boxes (as Chromium writes CJK text: a path per glyph). */
function type3Pdf(): Buffer {
  const glyph = { dict: '', stream: Buffer.from('600 0 0 0 500 700 d1\n50 0 400 700 re f') };
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 200] /Contents 4 0 R /Resources << /Font << /T3 5 0 R >> >> >>',
    { dict: '', stream: Buffer.from('BT /T3 24 Tf 20 100 Td (ABBA CAB BACCA ABACAB CABBA) Tj ET') },
    '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /A 6 0 R /B 7 0 R /C 8 0 R /space 9 0 R >> /Encoding << /Type /Encoding /Differences [32 /space 65 /A /B /C] >> /FirstChar 32 /LastChar 67 /Widths [250 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 600 600 600] >>',
    glyph,
    glyph,
    glyph,
    { dict: '', stream: Buffer.from('250 0 0 0 0 0 d1') },
  ]);
}

describe('Type3 fonts', () => {
  it('are read for their text without their glyph programs, and drawn with them for OCR', async () => {
    expect(await skipsType3GlyphsForText()).toBe(true);
    const bytes = new Uint8Array(type3Pdf());
    const extracted = await extractDocument({ bytes, filename: 'type3.pdf' }, { ocr: false });
    expect(extracted.text).toContain('ABBA CAB BACCA ABACAB CABBA');

    // The document OCR draws from has the glyphs: the boxes come out dark on white.
    const darkPixels = async (textOnly: boolean) => {
      const document = await openPdf(bytes, { textOnly });
      try {
        const page = await document.getPage(1);
        const viewport = page.getViewport({ scale: 1 });
        const factory = document.canvasFactory as { create(w: number, h: number): { context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } } };
        const { context } = factory.create(viewport.width, viewport.height);
        await page.render({ canvas: null, canvasContext: context as never, viewport, background: 'white' }).promise;
        const { data } = context.getImageData(0, 0, viewport.width, viewport.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
        return dark;
      } finally {
        await closePdf(document);
      }
    };
    expect(await darkPixels(false)).toBeGreaterThan(1000);
    // The change does what it says: the same page opened for its text alone has no glyphs to draw.
    await expect(darkPixels(true)).rejects.toThrow();
  });
});
