import { CvParseError } from '../errors';
import { documentText, linesFromPlainText } from '../layout/text-lines';
import { stageReporter } from '../structure';
import type { CvInput, ExtractedDocument, ParseOptions } from '../types';
import { decodeText, detectType, type DetectedType } from './detect';
import { foldCjkVariants } from './cjk-variants';
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
  try {
    return await extractFormat(input.bytes, type, options);
  } catch (error) {
    if (error instanceof CvParseError) throw error;
    // A reader's own failure on a damaged file is the file's problem, not the server's.
    throw new CvParseError('corrupt', 'This file is damaged and cannot be read. Please re-save it and upload it again.', { cause: error });
  }
}

async function extractFormat(bytes: Uint8Array, type: DetectedType, options: ParseOptions): Promise<ExtractedDocument> {
  switch (type.format) {
    case 'pdf': {
      const pdf = await extractPdf(bytes, { ocr: options.ocr ?? true });
      return fromLines('pdf', pdf.lines, pdf.pages, pdf.usedOcr);
    }
    case 'docx':
      return fromLines('docx', await extractDocx(bytes, type.zipEntries ?? []), 0, false);
    case 'doc':
      return fromLines('doc', await extractDoc(bytes), 0, false);
    case 'text': {
      const text = decodeText(bytes);
      if (text.length > MAX_TEXT_CHARS) throw new CvParseError('too_large', 'This text is too long to be a CV.');
      return fromLines('text', linesFromPlainText(text), 0, false);
    }
  }
}

function fromLines(format: ExtractedDocument['format'], lines: ExtractedDocument['lines'], pages: number, usedOcr: boolean): ExtractedDocument {
  const clean = lines.map((line) => ({ ...line, text: stripUnsafe(line.text), segments: line.segments.map(stripUnsafe), ...(line.lead !== undefined ? { lead: stripUnsafe(line.lead) } : {}) }));
  return { format, pages, usedOcr, lines: clean, text: documentText(clean) };
}

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL refuses the first in text and JSON, and the second
 * in JSON. Documents carry both (a damaged font map, a DOC's control bytes); neither is CV text.
 */
export function stripUnsafe(text: string): string {
  return foldCjkVariants(text.replaceAll('\u0000', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''));
}
