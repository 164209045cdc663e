import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createVerifiedUser } from './support/api';
import { screenshotDir, screensMode } from './support/browser';
import { focusedControl } from './support/keyboard';
import {
  chooseCvFile,
  chooseUpload,
  expectAccessible,
  fixture,
  heading,
  pagesPerTest,
  shootBoth,
  skipPhotoToReview,
  uploadCvFile,
  welcome,
} from './support/onboarding';
import { startSession, type Session } from './support/session';

/**
 * The upload step once a file is chosen (its name and size, clear, replace, Continue), and the
 * ready step's toast, which must leave the step's actions uncovered.
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

/** Signed in with no website, on the welcome step. The account's name is no CV's, so the review shows only what was parsed. */
async function newcomerAtWelcome(options: { width?: number } = {}): Promise<Page> {
  const user = await createVerifiedUser(session.server, 'Rita Levi');
  const page = await pages.openPage({ token: user.token, ...options });
  await page.goto('/onboarding');
  await welcome(page);
  return page;
}

/** Every CV upload the page sends. */
function watchUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/onboarding/upload-cv') uploads.push(request.method());
  });
  return uploads;
}

/** The size as people read it, from the file on disk ("44 KB"). */
const shownSize = (path: string) => `${Math.round(statSync(path).size / 1024)} KB`;

const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** Drags a file from the desktop and drops it on `target` (the events a browser sends for a real drop). */
async function dropFile(target: Locator, path: string) {
  const name = basename(path);
  const dataTransfer = await target.page().evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64: readFileSync(path).toString('base64'), name, type: mimeTypes[name.split('.').pop() ?? ''] ?? '' },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

describe('the upload step with a file chosen', () => {
  test('shows the name and size; a drop replaces it, the clear button removes it; only Continue sends, once, the file chosen last', async () => {
    const page = await newcomerAtWelcome();
    const uploads = watchUploads(page);
    await chooseUpload(page);

    const olivia = fixture('olivia-chen.pdf-sidebar.pdf');
    await chooseCvFile(page, olivia);
    await page.getByRole('button', { name: 'Remove olivia-chen.pdf-sidebar.pdf' }).waitFor();
    await page.getByText('olivia-chen.pdf-sidebar.pdf', { exact: true }).waitFor();
    expect(shownSize(olivia)).toBe('44 KB');
    await page.getByText('44 KB', { exact: true }).waitFor();
    // The picker is gone with the choice; focus goes to what comes next, which says what it will send.
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await focusedControl(page)).toBe('button Continue');
    expect(await continueButton.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'olivia-chen.pdf-sidebar.pdf44 KB',
    );
    await shootBoth(page, 'onboarding-upload-chosen');
    await expectAccessible(page, 'upload with a file chosen');

    // A wrong file is replaced by dropping another on it.
    const sam = fixture('sam-oconnor.pdf-single.pdf');
    await dropFile(page.getByText('olivia-chen.pdf-sidebar.pdf', { exact: true }), sam);
    await page.getByRole('button', { name: 'Remove sam-oconnor.pdf-single.pdf' }).waitFor();
    await page.getByText(shownSize(sam), { exact: true }).waitFor();
    expect(await page.getByText('olivia-chen.pdf-sidebar.pdf').count()).toBe(0);

    // With the keyboard: back from Continue to Choose another, then the clear button; clearing
    // brings back the drop zone, which takes the focus.
    await continueButton.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedControl(page)).toBe('button Choose another');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedControl(page)).toBe('button Remove sam-oconnor.pdf-single.pdf');
    await page.keyboard.press('Enter');
    const zone = page.getByRole('button', { name: /Choose File/ });
    await zone.waitFor();
    expect(await zone.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await continueButton.count()).toBe(0);
    expect(uploads).toEqual([]);

    // Another file, then Continue. The upload is held a moment on its way so its loading state
    // can be seen, and a double click on Continue sends one upload.
    const tomas = fixture('tomas-herrera.docx-single.docx');
    await chooseCvFile(page, tomas);
    await page.getByText('tomas-herrera.docx-single.docx', { exact: true }).waitFor();
    await page.getByText(shownSize(tomas), { exact: true }).waitFor();
    expect(uploads).toEqual([]);
    await page.route('**/api/onboarding/upload-cv', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await continueButton.dblclick();
    await expect.poll(() => continueButton.getAttribute('aria-busy')).toBe('true');
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose another' }).isDisabled()).toBe(true);
    await page.getByRole('progressbar', { name: 'Uploading tomas-herrera.docx-single.docx' }).waitFor();
    await heading(page, 'Add Your Professional Photo');
    expect(uploads).toEqual(['POST']);

    // What was parsed is the file sent: Tomás Herrera's CV, not the two chosen before it.
    await skipPhotoToReview(page);
    await page.getByText(/Tom[áa]s Herrera/).first().waitFor();
    expect(await page.getByText('Olivia Chen').count()).toBe(0);
    expect(await page.getByText(/Sam O.Connor/).count()).toBe(0);
  });

  test('with the keyboard alone a file is chosen and Continue has the focus; Back forgets the file', async () => {
    const page = await newcomerAtWelcome({ width: 375 });
    const uploads = watchUploads(page);
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await chooseUpload(page);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Upload Your CV');
    const reached: string[] = [];
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedControl(page));
    }
    expect(reached.slice(0, 2)).toEqual(['button Back', 'button Dashboard']);
    expect(reached[2]).toMatch(/^button Drop your CV here.*Choose File$/);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(fixture('priya-raman.pdf-single.pdf'));
    await page.getByText('priya-raman.pdf-single.pdf', { exact: true }).waitFor();
    expect(await focusedControl(page)).toBe('button Continue');
    // Tab order in the chosen file's box: clear, Choose another, Continue, then the other ways in.
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('button Paste CV Text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedControl(page)).toBe('button Remove priya-raman.pdf-single.pdf');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Welcome');
    await chooseUpload(page);
    await page.getByRole('button', { name: /Choose File/ }).waitFor();
    expect(await page.getByText('priya-raman.pdf-single.pdf').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(0);
    expect(uploads).toEqual([]);
  });
});

