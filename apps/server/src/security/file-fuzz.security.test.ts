import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../test/accounts';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cvLimits } from '../features/onboarding/onboarding.service';
import { findRepoPath } from '../platform/paths';

/**
 * Seeded mutations of real CV files (PDF, DOCX, DOC) posted to the upload route: every one must be
 * answered below 500 (read, or refused with a message), and the server must keep answering.
 * Same seed, same files: a failure names its case and replays.
 */
const SEED = 0x5eed_f011;
const CASES = 250;

/** mulberry32: small, seeded, good enough to pick mutations. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fixtureNames = [
  'aiko-tanaka.pdf-single.pdf',
  'beatriz-almeida.pdf-latex.pdf',
  'helena-voss.pdf-europass.pdf',
  'camille-dubois.docx-table.docx',
  'tomas-herrera.docx-single.docx',
  'katharina-schneider.doc-single.doc',
  'luca-bianchi.doc-single.doc',
];

type Mutation = (bytes: Buffer, next: () => number, other: Buffer) => Buffer;
const int = (next: () => number, below: number) => Math.floor(next() * below);

const mutations: Record<string, Mutation> = {
  'flip bits': (bytes, next) => {
    const out = Buffer.from(bytes);
    for (let i = 0, n = 1 + int(next, 32); i < n; i++) out[int(next, out.length)]! ^= 1 << int(next, 8);
    return out;
  },
  'random bytes over a range': (bytes, next) => {
    const out = Buffer.from(bytes);
    const at = int(next, out.length);
    for (let i = at; i < Math.min(out.length, at + 1 + int(next, 512)); i++) out[i] = int(next, 256);
    return out;
  },
  truncate: (bytes, next) => bytes.subarray(0, int(next, bytes.length)),
  'zero a range': (bytes, next) => {
    const out = Buffer.from(bytes);
    const at = int(next, out.length);
    out.fill(0, at, Math.min(out.length, at + 1 + int(next, 4096)));
    return out;
  },
  'duplicate a chunk': (bytes, next) => {
    const at = int(next, bytes.length);
    const chunk = bytes.subarray(at, at + 1 + int(next, 8192));
    return Buffer.concat([bytes.subarray(0, at), chunk, chunk, bytes.subarray(at)]);
  },
  'insert random bytes': (bytes, next) => {
    const at = int(next, bytes.length);
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(Array.from({ length: 1 + int(next, 64) }, () => int(next, 256))), bytes.subarray(at)]);
  },
  'mangle the tail (xref, zip directory)': (bytes, next) => {
    const out = Buffer.from(bytes);
    const from = Math.max(0, out.length - 2048);
    for (let i = 0, n = 1 + int(next, 16); i < n; i++) out[from + int(next, out.length - from)] = int(next, 256);
    return out;
  },
  'change numbers (lengths, offsets, counts)': (bytes, next) => {
    const text = bytes.toString('latin1');
    const digits = [...text.matchAll(/\d+/g)];
    if (digits.length === 0) return bytes;
    let out = text;
    for (let i = 0, n = 1 + int(next, 8); i < n; i++) {
      const match = digits[int(next, digits.length)]!;
      const value = ['0', '1', '-1', '99999999', String(Number(match[0]) * 2), `${match[0]}0`][int(next, 6)]!;
      out = out.slice(0, match.index) + value.padEnd(match[0].length, ' ').slice(0, Math.max(match[0].length, value.length)) + out.slice(match.index + match[0].length);
    }
    return Buffer.from(out, 'latin1');
  },
  'splice two files': (bytes, next, other) => Buffer.concat([bytes.subarray(0, int(next, bytes.length)), other.subarray(int(next, other.length))]),
};

interface FuzzCase {
  index: number;
  fixture: string;
  mutation: string;
  bytes: Buffer;
}

let test: TestApp;
let cases: FuzzCase[] = [];
const tokens: string[] = [];
const answered = new Map<number, number>();

beforeAll(async () => {
  test = await createTestApp();
  const root = findRepoPath('packages/cv-parser/fixtures/docs')!;
  const files = await Promise.all(fixtureNames.map((name) => fs.readFile(path.join(root, name))));
  const next = random(SEED);
  const names = Object.keys(mutations);
  cases = Array.from({ length: CASES }, (_, index) => {
    const which = index % files.length;
    const mutation = names[int(next, names.length)]!;
    const bytes = mutations[mutation]!(files[which]!, next, files[int(next, files.length)]!);
    return { index, fixture: fixtureNames[which]!, mutation, bytes };
  });
  // Each account may upload cvLimits.uploadsPerHour CVs an hour; the fuzz spreads over enough of them.
  for (let i = 0; i < Math.ceil(CASES / cvLimits.uploadsPerHour); i++) tokens.push((await userOnPlan(test)).token);
});
afterAll(() => test.close());

describe('File fuzz (mutated PDF, DOCX, DOC uploads)', () => {
  it.concurrent.for(Array.from({ length: CASES }, (_, index) => index))('mutated upload #%i: answered below 500', async (index) => {
    const fuzz = cases[index]!;
    const extension = path.extname(fuzz.fixture);
    const body = multipart('cv_file', `cv${extension}`, fuzz.bytes);
    const token = tokens[Math.floor(index / cvLimits.uploadsPerHour)]!;
    const response = await test.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    answered.set(response.statusCode, (answered.get(response.statusCode) ?? 0) + 1);
    const context = `${fuzz.fixture} / ${fuzz.mutation} / ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    expect([200, 422], context).toContain(response.statusCode);
    if (response.statusCode === 422) expect(response.json<{ message: string }>().message.length, context).toBeGreaterThan(10);
  });

  it('the server still answers /healthz after the fuzz, having read some mutants and refused others', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // A fuzz that only ever hits the first check tries little: some mutants must still be read, others refused.
    expect(answered.get(200) ?? 0).toBeGreaterThan(CASES / 20);
    expect(answered.get(422) ?? 0).toBeGreaterThan(CASES / 20);
  });
});
