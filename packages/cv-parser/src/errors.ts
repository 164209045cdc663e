/** Stable codes the server maps to HTTP statuses and the spec's messages. */
export const cvParseErrorCodes = [
  'unsupported_type',
  'type_mismatch',
  'encrypted',
  'corrupt',
  'too_many_pages',
  'too_large',
  'empty',
  'ocr_unavailable',
  /** The document hit the time limit of its worker and was stopped. */
  'timeout',
  /** The document hit the memory limit of its worker (or crashed it) and was stopped. */
  'too_complex',
  /** Too many documents are waiting for a worker: not the document's fault, try again later. */
  'busy',
] as const;
export type CvParseErrorCode = (typeof cvParseErrorCodes)[number];

/** The one error the parser throws on bad input; `message` is safe to show to the user. */
export class CvParseError extends Error {
  override readonly name = 'CvParseError';
  constructor(
    readonly code: CvParseErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isCvParseError(error: unknown): error is CvParseError {
  return error instanceof CvParseError;
}
