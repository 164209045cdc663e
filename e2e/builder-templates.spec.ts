import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/api';
import { createWebsite, getWebsite, goToSection, loginAdmin, openBuilder, preview, toast } from './support/builder';
import { admin } from './support/server';
import { startSession, type Session } from './support/session';

/** Templates: the section, the modal, the selection screen, plan gating and the template data forms. */

let session: Session;
let user: TestUser;

beforeAll(async () => {
  session = await startSession();
});

beforeEach(async () => {
  user = await createVerifiedUser(session.server, 'Hedy Lamarr');
});

afterAll(async () => {
  await session?.close();
});

const siteClass = (page: Page) => preview(page).locator('.site').first().getAttribute('class');

describe('templates', () => {
  test('the template section: tiers, preview of a selection, demo data, apply', async () => {
    const website = await createWebsite(session.server, user.token, 'Hedy Lamarr');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=template');
    await page.getByRole('tab', { name: 'All Templates (32)' }).waitFor();
    await page.getByRole('tab', { name: 'Free (8)' }).click();
    expect(await page.getByRole('list', { name: 'Templates' }).getByRole('listitem').count()).toBe(8);
    await page.getByRole('tab', { name: 'All Templates (32)' }).click();
    await page.getByRole('button', { name: 'Modern, current template' }).waitFor();

    // Selecting previews it with the user's own data.
    await page.getByRole('button', { name: 'Minimal', exact: true }).click();
    await expect.poll(() => siteClass(page)).toContain('t-minimal');
    await preview(page).getByText('Hedy Lamarr').first().waitFor();
    // Demo data.
    await page.getByLabel('Demo Data').check();
    await toast(page, 'Now showing templates with demo data').waitFor();
    await expect.poll(async () => (await preview(page).locator('h1').first().innerText()).includes('Hedy')).toBe(false);
    await page.getByLabel('Demo Data').uncheck();
    await toast(page, 'Now showing templates with your data').waitFor();

    await page.getByRole('button', { name: 'Apply Minimal' }).click();
    await toast(page, 'Template Minimal applied successfully!').waitFor();
    await page.getByRole('button', { name: 'Minimal, current template' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('minimal');

    // Filters with nothing to show: the empty state brings everything back.
    await page.getByLabel('Category').selectOption('Academic');
    await page.getByRole('tab', { name: 'Free (0)' }).click();
    await page.getByText('No Templates Found').waitFor();
    await page.getByRole('button', { name: 'Show All Templates' }).click();
    await page.getByRole('tab', { name: 'All Templates (32)' }).waitFor();
  });

  test('a free user choosing a premium template gets the upgrade dialog, which closes itself', async () => {
    const website = await createWebsite(session.server, user.token, 'Locked Site');
    const page = await session.openPage({ token: user.token });
    await page.clock.install();
    await openBuilder(page, website.id, '?section=template');
    await page.getByRole('button', { name: 'Noir, requires Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
    await dialog.getByText('Noir', { exact: true }).waitFor();
    await dialog.getByText('$12/month').waitFor();
    expect(await dialog.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription/plans?plan=premium&billing=monthly');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The template was not applied, and the preview never showed it.
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('modern');

    await page.getByRole('button', { name: 'Circuit Flow, requires Pro' }).click();
    await page.getByRole('dialog', { name: 'Upgrade Required' }).getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    await page.clock.runFor(30_500);
    await page.getByRole('dialog', { name: 'Upgrade Required' }).waitFor({ state: 'hidden' });
  });

  test('the server has the last word: a 403 on apply opens the upgrade dialog and offers the upgrade', async () => {
    const website = await createWebsite(session.server, user.token, 'Refused Site');
    const page = await session.openPage({ token: user.token });
    // The plan can change between loading the builder and applying (a downgrade in another tab): the server refuses.
    await page.route('**/api/websites/*/template', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'template_locked',
          message: 'This pro template requires a pro subscription. Upgrade to pro to access it.',
          required_plan: 'pro',
          current_plan: 'free',
          template: 'minimal',
        }),
      }),
    );
    await openBuilder(page, website.id, '?section=template');
    await page.getByRole('button', { name: 'Minimal', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Minimal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
    await dialog.getByText('The Minimal template requires a Pro subscription.').waitFor();
    await dialog.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    await toast(page, 'Upgrade to pro to access it.').getByRole('button', { name: 'Upgrade' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('modern');
  });

  test('the selection screen: lock overlays, hover preview, zoom, Enter applies, Escape returns', async () => {
    const website = await createWebsite(session.server, user.token, 'Screen Site');
    const page = await session.openPage({ token: user.token });
    await page.goto(`/templates/${website.id}`);
    await page.getByRole('heading', { name: 'Choose a Template' }).waitFor();
    await page.getByText('PREMIUM ONLY').first().waitFor();
    await page.getByText('PRO ONLY').first().waitFor();
    await page.getByRole('button', { name: 'Meridian', exact: true }).hover();
    await expect.poll(() => page.frameLocator('iframe[title="Template preview"]').locator('.site').first().getAttribute('class')).toContain('t-meridian');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('100%').waitFor();
    await page.getByRole('list', { name: 'Templates' }).getByRole('button', { name: 'Classic', exact: true }).click();
    await page.getByText('Selected: Classic').waitFor();
    await page.getByRole('heading', { name: 'Choose a Template' }).click();
    await page.keyboard.press('Enter');
    await toast(page, 'Template Classic applied successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === `/builder/${website.id}`);
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('default');

    await page.goto(`/templates/${website.id}`);
    await page.getByRole('heading', { name: 'Choose a Template' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === `/builder/${website.id}`);
  });

  test('modern template data: catalogue values without duplicates, saved and previewed', async () => {
    const website = await createWebsite(session.server, user.token, 'Modern Data');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=template-data');
    await page.getByRole('heading', { name: 'Modern Template Data' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Modern Template Data' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('group', { name: 'Popular values' }).getByRole('button', { name: '+ Integrity' }).click();
    await toast(page, 'Added "Integrity" to your values').waitFor();
    await page.getByRole('group', { name: 'Popular values' }).getByRole('button', { name: '+ Integrity' }).click();
    await toast(page, '"Integrity" is already added to your values').waitFor();
    await page.getByRole('group', { name: 'Popular skills' }).getByRole('button', { name: '+ Leadership' }).click();
    await page.getByRole('radio', { name: '5 stars, Expert' }).click();
    await page.getByLabel('Personal Tagline').fill('Frequency hopping, then and now');
    await preview(page).getByText('Integrity').first().waitFor();
    await save.click();
    await toast(page, 'Template data saved successfully!').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    const saved = await getWebsite(session.server, user.token, website.id);
    expect(saved.template_data).toMatchObject({ tagline: 'Frequency hopping, then and now', values: [{ title: 'Integrity' }], soft_skills: [{ name: 'Leadership', rating: 5 }] });

    // Reset to Defaults empties the form; leaving it unsaved is caught by the header's Save.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    // The browser warns before unloading unsaved work; accepting drops the reset.
    const warned = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
    await page.reload();
    expect(await warned).toBe('beforeunload');
    await page.getByRole('heading', { name: 'Modern Template Data' }).waitFor();
    expect(await page.getByLabel('Personal Tagline').inputValue()).toBe('Frequency hopping, then and now');
  });

  test('the modal selector: demo preview, apply, and it closes itself a second later', async () => {
    const website = await createWebsite(session.server, user.token, 'Modal Site');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=template-data');
    await page.getByRole('button', { name: 'Change Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your Template' });
    expect(await dialog.getByRole('button', { name: 'Apply Template' }).isDisabled()).toBe(true);
    const minimal = dialog.getByRole('listitem').filter({ hasText: 'A quiet single column' });
    await minimal.getByRole('button', { name: 'Preview Demo' }).click();
    await toast(page, 'Previewing Minimal with demo data').waitFor();
    await expect.poll(() => page.frameLocator('iframe[title="Template preview"]').locator('.site').first().getAttribute('class')).toContain('t-minimal');
    await dialog.getByRole('button', { name: 'Apply Template' }).click();
    await toast(page, 'Template Minimal applied successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Minimal has no form of its own: the default one counts what it draws from.
    await page.getByText('Template Customization').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('minimal');
  });

  test('an academic template (administrator: every tier) gets its own form, validated', async () => {
    const owner = await loginAdmin(session.server, admin.email, admin.password);
    const website = await createWebsite(session.server, owner.token, 'Academic Site');
    const page = await session.openPage({ token: owner.token });
    await openBuilder(page, website.id, '?section=template');
    await page.getByRole('button', { name: 'Scholar', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Scholar' }).click();
    await toast(page, 'Template Scholar applied successfully!').waitFor();
    await goToSection(page, /^Template Data/);
    await page.getByRole('heading', { name: 'Academic Portfolio Data' }).waitFor();
    await page.getByLabel('Scholar profile URL').fill('scholar.example');
    await page.getByLabel('Accuracy rate (%)').fill('140');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please enter a valid URL').waitFor();
    await page.getByLabel('Scholar profile URL').fill('https://scholar.example/hedy');
    await page.getByLabel('Accuracy rate (%)').fill('97.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Template data saved successfully!').waitFor();
    const saved = await getWebsite(session.server, owner.token, website.id);
    expect(saved.template_data).toMatchObject({ scholar_profile: 'https://scholar.example/hedy', research_metrics: { accuracy_rate: 97.5 } });
  });
});
