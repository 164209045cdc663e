import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { looks, screenshot, screensMode, type ColorScheme } from './support/browser';
import { createSamplePortfolio, createWebsite, goToSection, openBuilder } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * Every builder section with real content, with axe-core on each. Under `npm run screens`, at 375
 * and 1280 px, light and dark, with screenshots under e2e/screenshots/ for a person to look at.
 */

let session: Session;
let user: TestUser;
let websiteId: number;

beforeAll(async () => {
  session = await startSession();
  user = await createVerifiedUser(session.server, 'Alex Morgan');
  websiteId = await createSamplePortfolio(session.server, user.token);
});

afterAll(async () => {
  await session?.close();
});

const sections: Array<{ name: string; nav: RegExp; heading: string }> = [
  { name: 'template', nav: /^Template,|^Template$/, heading: 'Choose Template' },
  { name: 'design', nav: /^Design/, heading: 'Design' },
  { name: 'template-data', nav: /^Template Data/, heading: 'Modern Template Data' },
  { name: 'personal', nav: /^Personal Info/, heading: 'Personal Information' },
  { name: 'experience', nav: /^Work Experience/, heading: 'Work Experience' },
  { name: 'education', nav: /^Education/, heading: 'Education' },
  { name: 'skills', nav: /^Skills/, heading: 'Skills & Expertise' },
  { name: 'projects', nav: /^Projects/, heading: 'Projects & Portfolio' },
  { name: 'trainings', nav: /^Trainings/, heading: 'Trainings & Certifications' },
  { name: 'blog', nav: /^Blog & Articles/, heading: 'Blog & Articles' },
  { name: 'custom-domain', nav: /^Custom Domain/, heading: 'Custom Domain' },
  { name: 'analytics', nav: /^Analytics/, heading: 'Analytics and Tracking' },
];

async function openSection(page: Page, section: (typeof sections)[number], width: number) {
  if (width < 768) {
    await page.getByRole('navigation', { name: 'Builder sections' }).getByRole('button', { name: section.nav }).click();
  } else {
    await goToSection(page, section.nav);
  }
  await page.getByRole('heading', { name: section.heading, exact: true }).first().waitFor();
  await settled(page);
}

/**
 * The page and its preview frame have loaded their fonts and (not lazy) images. Not 'networkidle':
 * it never comes when a stream (the notification bell's) opens before the page has been quiet.
 */
async function settled(page: Page) {
  for (const frame of page.frames()) {
    await frame.waitForFunction(() => document.readyState === 'complete' && document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  }
}

/** A fresh browser profile per test, closed after it: a dozen live preview frames at once starve this 2-core machine. */
async function withPage(options: { width: number; colorScheme: ColorScheme }, run: (page: Page) => Promise<void>) {
  const page = await session.openPage({ token: user.token, ...options });
  try {
    await run(page);
  } finally {
    await page.context().close();
  }
}

async function check(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `${label}:\n${violations.join('\n')}`).toEqual([]);
}

// In the suite: every section, dialog and menu in light at 1280 px, and the phone's own website menu in dark at 375 px.
for (const { colorScheme: scheme, width } of looks([{ colorScheme: 'light', width: 1280 }, { colorScheme: 'dark', width: 375 }])) {
  const phoneMenuOnly = !screensMode && width < 768;
  describe(`${scheme} at ${width} px`, () => {
    if (!phoneMenuOnly) test('every section, screenshot and axe', async () => {
      await withPage({ width, colorScheme: scheme }, async (page) => {
        // Phones start in edit mode so the sections show; desktop keeps the live preview beside them.
        await openBuilder(page, websiteId, width < 768 ? '?preview=false' : '');
        for (const section of sections) {
          await openSection(page, section, width);
          await screenshot(page, `builder-${section.name}`);
          await check(page, `${section.name} ${scheme} ${width}`);
        }
      });
    });

    if (!phoneMenuOnly) test('modals and menus', async () => {
      await withPage({ width, colorScheme: scheme }, async (page) => {
        await openBuilder(page, websiteId, '?section=experience&preview=false');
        await page.getByRole('button', { name: 'Add Experience' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Add Work Experience' });
        await dialog.getByRole('button', { name: 'Add Experience' }).click();
        await dialog.getByText('Job title is required').waitFor();
        await screenshot(page, 'builder-experience-dialog');
        await check(page, `experience dialog ${scheme} ${width}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();

        await goToSection(page, /^Template,|^Template$/).catch(() => page.getByRole('button', { name: /^Template/ }).first().click());
        await page.getByRole('heading', { name: 'Choose Template' }).waitFor();
        await page.getByRole('button', { name: 'Noir, requires Premium' }).click();
        await page.getByRole('dialog', { name: 'Upgrade Required' }).getByRole('img').waitFor();
        await settled(page);
        await screenshot(page, 'builder-upgrade-dialog');
        await check(page, `upgrade dialog ${scheme} ${width}`);
      });
    });

    test('preview mode', async () => {
      await withPage({ width, colorScheme: scheme }, async (page) => {
        await openBuilder(page, websiteId, '?section=personal');
        await page.frameLocator('iframe[title="Live preview"]').getByRole('heading', { level: 1 }).first().waitFor();
        await settled(page);
        await screenshot(page, 'builder-preview-mode');
        if (width < 768) {
          await page.getByRole('button', { name: 'Website menu' }).click();
          await page.getByRole('menuitemradio', { name: /Published/ }).waitFor();
          await screenshot(page, 'builder-mobile-menu');
          await check(page, `mobile menu ${scheme}`);
        } else {
          await page.getByRole('button', { name: /^Website visibility/ }).click();
          await page.getByRole('menuitemradio', { name: /Published/ }).waitFor();
          await screenshot(page, 'builder-visibility-menu');
          await check(page, `visibility menu ${scheme}`);
        }
      });
    });
  });
}

test('the header keeps each control on one line with the site published, from 1024 px up', async () => {
  const owner = await createVerifiedUser(session.server, 'Alexandra Morgan-Whitfield');
  const site = await createWebsite(session.server, owner.token, 'Alexandra Morgan-Whitfield');
  const published = await callApi(session.server, 'POST', `/websites/${site.id}/publish`, { version: site.version }, owner.token);
  expect(published.status).toBe(200);
  for (const width of [1024, 1280, 1440]) {
    const page = await session.openPage({ token: owner.token, width, colorScheme: 'light' });
    try {
      await openBuilder(page, site.id);
      const header = page.getByRole('banner', { name: 'Website builder' });
      await header.getByRole('button', { name: /^Website visibility: Published/ }).waitFor();
      // A label that wraps makes its control taller than the header's row; one that does not fit overflows the header.
      const layout = await header.evaluate((element) => ({
        overflow: element.scrollWidth - element.clientWidth,
        tall: [...element.querySelectorAll('a, button, [role=radiogroup]')].filter((control) => control.getBoundingClientRect().height > 44).map((control) => control.textContent?.trim()),
      }));
      expect(layout, `${width} px`).toEqual({ overflow: 0, tall: [] });
    } finally {
      await page.context().close();
    }
  }
});
