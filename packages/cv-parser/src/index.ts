export { parseCv } from './parse';
export { extractDocument } from './extract';
export { structureCv } from './structure';
export { recommendTemplate } from './recommend/recommend';
export { keepQuotedValues } from './refine/quote-filter';
export { terminateOcr } from './extract/ocr';
export { CvParseError, cvParseErrorCodes, isCvParseError, type CvParseErrorCode } from './errors';
export type { AiOptions, CvInput, CvLine, ExtractedDocument, ParseOptions, ParseStage, StageInfo } from './types';
export { createParserPool, type ParserPool, type ParserPoolOptions } from './isolation/pool';
