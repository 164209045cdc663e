import { join } from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser } from './support/api';
import { pngBytes } from './support/builder';
import {
  builderOpened,
  chooseCvFile,
  chooseUpload,
  editFromReview,
  expectAccessible,
  fixture,
  heading,
  pagesPerTest,
  shootBoth,
  skipPhotoToReview,
  uploadCvFile,
  welcome,
} from './support/onboarding';
import { repoRoot } from './support/server';
import { startSession, type Session } from './support/session';

/**
 * The upload path of onboarding, from sign-up to the builder, with real CV files: each step
 * screenshotted at 375 and 1280 px and checked with axe-core.
 */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  session = await startSession();
  pages = pagesPerTest(session);
});

afterEach(async () => {
  await pages?.closeAll();
});

afterAll(async () => {
  await session?.close();
});

async function signedInNewcomer(name: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; token: string }> {
  const user = await createVerifiedUser(session.server, name);
  const page = await pages.openPage({ token: user.token, ...options });
  await page.goto('/onboarding');
  await welcome(page);
  return { page, token: user.token };
}

/** Holds the event stream on a processing state, so the processing view can be looked at; returns the release. */
async function holdProcessing(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/api/onboarding/events?**';
  await page.route(pattern, async (route) => {
    const sessionId = new URL(route.request().url()).searchParams.get('session_id');
    const state = { session_id: sessionId, step: 'processing', path: 'upload', progress: 45, processing_step: 1, confidence: null, website_id: null, has_cv_data: false, has_template_recommendation: false, use_vision_parsing: false, stored_path: null, file_name: null, profile_picture_url: null, job_state: 'running', error: null, updated_at: new Date().toISOString() };
    const events = [
      { type: 'state', data: { session: state } },
      { type: 'progress', data: { step: 'parsing', processing_step: 1, progress: 45, message: 'Found the sections' } },
    ];
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: events.map((event) => `event: cv.processing.update\ndata: ${JSON.stringify({ event: 'cv.processing.update', ...event })}\n\n`).join(''),
    });
  });
  return () => page.unroute(pattern);
}

