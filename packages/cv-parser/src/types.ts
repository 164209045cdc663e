import type { CvSourceFormat } from '@folio/schema';

/**
 * One visual line of the CV after layout analysis, whatever the format. `segments` are the pieces
 * separated by a wide gap, a tab or a table cell ("Engineer" ... "2019 - 2021"), which is how
 * right-aligned dates and locations are told apart from the text beside them.
 */
export interface CvLine {
  text: string;
  segments: string[];
  /** 1-based page, 0 for formats without pages. */
  page: number;
  /** Reading-order column on the page: 0 full width or left, 1 right. */
  column: number;
  /** Left edge as a fraction of the page width (0 when unknown). */
  x: number;
  /** Right edge as a fraction of the page width (0 when unknown); tells a wrapped line from a short one. */
  x1: number;
  /** Left edge of each segment as a fraction of the page width (PDF only). */
  segmentX?: number[];
  /** Right edge of the column this line sits in (0 when unknown). */
  columnRight: number;
  /** Font size relative to the document's body size (1 when unknown). */
  size: number;
  bold: boolean;
  /** Leading bold text when only part of the line is bold ("Languages" in "Languages Python, SQL"). */
  lead?: string;
  /** The line started with a bullet glyph or was a list item; the glyph is removed from text. */
  bullet: boolean;
  /** The source marked it as a heading (DOCX heading style, HTML h1-h6). */
  headingHint: boolean;
  /** Vertical gap above, in body line heights (0 when unknown, 1 for a blank line in text). */
  gapAbove: number;
}

export interface ExtractedDocument {
  format: CvSourceFormat;
  pages: number;
  usedOcr: boolean;
  lines: CvLine[];
  /** Plain text of the document, one line per CvLine (used for quoting checks and AI refinement). */
  text: string;
}

export type ParseStage = 'extract' | 'sections' | 'fields' | 'normalise' | 'refine';

export interface StageInfo {
  stage: ParseStage;
  /** Milliseconds the stage took. */
  ms: number;
  detail?: Record<string, number | string | boolean>;
}

export interface AiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Milliseconds before giving up on the model and keeping the offline result. */
  timeoutMs?: number;
}

export interface ParseOptions {
  /** Read scanned PDFs with OCR (default true). When false, a PDF without text fails with ocr_unavailable. */
  ocr?: boolean;
  /** Refine with an OpenAI-compatible model; only values quoted from the CV are kept. */
  ai?: AiOptions;
  onStage?: (stage: ParseStage, info: StageInfo) => void;
  /** Upper bound for the input, in bytes (default 10 MB, the spec's upload limit). */
  maxBytes?: number;
  /** Keep the rules' raw evidence scores instead of calibrated confidences (for fitting the calibration). */
  rawConfidence?: boolean;
}

export type CvInput = { bytes: Uint8Array; filename?: string } | { text: string };
