import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CvParseError } from '../errors';
import { plainPdf } from '../testing/hostile-documents';
import { createParserPool } from './pool';

const cv = plainPdf(['Jane Example', 'jane@example.com', 'EXPERIENCE', 'Senior Engineer, Acme Corp', '2019 - 2024', 'Built the billing platform.']);

async function errorOf(promise: Promise<unknown>): Promise<CvParseError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(CvParseError);
  return error as CvParseError;
}

const pools: Array<ReturnType<typeof createParserPool>> = [];
const pool = (options: Parameters<typeof createParserPool>[0]) => {
  const created = createParserPool(options);
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('the parser pool reads documents in child processes with limits', () => {
  it('parses in a child and relays each stage as it ends', async () => {
    const stages: string[] = [];
    const parsed = await pool({ maxWorkers: 1 }).parse({ bytes: cv, filename: 'cv.pdf' }, { onStage: (stage) => stages.push(stage) });
    expect(parsed.personal_info.name).toBe('Jane Example');
    expect(stages).toEqual(['extract', 'sections', 'fields', 'normalise']);
  });

  it('kills a child at the time limit with a clear error, and the next document is read by a fresh one', async () => {
    // OCR of this scanned page in a fresh child takes about 4 s on a quiet machine (1.6 s once
    // tesseract is loaded), so it always passes the limit; a small PDF takes well under a tenth of
    // it (the clock starts once pdfjs is loaded), beside tsc and ESLint too. Under a load of 15 on
    // two cores a child takes up to ~15 s to start, the whole OCR three times that: the bound says it was cut short.
    const limited = pool({ maxWorkers: 1, timeoutMs: 1_500 });
    const scan = new Uint8Array(await readFile(path.join(import.meta.dirname, '../../fixtures/docs/olivia-chen.scan.pdf')));
    const started = performance.now();
    const error = await errorOf(limited.parse({ bytes: scan, filename: 'cv.pdf' }, { ocr: true }));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/took too long to read and was stopped/);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect((await limited.extract({ bytes: cv, filename: 'cv.pdf' })).text).toContain('Jane Example');
  });

  it('kills a child past the memory limit', async () => {
    // Loading pdfjs alone takes a child past 100 MB.
    const error = await errorOf(pool({ maxWorkers: 1, maxMemoryMb: 100 }).extract({ bytes: cv, filename: 'cv.pdf' }));
    expect(error.code).toBe('too_complex');
    expect(error.message).toMatch(/needs too much memory/);
  });

  it("hands back the parser's own errors with their codes", async () => {
    const error = await errorOf(pool({ maxWorkers: 1 }).extract({ bytes: Buffer.from('%PDF-1.7\n garbage'), filename: 'cv.pdf' }));
    expect(error.code).toBe('corrupt');
  });

  it('answers busy at once when the queue is full, instead of queueing for minutes', async () => {
    const small = pool({ maxWorkers: 1, maxQueue: 1 });
    const outcomes = await Promise.all([0, 1, 2].map(() => small.extract({ bytes: cv, filename: 'cv.pdf' }).then(() => 'read', (error: CvParseError) => error.code)));
    expect(outcomes).toEqual(['read', 'read', 'busy']);
  });

  it('stops its idle children and starts new ones for the next document', async () => {
    const idle = pool({ maxWorkers: 1, idleMs: 100 });
    expect((await idle.extract({ bytes: cv, filename: 'cv.pdf' })).text).toContain('Jane Example');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await idle.extract({ bytes: cv, filename: 'cv.pdf' })).text).toContain('Jane Example');
  });
});