describe('onboarding by upload', () => {
  test('a new user (just signed up) uploads a PDF CV with a photo, reviews it, reloads on the review and lands in the builder', async () => {
    // Signing up is accounts.spec.ts's journey; this one starts signed in, on the welcome step.
    const { page } = await signedInNewcomer('Priya Raman');
    await shootBoth(page, 'onboarding-welcome');
    await expectAccessible(page, 'welcome');

    await chooseUpload(page);
    await page.getByText('Step 2 of 6').waitFor();
    await shootBoth(page, 'onboarding-upload');
    await expectAccessible(page, 'upload');

    await uploadCvFile(page, fixture('priya-raman.pdf-single.pdf'));
    await heading(page, 'Add Your Professional Photo');
    const continueButton = page.getByRole('button', { name: 'Upload Photo First' });
    expect(await continueButton.isDisabled()).toBe(true);
    await shootBoth(page, 'onboarding-photo');
    await expectAccessible(page, 'photo');

    // A file that is not an image is refused with the spec's message; then a real photo.
    await page.locator('input[type=file]').first().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please select an image file').waitFor();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByRole('img', { name: 'Your chosen photo' }).waitFor();
    await shootBoth(page, 'onboarding-photo-chosen');

    const release = await holdProcessing(page);
    await page.getByRole('button', { name: 'Continue with Photo' }).click();
    await heading(page, 'Analyzing your CV');
    await page.getByText('Found the sections').first().waitFor();
    await page.getByText('Step 4 of 6').waitFor();
    await shootBoth(page, 'onboarding-processing');
    await expectAccessible(page, 'processing');
    await release();

    await heading(page, 'Review Your Information');
    await page.getByText('Priya Raman').first().waitFor();
    await page.getByRole('heading', { name: 'Recommended template' }).or(page.getByText('Recommended template')).first().waitFor();
    await shootBoth(page, 'onboarding-review');
    await expectAccessible(page, 'review');

    // The session is in the URL and local storage: a reload comes back to the review.
    const url = new URL(page.url());
    const sessionId = url.searchParams.get('session_id');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => localStorage.getItem('onboarding_session_id'))).toBe(sessionId);
    await page.reload();
    await heading(page, 'Review Your Information');
    await page.getByText('Priya Raman').first().waitFor();

    const websiteId = await editFromReview(page);
    const token = await page.evaluate(() => localStorage.getItem('cv_builder_token'));
    const website = await callApi<{ website: { name: string; flat_picture: string | null; experiences: unknown[] } }>(session.server, 'GET', `/websites/${websiteId}`, undefined, token ?? '');
    expect(website.body.website.name).toBe('Priya Raman');
    expect(website.body.website.flat_picture).toBeTruthy();
    expect(website.body.website.experiences.length).toBeGreaterThan(0);
  });

  test('a DOCX CV, Looks Good, the ready step and on to the builder', async () => {
    const { page } = await signedInNewcomer('Tomas Herrera');
    await chooseUpload(page);
    await uploadCvFile(page, fixture('tomas-herrera.docx-single.docx'));
    await skipPhotoToReview(page);
    await page.getByText('Tomás Herrera').or(page.getByText('Tomas Herrera')).first().waitFor();
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await heading(page, 'Your portfolio is ready!');
    await page.getByText('Your portfolio is ready! You can always return to edit it later.').waitFor();
    await page.getByText('Step 6 of 6').waitFor();
    await shootBoth(page, 'onboarding-ready');
    await expectAccessible(page, 'ready');
    const preview = page.getByRole('link', { name: /Preview Portfolio/ });
    expect(await preview.getAttribute('target')).toBe('_blank');
    expect(await preview.getAttribute('href')).toMatch(/^\/cv\/\d+\/preview/);
    await page.getByRole('button', { name: 'Edit My Portfolio' }).click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname));
    await builderOpened(page);
  });

  test('a two-column DOCX and a Chinese PDF: each field of the review comes from its place, and the sidebar stays out of the experience', async () => {
    // Made by LibreOffice (an HTML table with a sidebar) and by Chromium (Noto CJK): e2e/fixtures/make.ts.
    const review = async (file: string) => {
      const { page } = await signedInNewcomer('Nadia Petrova');
      await chooseUpload(page);
      await uploadCvFile(page, join(repoRoot, 'e2e/fixtures', file));
      await skipPhotoToReview(page);
      const text = async (name: string) => (await page.getByRole('region', { name }).innerText()).replace(/\s+/g, ' ');
      return { personal: await text('Personal information'), experience: await text('Experience'), education: await text('Education'), skills: await text('Skills') };
    };

    const sidebar = await review('two-column.docx');
    for (const value of ['Nadia Petrova', 'Senior Data Engineer', 'nadia.petrova@example.org', '+44 7700 900123', 'Edinburgh, UK']) expect(sidebar.personal).toContain(value);
    expect(sidebar.experience).toContain('Senior Data Engineer · Skyscanner Ltd');
    expect(sidebar.experience).toContain('Data Engineer · Ocado Group');
    for (const leak of ['Python', 'Apache Spark', 'Bulgarian', 'nadia.petrova', '7700']) expect(sidebar.experience).not.toContain(leak);
    expect(sidebar.education).toContain('MSc Data Science');
    expect(sidebar.education).toContain('University of Edinburgh');
    for (const skill of ['Python', 'Apache Spark', 'Airflow', 'SQL']) expect(sidebar.skills).toContain(skill);

    const chinese = await review('chinese.pdf');
    for (const value of ['李明轩', '高级前端工程师', 'mingxuan.li@example.com', '+86 138 0013 8000', '上海']) expect(chinese.personal).toContain(value);
    expect(chinese.experience).toContain('2 found');
    expect(chinese.experience).toContain('高级前端工程师 · 字节跳动');
    expect(chinese.experience).toContain('前端工程师 · 阿里巴巴');
    expect(chinese.education).toContain('计算机科学与技术 学士');
    expect(chinese.education).toContain('浙江大学');
    for (const skill of ['React', 'TypeScript', 'Node.js']) expect(chinese.skills).toContain(skill);
  });

  test('a DOC CV, Try Different Template: the real site in the preview at three sizes, an alternative applied, then complete', async () => {
    const { page } = await signedInNewcomer('Luca Bianchi');
    await chooseUpload(page);
    await uploadCvFile(page, fixture('luca-bianchi.doc-single.doc'));
    await skipPhotoToReview(page);
    await page.getByRole('button', { name: 'Try Different Template' }).click();
    await heading(page, 'Preview Your Portfolio');
    const frame = page.frameLocator('iframe[title="Portfolio preview"]');
    await frame.getByText('Luca Bianchi').first().waitFor({ timeout: 20_000 });
    await page.getByText('80%', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('90%', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /Mobile/ }).click();
    expect(await page.locator('iframe[title="Portfolio preview"]').evaluate((element) => (element as HTMLIFrameElement).style.width)).toBe('375px');
    await page.getByRole('radio', { name: /Tablet/ }).click();
    expect(await page.locator('iframe[title="Portfolio preview"]').evaluate((element) => (element as HTMLIFrameElement).style.height)).toBe('1024px');
    await page.getByRole('radio', { name: /Desktop/ }).click();

    const apply = page.getByRole('button', { name: /^Apply / }).first();
    if (await apply.count()) {
      await apply.click();
      await page.getByText('Current template').waitFor();
      await frame.getByText('Luca Bianchi').first().waitFor({ timeout: 20_000 });
    }
    await shootBoth(page, 'onboarding-preview');
    await expectAccessible(page, 'preview');
    expect(await page.getByRole('link', { name: 'Browse all templates' }).getAttribute('href')).toMatch(/^\/templates\/\d+$/);

    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'You’re all set!');
    await page.getByRole('button', { name: 'Stay here' }).click();
    await shootBoth(page, 'onboarding-complete');
    await expectAccessible(page, 'complete');
    expect(await page.getByRole('link', { name: /^Preview/ }).getAttribute('href')).toMatch(/^\/cv-preview\/\d+$/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname));
  });
});

