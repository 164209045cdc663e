import { CvParseError } from '../errors';
import { documentText, linesFromPlainText } from '../layout/text-lines';
import { stageReporter } from '../structure';
import type { CvInput, ExtractedDocument, ParseOptions } from '../types';
import { decodeText, detectType } from './detect';
import { extractPdf } from './pdf';
import { extractDoc, extractDocx } from './word';

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_TEXT_CHARS = 200_000;

/**
 * Stage 1: reads the document into lines with layout hints. The format comes from the bytes; a PDF
 * without a text layer is read by OCR (`usedOcr`, the spec's use_vision_parsing).
 */
export async function extractDocument(input: CvInput, options: ParseOptions = {}): Promise<ExtractedDocument> {
  const started = performance.now();
  const document = await extract(input, options);
  if (document.lines.length === 0 || document.text.replace(/\s/g, '').length < 20) {
    throw new CvParseError('empty', 'No readable text was found in this CV. Please check the file or paste the text instead.');
  }
  stageReporter(options)('extract', started, { format: document.format, pages: document.pages, used_ocr: document.usedOcr });
  return document;
}

async function extract(input: CvInput, options: ParseOptions): Promise<ExtractedDocument> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if ('text' in input) {
    if (input.text.length > MAX_TEXT_CHARS) throw new CvParseError('too_large', 'This text is too long to be a CV.');
    return fromLines('text', linesFromPlainText(input.text), 0, false);
  }
  if (input.bytes.byteLength > maxBytes) {
    throw new CvParseError('too_large', `File size must be less than ${Math.round(maxBytes / 1024 / 1024)}MB`);
  }
  if (input.bytes.byteLength === 0) throw new CvParseError('empty', 'This file is empty.');
  const type = detectType(input.bytes, input.filename);
  switch (type.format) {
    case 'pdf': {
      const pdf = await extractPdf(input.bytes, { ocr: options.ocr ?? true });
      return fromLines('pdf', pdf.lines, pdf.pages, pdf.usedOcr);
    }
    case 'docx':
      return fromLines('docx', await extractDocx(input.bytes, type.zipEntries ?? []), 0, false);
    case 'doc':
      return fromLines('doc', await extractDoc(input.bytes), 0, false);
    case 'text': {
      const text = decodeText(input.bytes);
      if (text.length > MAX_TEXT_CHARS) throw new CvParseError('too_large', 'This text is too long to be a CV.');
      return fromLines('text', linesFromPlainText(text), 0, false);
    }
  }
}

function fromLines(format: ExtractedDocument['format'], lines: ExtractedDocument['lines'], pages: number, usedOcr: boolean): ExtractedDocument {
  return { format, pages, usedOcr, lines, text: documentText(lines) };
}
