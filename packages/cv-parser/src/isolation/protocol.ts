import type { ParsedCv } from '@folio/schema';
import type { CvParseErrorCode } from '../errors';
import type { AiOptions, ExtractedDocument, ParseStage, StageInfo } from '../types';

/** What crosses the process boundary: plain data only (structured clone over IPC). */
export type IsolatedInput = { bytes: Uint8Array; filename?: string } | { text: string };

export interface IsolatedOptions {
  ocr?: boolean;
  ai?: AiOptions;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: CvParseErrorCode; message: string };

export type WorkerEvent = { type: 'started'; pid: number } | { type: 'stage'; stage: ParseStage; info: StageInfo };

export interface WorkerMethods {
  extract(input: IsolatedInput, options: IsolatedOptions): Promise<Outcome<ExtractedDocument>>;
  parse(input: IsolatedInput, options: IsolatedOptions): Promise<Outcome<ParsedCv>>;
}
