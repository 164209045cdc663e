/**
 * The child process that reads documents for the pool (pool.ts): pdfjs, mammoth, word-extractor
 * and tesseract run here, never on the event loop that serves requests. Each task reports its pid
 * first, so the parent can measure and kill this process.
 */
import os from 'node:os';
import workerpool from 'workerpool';
import { isCvParseError } from '../errors';
import { collectAfterDocument } from './child-memory';
import { extractDocument } from '../extract';
import { loadPdfjs } from '../extract/pdfjs';
import { parseCv } from '../parse';
import type { IsolatedInput, IsolatedOptions, Outcome, WorkerEvent, WorkerMethods } from './protocol';

// pdfjs's source maps are large; stack traces of a parser child are not worth ~100 MB.
process.setSourceMapsEnabled(false);
// Reading a CV is background work: on a busy machine the processes answering requests come first
// (the lowest priority: measured, /healthz p99 under hostile load went from about 22 ms at nice 10 to 13 ms).
// The tests run them at PARSER_NICE=0: beside tsc, ESLint and the other test files, nice 19 starves
// them past the time limits those tests check.
try {
  os.setPriority(Number(process.env.PARSER_NICE ?? 19));
} catch {
  // Not allowed here; the limits still hold.
}

// A child exists to read documents: load pdfjs now, and start a document's clock (its 'started'
// event) only once it is loaded, so a fresh child's start-up is not charged to the document.
const warm = loadPdfjs().then(
  () => undefined,
  () => undefined,
);

const emit = (event: WorkerEvent) => workerpool.workerEmit(event);

async function settle<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  await warm;
  emit({ type: 'started', pid: process.pid });
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isCvParseError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  } finally {
    // After the answer has gone back to the pool.
    setImmediate(collectAfterDocument);
  }
}

/** IPC hands a Buffer over as a plain Uint8Array; normalise either way. */
const toInput = (input: IsolatedInput) => ('bytes' in input ? { ...input, bytes: new Uint8Array(input.bytes) } : input);

const methods: WorkerMethods = {
  extract: (input: IsolatedInput, options: IsolatedOptions) => settle(() => extractDocument(toInput(input), options)),
  parse: (input: IsolatedInput, options: IsolatedOptions) =>
    settle(() => parseCv(toInput(input), { ...options, onStage: (stage, info) => emit({ type: 'stage', stage, info }) })),
};

workerpool.worker(methods as unknown as Record<string, (...args: never[]) => unknown>);
