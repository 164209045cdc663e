import { badXrefPdf, circularPageTreePdf, docxBomb, inflateBombPdf, sharedTextStreamPdf } from '@folio/cv-parser/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cvLimits } from './onboarding.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const upload = (user: User, filename: string, bytes: Buffer) => {
  const body = multipart('cv_file', filename, bytes);
  return test.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
};
const cvText = 'Jane Example\njane@example.com\n\nEXPERIENCE\nSenior Engineer, Acme Corp\n2019 - 2024\nBuilt the billing platform and led a team of five engineers.\n';

describe('CV files the parser cannot read answer 422 with a message, never 500', () => {
  it('refuses a PDF whose page tree is circular (pdfjs fails while reading a page)', async () => {
    const user = await userOnPlan(test);
    const response = await upload(user, 'cv.pdf', circularPageTreePdf());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'cv_corrupt', message: 'This PDF is damaged and cannot be read. Please re-save it and upload it again.' });
  });

  it('reads a PDF whose xref table points at nothing (pdfjs rebuilds it)', async () => {
    const user = await userOnPlan(test);
    const response = await upload(user, 'cv.pdf', badXrefPdf());
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain('Jane Example');
  });

  it('refuses a PDF stream that inflates to 400 MB before pdfjs decodes it', async () => {
    const user = await userOnPlan(test);
    const started = performance.now();
    const response = await upload(user, 'cv.pdf', await inflateBombPdf(400));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'cv_too_large', details: { errors: { cv_file: [expect.stringMatching(/^This PDF expands to an unreasonable size/)] } } });
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('refuses 20 pages sharing one stream of 60,000 text operators in seconds, not minutes', async () => {
    const user = await userOnPlan(test);
    const started = performance.now();
    const response = await upload(user, 'cv.pdf', sharedTextStreamPdf());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'cv_too_complex', message: expect.stringMatching(/far more text than a CV/) });
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('refuses a DOCX zip bomb from its zip directory, before any content is read', async () => {
    const user = await userOnPlan(test);
    const response = await upload(user, 'cv.docx', await docxBomb(300));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'cv_too_large', message: 'This Word document expands to an unreasonable size and was refused.' });
  });
});

describe('per-user limits on CV uploads and parse requests', () => {
  it(`answers 429 with Retry-After past ${cvLimits.uploadsPerHour} uploads an hour, for that user only`, async () => {
    const user = await userOnPlan(test);
    const bytes = Buffer.from(cvText);
    const answers = await Promise.all(Array.from({ length: cvLimits.uploadsPerHour + 5 }, () => upload(user, 'cv.txt', bytes)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(cvLimits.uploadsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_attempts', message: expect.stringMatching(/^Too many CV uploads\. Please try again in \d+ seconds\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await userOnPlan(test);
    expect((await upload(other, 'cv.txt', bytes)).statusCode).toBe(200);
  });

  it(`answers 429 past ${cvLimits.parsesPerHour} parse requests an hour`, async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id as string;
    const statuses: number[] = [];
    for (let i = 0; i <= cvLimits.parsesPerHour; i++) {
      statuses.push((await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: cvText.repeat(2) })).statusCode);
    }
    expect(statuses.slice(0, cvLimits.parsesPerHour).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
