import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deferCanvas } from './defer-canvas';
import { isCvParseError } from './errors';
import { terminateOcr } from './extract/ocr';
import { parseCv } from './parse';
import type { ParseOptions } from './types';


/**
 * npm run -s parse-cv -- <file>       prints the ParsedCv JSON
 * npm run -s parse-cv -- --text < cv.txt
 * AI_BASE_URL, AI_MODEL (and AI_API_KEY) enable model refinement; --no-ocr refuses scanned PDFs.
 *
 * Bundled to dist/cli.cjs and run by bin/parse-cv.mjs, which calls main() and sets the exit code.
 */
export async function main(args: string[]): Promise<number> {
  deferCanvas();
  const options: ParseOptions = { ocr: !args.includes('--no-ocr') };
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY } = process.env;
  if (AI_BASE_URL && AI_MODEL) options.ai = { baseUrl: AI_BASE_URL, model: AI_MODEL, ...(AI_API_KEY ? { apiKey: AI_API_KEY } : {}) };
  const file = args.find((arg) => !arg.startsWith('--'));
  try {
    const cv = args.includes('--text')
      ? await parseCv({ text: await readStdin() }, options)
      : file
        ? await parseCv({ bytes: new Uint8Array(await readFile(file)), filename: path.basename(file) }, options)
        : null;
    if (!cv) {
      console.error('usage: parse-cv <file.pdf|.docx|.doc|.txt> | parse-cv --text < cv.txt');
      return 2;
    }
    process.stdout.write(`${JSON.stringify(cv, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (isCvParseError(error)) console.error(`${error.code}: ${error.message}`);
    else if (error instanceof Error && 'code' in error && error.code === 'ENOENT') console.error(`file not found: ${file}`);
    else console.error('parse failed:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await terminateOcr();
  }
}

/** Parses each file once, printing nothing: the build runs it so that V8's code cache holds what a parse compiles. */
export async function warmUp(files: string[]): Promise<void> {
  deferCanvas();
  for (const file of files) await parseCv({ bytes: new Uint8Array(await readFile(file)), filename: path.basename(file) });
  await terminateOcr();
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
