import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedCv } from '@folio/schema';
import workerpool from 'workerpool';
import { CvParseError } from '../errors';
import type { CvInput, ExtractedDocument, ParseOptions } from '../types';
import { CHILD_ENV, DEFAULT_CHILD_MEMORY_MB, childNodeFlags } from './child-memory';
import type { IsolatedOptions, Outcome, WorkerEvent, WorkerMethods } from './protocol';

export interface ParserPoolOptions {
  /**
   * The worker script. The server's build bundles worker.ts to plain JS and passes it here; by
   * default worker.ts beside this file runs through tsx (tests, development).
   */
  workerFile?: string;
  /** Child processes reading documents at once (default: the number of cores, at most 2). */
  maxWorkers?: number;
  /** Hard limit per document, from the moment a child starts on it; the child is killed at the limit. */
  timeoutMs?: number;
  /** Resident memory limit of a child (JS heap, pdfjs buffers, canvas and tesseract's native memory). */
  maxMemoryMb?: number;
  /** Documents that may wait for a child; past it the pool answers `busy` at once instead of queueing for minutes. */
  maxQueue?: number;
  /** The children (each holding pdfjs, ~100 MB) stop after this long without a document. */
  idleMs?: number;
}

export interface ParserPool {
  extract(input: CvInput, options?: ParseOptions): Promise<ExtractedDocument>;
  parse(input: CvInput, options?: ParseOptions): Promise<ParsedCv>;
  close(): Promise<void>;
}

export const TIMEOUT_MESSAGE = 'This document took too long to read and was stopped. Please upload a simpler file or paste the text of your CV instead.';
export const MEMORY_MESSAGE = 'This document needs too much memory to read and was stopped. Please upload a simpler file or paste the text of your CV instead.';
export const BUSY_MESSAGE = 'We are reading many CVs right now. Please try again in a minute.';
const CRASH_MESSAGE = 'This document could not be read. Please re-save it as a PDF or DOCX, or paste the text of your CV instead.';

const WATCH_MS = 50;

/**
 * Reads documents in child processes, never on the caller's event loop. A child, not a worker
 * thread: worker resourceLimits bound only the V8 heap, while pdfjs's buffers, the OCR canvas and
 * tesseract's WebAssembly memory live outside it. The parent watches each child's resident memory
 * and its clock and kills it (SIGKILL) at either limit; the pool starts a fresh child for the next
 * document, so a hostile file takes down nothing but its own child.
 */
export function createParserPool(options: ParserPoolOptions = {}): ParserPool {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxMemoryMb = options.maxMemoryMb ?? DEFAULT_CHILD_MEMORY_MB;
  const script = options.workerFile ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');
  const execArgv = [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), ...childNodeFlags(maxMemoryMb)];
  const maxQueue = options.maxQueue ?? 64;
  const idleMs = options.idleMs ?? 60_000;
  const makePool = () =>
    workerpool.pool(script, {
      workerType: 'process',
      maxWorkers: options.maxWorkers ?? Math.max(1, Math.min(2, os.availableParallelism())),
      workerTerminateTimeout: 500,
      // Structured clone over IPC: a 10 MB Uint8Array goes across as bytes, not as a JSON object.
      forkOpts: { execArgv, serialization: 'advanced', env: { ...process.env, ...CHILD_ENV, NODE_OPTIONS: '' } },
    });
  let pool: ReturnType<typeof makePool> | null = null;
  let running = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const release = () => {
    running -= 1;
    if (running > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const idle = pool;
      pool = null;
      void idle?.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  async function run<K extends keyof WorkerMethods, T>(method: K, input: CvInput, parseOptions: ParseOptions): Promise<T> {
    if ('bytes' in input && input.bytes.byteLength > (parseOptions.maxBytes ?? 10 * 1024 * 1024)) {
      const mb = Math.round((parseOptions.maxBytes ?? 10 * 1024 * 1024) / 1024 / 1024);
      throw new CvParseError('too_large', `File size must be less than ${mb}MB`);
    }
    const current = (pool ??= makePool());
    if (current.stats().pendingTasks >= maxQueue) throw new CvParseError('busy', BUSY_MESSAGE);
    clearTimeout(idleTimer);
    running += 1;
    const isolated: IsolatedOptions = { ...(parseOptions.ocr !== undefined ? { ocr: parseOptions.ocr } : {}), ...(parseOptions.ai ? { ai: parseOptions.ai } : {}) };
    let pid: number | undefined;
    let limit: 'time' | 'memory' | null = null;
    let timer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    const kill = (reason: 'time' | 'memory') => {
      if (limit || pid === undefined) return;
      limit = reason;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const onEvent = (event: WorkerEvent) => {
      if (event.type === 'stage') {
        parseOptions.onStage?.(event.stage, event.info);
        return;
      }
      pid = event.pid;
      timer = setTimeout(() => kill('time'), timeoutMs);
      watch = setInterval(() => {
        void residentMb(event.pid).then((mb) => {
          if (mb !== null && mb > maxMemoryMb) kill('memory');
        });
      }, WATCH_MS);
    };
    try {
      const outcome = (await current.exec(method, [input, isolated], { on: onEvent })) as Outcome<T>;
      if (outcome.ok) return outcome.value;
      throw new CvParseError(outcome.code, outcome.message);
    } catch (error) {
      if (error instanceof CvParseError) throw error;
      if (limit === 'time') throw new CvParseError('timeout', TIMEOUT_MESSAGE, { cause: error });
      if (limit === 'memory') throw new CvParseError('too_complex', MEMORY_MESSAGE, { cause: error });
      // The child died on its own (heap limit, a native crash): the document is what killed it.
      throw new CvParseError('too_complex', CRASH_MESSAGE, { cause: error });
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
      release();
    }
  }

  return {
    extract: (input, parseOptions = {}) => run<'extract', ExtractedDocument>('extract', input, parseOptions),
    parse: (input, parseOptions = {}) => run<'parse', ParsedCv>('parse', input, parseOptions),
    close: async () => {
      clearTimeout(idleTimer);
      const closing = pool;
      pool = null;
      await closing?.terminate(true);
    },
  };
}

/** VmRSS of a process in MB (Linux); null where /proc is not there, leaving the heap limit and the clock. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
