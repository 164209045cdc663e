import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { screenshot, screensMode } from './browser';
import { repoRoot } from './server';
import type { Session } from './session';

/** Onboarding journeys: the CV fixtures, and the LinkedIn and JSON Resume exports. */

export const fixtureDir = join(repoRoot, 'packages/cv-parser/fixtures/docs');
export const fixture = (name: string) => join(fixtureDir, name);
export const fixtureText = (name: string) => readFileSync(fixture(name), 'utf8');

export const welcome = (page: Page) => page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor({ timeout: 30_000 });

/**
 * Pages of one test, closed after it: a builder left open from an earlier test keeps working in
 * the background, and on a two-core machine that slows the next test's first page load.
 */
export function pagesPerTest(session: Session) {
  let open: Page[] = [];
  return {
    openPage: async (options?: Parameters<Session['openPage']>[0]) => {
      const page = await session.openPage(options);
      open.push(page);
      return page;
    },
    closeAll: async () => {
      await Promise.all(open.map((page) => page.context().close().catch(() => undefined)));
      open = [];
    },
  };
}

/** The page settles: the step's heading is there and no animation is half-way. */
export async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

/** axe-core finds nothing on the step (frames, such as the preview step's published template, are left out). */
export async function expectAccessible(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `${label}:\n${violations.join('\n')}`).toEqual([]);
}

/** A screenshot at the page's width, and one at the other width for the same state. */
export async function shootBoth(page: Page, name: string) {
  if (!screensMode) return;
  const original = page.viewportSize() ?? { width: 1280, height: 860 };
  // From the top: a full-page shot of a scrolled page repeats the sticky bar half-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  const other = original.width === 375 ? { width: 1280, height: 860 } : { width: 375, height: 812 };
  await page.setViewportSize(other);
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.setViewportSize(original);
}

/** Chooses the upload path from the welcome cards. */
export async function chooseUpload(page: Page) {
  await page.getByRole('button', { name: 'Upload CV', exact: true }).click();
  await heading(page, 'Upload Your CV');
}

export type CvFile = string | { name: string; mimeType: string; buffer: Buffer };

export const cvFileName = (file: CvFile) => (typeof file === 'string' ? basename(file) : file.name);

/**
 * Chooses a CV file on the upload step, through the drop zone's picker or, once a file is chosen,
 * "Choose another". Nothing is sent yet: the step shows the file with Continue.
 */
export async function chooseCvFile(page: Page, file: CvFile) {
  await page.locator('input[type=file]').first().setInputFiles(file);
}

/** Chooses a CV file, waits until the step shows it, and presses Continue, which sends it. */
export async function uploadCvFile(page: Page, file: CvFile) {
  await chooseCvFile(page, file);
  await page.getByRole('button', { name: `Remove ${cvFileName(file)}` }).waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Through the photo step (skipped) to the review of the parsed CV. */
export async function skipPhotoToReview(page: Page) {
  await heading(page, 'Add Your Professional Photo');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await heading(page, 'Review Your Information');
}

/** Review → Edit Your Portfolio → the builder, opened for this website. */
export async function editFromReview(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Edit Your Portfolio' }).click();
  await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname), { timeout: 20_000 });
  await builderOpened(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The builder has loaded: its section list on a wide screen, its live preview on a phone (where it starts in preview mode). */
export async function builderOpened(page: Page) {
  await page.getByRole('navigation', { name: 'Builder sections' }).or(page.locator('iframe[title="Live preview"]')).first().waitFor({ timeout: 20_000 });
}

/** The ZIP of LinkedIn's "Get a copy of your data" (the CSVs Folio reads). */
export function linkedInExport(): Buffer {
  return Buffer.from(
    zipSync({
      'Profile.csv': strToU8('First Name,Last Name,Headline,Summary,Geo Location\nNadia,Haddad,Data Scientist,Models that ship to production.,"Paris, France"\n'),
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\nMistral Labs,Senior Data Scientist,"Led the forecasting team.",Paris,Mar 2021,\nOrange,Data Analyst,,Paris,Sep 2017,Feb 2021\n',
      ),
      'Education.csv': strToU8('School Name,Start Date,End Date,Notes,Degree Name,Activities\nÉcole Polytechnique,2013,2017,,MSc Applied Mathematics,\n'),
      'Skills.csv': strToU8('Name\nPython\nPyTorch\nForecasting\n'),
      'Email Addresses.csv': strToU8('Email Address,Confirmed,Primary,Updated On\nnadia@example.com,Yes,Yes,2024-01-01\n'),
      'messages.csv': strToU8('FROM,TO,CONTENT\nsomeone,nadia,private\n'),
    }),
  );
}

/** A JSON Resume (jsonresume.org schema). */
/** A role summary longer than the builder's 1,000 characters: the review says it was shortened, with the full text. */
export const longSummary = Array.from({ length: 14 }, (_, i) => `In quarter ${i + 1} I improved onboarding for new engineers through comprehensive documentation.`).join(' ');

export function jsonResume(): Buffer {
  return Buffer.from(
    JSON.stringify({
      basics: { name: 'Tomás Ruiz', label: 'Backend Engineer', email: 'tomas@example.com', location: { city: 'Madrid', countryCode: 'ES' }, summary: 'I build payment systems.' },
      work: [{ name: 'Cabify', position: 'Backend Engineer', startDate: '2019-04-01', summary: longSummary, highlights: ['Payments in Go', 'On-call lead'] }],
      education: [{ institution: 'Universidad Politécnica de Madrid', studyType: 'BSc', area: 'Computer Science', startDate: '2013', endDate: '2017' }],
      skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL', 'Kafka'] }],
      projects: [{ name: 'ledger', description: 'A double-entry ledger service.' }],
    }),
  );
}