const readyMessage = 'Your portfolio is ready! You can always return to edit it later.';

/** A screenshot of what the viewport shows (where a fixed toast sits), as e2e/screenshots/<name>-light-<width>.png. */
async function viewportShot(page: Page, name: string) {
  if (!screensMode) return;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(screenshotDir, `${name}-light-${page.viewportSize()?.width ?? 0}.png`) });
}

/**
 * The controls the toast lies over: each one brought into view as a user would scroll to it,
 * then hit-tested at its centre and compared with the toast's box.
 */
async function coveredControls(page: Page, toast: Locator): Promise<string[]> {
  const controls = page.locator('header button, header a, section[aria-labelledby="ready-title"] :is(button, a)');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    await control.scrollIntoViewIfNeeded();
    const [box, toastBox] = await Promise.all([control.boundingBox(), toast.boundingBox()]);
    if (!box || !toastBox) throw new Error('The toast or a control has no box');
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    const hit = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return found !== null && element.contains(found);
    });
    if (overlaps || !hit) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()).trim());
  }
  return covered;
}

describe('the ready step', () => {
  test('its toast leaves every action uncovered at 1280×800 and 375×667, and Start Over takes a plain click', async () => {
    const page = await newcomerAtWelcome();
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseUpload(page);
    await uploadCvFile(page, fixture('tomas-herrera.docx-single.docx'));
    await skipPhotoToReview(page);
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await heading(page, 'Your portfolio is ready!');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: readyMessage });
    await toast.waitFor();
    // The toast lasts 5 s, too short for the checks below on a loaded machine: the pointer rests on
    // it, which pauses its timer (as it does for a person reading it), until Start Over is clicked.
    await toast.hover();
    await page.getByRole('button', { name: 'Start Over' }).waitFor();

    expect(await coveredControls(page, toast)).toEqual([]);
    expect(await toast.isVisible()).toBe(true);
    await viewportShot(page, 'onboarding-ready-toast');

    await page.setViewportSize({ width: 375, height: 667 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportShot(page, 'onboarding-ready-toast');
    expect(await coveredControls(page, toast)).toEqual([]);
    await viewportShot(page, 'onboarding-ready-toast-actions');
    expect(await toast.isVisible()).toBe(true);

    // No force, and less time than the toast has left: a covered button would fail here.
    await page.getByRole('button', { name: 'Start Over' }).click({ timeout: 2000 });
    await page.getByText('Starting new portfolio creation...').waitFor();
    await heading(page, 'Welcome');
  });
});