describe('upload refusals', () => {
  test('a 12 MB file and a PNG renamed .pdf are refused with the spec’s messages as soon as they are chosen, and nothing is sent', async () => {
    const { page } = await signedInNewcomer('Sam Oconnor', { width: 375 });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/onboarding/upload-cv') uploads.push(request.method());
    });
    // Listening from the start: Playwright turns file-chooser interception on without waiting when
    // the first listener is added, so a key press sent right after could beat it (and no event comes).
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await chooseUpload(page);
    // Focus moves to the new step's heading (after it is shown, so wait for it); from there the
    // drop zone is a button the keyboard reaches, and Enter opens the file picker.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Upload Your CV');
    const zone = page.getByRole('button', { name: /Choose File/ });
    await zone.focus();
    expect(await zone.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(12 * 1024 * 1024, 0x20) });
    await page.getByText('File size must be less than 10MB').waitFor();
    await chooseCvFile(page, { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(12 * 1024 * 1024, 0x20) });
    await page.getByText('File size must be less than 10MB').waitFor();
    // Named .pdf, but its first bytes say PNG: refused here too, before Continue.
    await chooseCvFile(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngBytes });
    await page.getByText('Please upload a PDF, DOC, or DOCX file').waitFor();
    expect(await page.getByText('File size must be less than 10MB').count()).toBe(0);
    // A refused file is not offered for sending: the drop zone stays, with no Continue.
    await zone.waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove cv.pdf' }).count()).toBe(0);
    await shootBoth(page, 'onboarding-upload-refused');
    await expectAccessible(page, 'upload refused');
    expect(uploads).toEqual([]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Welcome');
    expect(new URL(page.url()).pathname).toBe('/onboarding');
  });
});
