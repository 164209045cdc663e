import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createVerifiedUser } from './support/api';
import { screenshot } from './support/browser';
import { pngBytes } from './support/builder';
import {
  chooseUpload,
  editFromReview,
  expectAccessible,
  fixtureText,
  heading,
  jsonResume,
  linkedInExport,
  pagesPerTest,
  shootBoth,
  uploadCvFile,
  welcome,
} from './support/onboarding';
import { pathIs, startSession, type Session } from './support/session';

/** Onboarding from pasted text, a LinkedIn export and a JSON Resume; the error modal and its Try Again. */

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

async function atUpload(name: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const user = await createVerifiedUser(session.server, name);
  const page = await pages.openPage({ token: user.token, ...options });
  await page.goto('/onboarding');
  await welcome(page);
  await chooseUpload(page);
  return page;
}

describe('onboarding from text and exports', () => {
  test('pasted text: the counter, the 100-character rule, a photo, then review and the builder', async () => {
    const page = await atUpload('Katharina Schneider');
    await page.getByRole('button', { name: 'Paste CV Text' }).click();
    const box = page.getByLabel('Your CV as text');
    const process = page.getByRole('button', { name: 'Process CV Text' });
    await box.fill('x'.repeat(99));
    await page.getByText('1 more characters needed (at least 100)').waitFor();
    expect(await process.isDisabled()).toBe(true);
    expect(await page.getByText('99 / 50,000 characters').evaluate((element) => getComputedStyle(element).color)).not.toBe(
      await page.getByText('Your CV as text').evaluate((element) => getComputedStyle(element).color),
    );
    await box.fill(fixtureText('katharina-schneider.text.txt'));
    await page.getByText('Ready to process').waitFor();
    await shootBoth(page, 'onboarding-paste');
    await expectAccessible(page, 'paste');
    await process.click();

    await heading(page, 'Add Your Professional Photo');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByRole('button', { name: 'Continue with Photo' }).click();
    await heading(page, 'Review Your Information');
    await page.getByText('Katharina Schneider').first().waitFor();
    await editFromReview(page);
  });

  test('a LinkedIn data export: the explanation, the ZIP, then review and the builder', async () => {
    const page = await atUpload('Nadia Haddad');
    await page.getByRole('button', { name: 'Import from LinkedIn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from LinkedIn' });
    await dialog.getByText('Get a copy of your data').waitFor();
    await shootBoth(page, 'onboarding-linkedin');
    await expectAccessible(page, 'linkedin dialog');

    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 not really') });
    await dialog.getByRole('alert').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'Basic_LinkedInDataExport_01-01-2025.zip', mimeType: 'application/zip', buffer: linkedInExport() });
    await heading(page, 'Review Your Information');
    await page.getByText('Nadia Haddad').first().waitFor();
    await page.getByText('Mistral Labs').first().waitFor();
    await page.getByText('PyTorch').waitFor();
    await editFromReview(page);
  });

  test('a JSON Resume goes straight to review (nothing to parse) and on to the builder', async () => {
    const page = await atUpload('Tomas Ruiz', { width: 375 });
    await uploadCvFile(page, { name: 'resume.json', mimeType: 'application/json', buffer: jsonResume() });
    await heading(page, 'Review Your Information');
    await page.getByText('Tomás Ruiz').first().waitFor();
    await page.getByText('Cabify').first().waitFor();
    // The role's summary is longer than the builder allows: the review names it and keeps the full text to copy.
    const shortened = page.getByRole('region', { name: 'One description was shortened to fit' });
    await shortened.getByText('Backend Engineer · Cabify').waitFor();
    await shortened.getByText('Show the full text').click();
    const full = shortened.getByLabel('Full text: Backend Engineer · Cabify');
    expect(await full.innerText()).toContain('In quarter 14 I improved onboarding for new engineers through comprehensive documentation.');
    await shortened.getByRole('button', { name: 'Copy full text' }).waitFor();
    await shortened.scrollIntoViewIfNeeded();
    await screenshot(page, 'onboarding-review-shortened');
    await expectAccessible(page, 'review with a shortened description');
    await editFromReview(page);
  });
});

describe('the error modal', () => {
  test('a lost connection while parsing: the suggestions, Try Again parses, and Enter Manually leads to the form', async () => {
    const page = await atUpload('Helena Voss');
    await page.getByRole('button', { name: 'Paste CV Text' }).click();
    // A stray first line the parser cannot place: the review shows it rather than dropping it.
    await page.getByLabel('Your CV as text').fill(`Ref 2024/XYZ-77 internal copy\n${fixtureText('helena-voss.text.txt')}`);
    await page.getByRole('button', { name: 'Process CV Text' }).click();
    await heading(page, 'Add Your Professional Photo');

    await page.route('**/api/onboarding/parse-cv', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Oops! Something went wrong' });
    await modal.getByText('Network connection lost. Check your connection and try again.').waitFor();
    await modal.getByText('Check your internet connection').waitFor();
    await shootBoth(page, 'onboarding-error');
    await expectAccessible(page, 'error modal');

    await page.unroute('**/api/onboarding/parse-cv');
    await modal.getByRole('button', { name: 'Try Again' }).click();
    await heading(page, 'Review Your Information');
    await page.getByText('Helena Voss').first().waitFor();
    const unplaced = page.getByRole('heading', { name: 'We could not place these lines' });
    await unplaced.waitFor();
    await page.getByText('Ref 2024/XYZ-77 internal copy').waitFor();
    await unplaced.scrollIntoViewIfNeeded();
    await screenshot(page, 'onboarding-review-unplaced');

    // The same modal offers Enter Manually, which opens the manual form at /cv-builder.
    await page.route('**/api/onboarding/create-website', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await modal.waitFor();
    expect(await modal.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'Enter Manually' }).click();
    await page.waitForURL(pathIs('/cv-builder'));
    await heading(page, 'Build your portfolio step by step');
  });

  test('cancelling processing asks first, then starts over at the welcome', async () => {
    const page = await atUpload('Olivia Chen');
    await page.getByRole('button', { name: 'Paste CV Text' }).click();
    await page.getByLabel('Your CV as text').fill(fixtureText('luca-bianchi.text.txt'));
    await page.getByRole('button', { name: 'Process CV Text' }).click();
    await heading(page, 'Add Your Professional Photo');
    // The parse request is held, so the processing view stays up.
    await page.route('**/api/onboarding/parse-cv', () => undefined);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await heading(page, 'Analyzing your CV');
    const before = new URL(page.url()).searchParams.get('session_id');
    await page.getByRole('button', { name: 'Cancel and Start Over' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel and start over?' });
    await confirm.getByRole('button', { name: 'Keep going' }).click();
    await heading(page, 'Analyzing your CV');
    await page.getByRole('button', { name: 'Cancel and Start Over' }).click();
    await confirm.getByRole('button', { name: 'Cancel and Start Over' }).click();
    await heading(page, 'Welcome');
    await page.waitForURL((url) => url.searchParams.get('session_id') !== before);
  });
});
