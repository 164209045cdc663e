import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/api';
import { createWebsite, getWebsite, openBuilder, preview, toast } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * Never losing a keystroke: two tabs on one website (the stale save gets the conflict dialog),
 * a save while offline (three attempts, then the network message), the leave warning, autosave.
 */

let session: Session;
let user: TestUser;

beforeAll(async () => {
  session = await startSession();
});

beforeEach(async () => {
  user = await createVerifiedUser(session.server, 'Katherine Johnson');
});

afterAll(async () => {
  await session?.close();
});


async function typeIntro(page: Page, text: string) {
  await page.getByLabel('Intro').fill(text);
  await page.getByText('Unsaved changes').waitFor();
}

describe('saving', () => {
  test('two tabs: the second save gets the conflict dialog; overwrite keeps its text, reload takes the other', async () => {
    const website = await createWebsite(session.server, user.token, 'Two Tabs');
    const first = await session.openPage({ token: user.token });
    const second = await session.openPage({ token: user.token });
    await openBuilder(first, website.id, '?section=personal');
    await openBuilder(second, website.id, '?section=personal');

    await typeIntro(first, 'Written in the first tab');
    await first.getByTestId('builder-save').click();
    await toast(first, 'Changes saved successfully.').waitFor();

    await typeIntro(second, 'Written in the second tab');
    await second.getByTestId('builder-save').click();
    const conflict = second.getByRole('alertdialog', { name: 'This website was changed elsewhere' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await toast(second, 'Changes saved successfully.').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).intro).toBe('Written in the second tab');

    // The first tab is now the stale one: it reloads and drops its edit.
    await typeIntro(first, 'A late edit in the first tab');
    await first.getByTestId('builder-save').click();
    const again = first.getByRole('alertdialog', { name: 'This website was changed elsewhere' });
    await again.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => first.getByLabel('Intro').inputValue()).toBe('Written in the second tab');
    await preview(first).getByText('Written in the second tab').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).intro).toBe('Written in the second tab');
  });

  test('offline during a save: retried twice (1 s, 2 s), then the network message; saved once back online', async () => {
    const website = await createWebsite(session.server, user.token, 'Offline Site');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=personal');
    await typeIntro(page, 'Typed while the network was down');
    await page.context().setOffline(true);
    const started = Date.now();
    await page.getByTestId('builder-save').click();
    await page.getByText('Retrying (2/3)…').waitFor();
    await page.getByText('Retrying (3/3)…').waitFor();
    await toast(page, 'Save failed: Network error. Please check your connection.').waitFor();
    // Three attempts with 1 s and 2 s between them (plus the 300 ms click debounce).
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    await page.getByText('Save failed', { exact: true }).waitFor();
    // Nothing typed was lost.
    expect(await page.getByLabel('Intro').inputValue()).toBe('Typed while the network was down');

    await page.context().setOffline(false);
    await page.getByTestId('builder-save').click();
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.reload();
    await page.getByLabel('Intro').waitFor();
    expect(await page.getByLabel('Intro').inputValue()).toBe('Typed while the network was down');
  });

  test('leaving with unsaved changes asks first; autosave saves after 30 s', async () => {
    const website = await createWebsite(session.server, user.token, 'Leave Site');
    const page = await session.openPage({ token: user.token });
    // The page's own clock, which runs as usual until the test moves it on past the autosave's 30 s.
    await page.clock.install();
    await openBuilder(page, website.id, '?section=personal&preview=false');
    await typeIntro(page, 'Not saved yet');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/builder/${website.id}`);

    // Autosave: 20 s on, nothing yet; 30 s on, the change is saved without a click.
    await page.clock.fastForward(20_000);
    expect(await page.getByText('Unsaved changes').first().isVisible()).toBe(true);
    await page.clock.fastForward(10_000);
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).intro).toBe('Not saved yet');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
