import { createParserPool, type ParserPool } from '@folio/cv-parser';

/**
 * Reads CVs in child processes (see createParserPool): 20 s and 768 MB per document, two at a time.
 * The server's build bundles the parser's worker to dist/cv-worker.js and writes its path into the
 * bundle as FOLIO_CV_WORKER; from sources (tests, npm run dev) the pool runs worker.ts through tsx.
 */
export function createCvReader(options: { timeoutMs?: number; maxMemoryMb?: number } = {}): ParserPool {
  const workerFile = process.env.FOLIO_CV_WORKER;
  return createParserPool({ ...options, ...(workerFile ? { workerFile } : {}) });
}
