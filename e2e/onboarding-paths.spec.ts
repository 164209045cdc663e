import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser } from './support/api';
import { screenshot } from './support/browser';
import { pngBytes } from './support/builder';
import {
  builderOpened,
  chooseCvFile,
  chooseUpload,
  expectAccessible,
  fixture,
  heading,
  pagesPerTest,
  shootBoth,
  skipPhotoToReview,
  welcome,
} from './support/onboarding';
import { startSession, type Session } from './support/session';

/** The template and scratch paths, the plan's website limit, and the flow in dark mode. */

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

async function atWelcome(name: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const user = await createVerifiedUser(session.server, name);
  const page = await pages.openPage({ token: user.token, ...options });
  await page.goto('/onboarding');
  await welcome(page);
  return { page, user };
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const subHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 3 }).waitFor();

describe('the template path', () => {
  test('Browse Templates creates the demo website and opens the builder on its templates', async () => {
    const { page, user } = await atWelcome('Grace Template');
    await page.getByRole('button', { name: 'Browse Templates' }).click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname) && url.searchParams.get('from') === 'onboarding' && url.searchParams.get('template') === 'select');
    await builderOpened(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const website = await callApi<{ website: { name: string; template_slug: string; experiences: unknown[] } }>(session.server, 'GET', `/websites/${id}`, undefined, user.token);
    expect(website.body.website).toMatchObject({ name: 'My Professional Portfolio', template_slug: 'modern' });
    expect(website.body.website.experiences.length).toBeGreaterThan(0);
  });
});

describe('the scratch path', () => {
  test('six steps with their Next rules, tags, autosave that survives a reload, then Create Portfolio', async () => {
    const { page, user } = await atWelcome('Radia Perlman');
    await page.getByRole('button', { name: 'Start Building' }).click();
    await heading(page, 'Build your portfolio step by step');
    await page.getByText('About 12 minutes left').waitFor();
    await shootBoth(page, 'onboarding-manual-personal');
    await expectAccessible(page, 'manual: personal');

    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('Radia Perlman');
    await page.getByLabel('Professional title').fill('Network Engineer');
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('radia@example.com');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await page.getByText('File size must be less than 5MB').waitFor();
    // The draft is kept on this device 2 s after the last change, and comes back after a reload.
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 5000 });
    await page.reload();
    await heading(page, 'Build your portfolio step by step');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Radia Perlman');
    // The photo is not part of the draft (a picture does not belong in local storage): chosen now.
    await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await next(page).click();

    await subHeading(page, 'Work Experience');
    expect(await page.getByRole('button', { name: /^Remove Experience/ }).count()).toBe(0);
    await page.getByLabel('Position').fill('Distinguished Engineer');
    await page.getByLabel('Company').fill('Sun Microsystems');
    const skills = page.getByLabel('Skills used');
    await skills.fill('Routing');
    await skills.press('Enter');
    await skills.fill('Spanning Tree, routing,');
    await page.getByRole('button', { name: 'Remove Spanning Tree' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove (Routing|routing)$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add Experience' }).click();
    expect(await page.getByRole('button', { name: /^Remove Experience/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove Experience 2' }).click();
    await shootBoth(page, 'onboarding-manual-experience');
    await next(page).click();

    await subHeading(page, 'Education');
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Institution').fill('MIT');
    await page.getByLabel('Degree').fill('PhD Computer Science');
    await next(page).click();

    await subHeading(page, 'Skills & Expertise');
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Group title').fill('Networking');
    const groupSkills = page.getByLabel('Skills', { exact: true });
    await groupSkills.fill('TRILL, IS-IS,');
    await shootBoth(page, 'onboarding-manual-skills');
    await expectAccessible(page, 'manual: skills');
    await next(page).click();

    await subHeading(page, 'Projects & Portfolio');
    await page.getByLabel('Project title').fill('Spanning Tree Protocol');
    await page.getByLabel('Category').selectOption('Other');
    expect(await page.getByLabel('Category').locator('option').allTextContents()).toEqual(['Web Development', 'Mobile Development', 'Design', 'Data Science', 'Machine Learning', 'Other']);
    await next(page).click();

    await subHeading(page, 'Website Details');
    await page.getByText('About 2 minutes left').waitFor();
    const create = page.getByRole('button', { name: 'Create Portfolio' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Website name').fill('Radia Perlman');
    await page.getByRole('region', { name: 'Portfolio summary' }).or(page.getByText('Portfolio summary')).first().waitFor();
    await shootBoth(page, 'onboarding-manual-website');
    await expectAccessible(page, 'manual: website');
    await create.click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname), { timeout: 20_000 });
    await builderOpened(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const website = await callApi<{ website: { name: string; flat_picture: string | null; skills: Array<{ info: Array<{ name: string }> }>; experiences: Array<{ skills: string[] }> } }>(
      session.server,
      'GET',
      `/websites/${id}`,
      undefined,
      user.token,
    );
    expect(website.body.website.name).toBe('Radia Perlman');
    expect(website.body.website.flat_picture).toBeTruthy();
    expect(website.body.website.skills[0]?.info.map((skill) => skill.name)).toEqual(['TRILL', 'IS-IS']);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('manual_form_autosave')))).toEqual([]);
  });
});

describe('plan limits', () => {
  test('a free plan’s second website opens the upgrade modal', async () => {
    const { page, user } = await atWelcome('Frances Allen');
    await callApi(session.server, 'POST', '/onboarding/create-website', { type: 'demo' }, user.token);
    await page.reload();
    await heading(page, 'Welcome');
    await page.getByRole('button', { name: 'Browse Templates' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade Required' });
    await modal.getByText('Your Free plan includes 1 portfolio website, and you have 1.').waitFor();
    await modal.getByText('Up to 3 portfolio websites').waitFor();
    expect(await modal.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toMatch(/\/checkout\?plan=pro/);
    await shootBoth(page, 'onboarding-plan-limit');
    await expectAccessible(page, 'plan limit');
    await modal.getByRole('button', { name: 'Maybe Later' }).click();
    await heading(page, 'Welcome');
  });
});

describe('dark mode', () => {
  test('welcome, upload and review in the dark theme', async () => {
    const { page } = await atWelcome('Hedy Lamarr', { colorScheme: 'dark' });
    await screenshot(page, 'onboarding-welcome');
    await expectAccessible(page, 'welcome (dark)');
    await chooseUpload(page);
    await screenshot(page, 'onboarding-upload');
    await chooseCvFile(page, fixture('olivia-chen.pdf-sidebar.pdf'));
    await page.getByRole('button', { name: 'Remove olivia-chen.pdf-sidebar.pdf' }).waitFor();
    await screenshot(page, 'onboarding-upload-chosen');
    await expectAccessible(page, 'upload with a file chosen (dark)');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await skipPhotoToReview(page);
    await page.getByText('Olivia Chen').first().waitFor();
    await shootBoth(page, 'onboarding-review');
    await expectAccessible(page, 'review (dark)');
  });
});
