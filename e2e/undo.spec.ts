import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVerifiedUser } from './support/api';
import { axeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { addItems, createWebsite, getWebsite, goToSection, openBuilder, pngBytes, preview, toast, updateWebsite } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * Undo and redo in the builder: a field edit, a deletion and a reorder are taken back with the
 * keyboard, one is done again, and the server (a reload) and the live preview agree.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

const titles = (page: Page) => page.getByRole('list', { name: 'Work Experience' }).getByRole('heading', { level: 3 }).allInnerTexts();
const roles = ['First Role', 'Second Role', 'Third Role'];

/** The header's Undo and Redo (the delete toast has an Undo of its own). */
function historyButtons(page: Page) {
  const header = page.getByRole('banner', { name: 'Website builder' });
  return { undoButton: header.getByRole('button', { name: 'Undo', exact: true }), redoButton: header.getByRole('button', { name: 'Redo', exact: true }) };
}

function previewFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/_preview/live'));
  if (!frame) throw new Error('no live preview frame');
  return frame;
}

/**
 * Presses `keys` and answers the milliseconds from the keydown (seen by the page) to the moment the
 * preview frame shows `texts` in that order inside `selector`. Both sides read the same clock
 * (performance.timeOrigin + performance.now()), although the frame is on the site's origin.
 */
async function keyToPreview(page: Page, keys: string, selector: string, texts: string[]): Promise<number> {
  const frame = previewFrame(page);
  await page.evaluate(() => {
    const record = () => Object.assign(window, { undoKeyAt: performance.timeOrigin + performance.now() });
    window.addEventListener('keydown', record, { capture: true, once: true });
  });
  await frame.evaluate(
    ({ selector, texts }) => {
      const shown = () => {
        const text = document.querySelector<HTMLElement>(selector)?.innerText ?? '';
        let from = 0;
        for (const wanted of texts) {
          const at = text.indexOf(wanted, from);
          if (at < 0) return false;
          from = at + wanted.length;
        }
        return true;
      };
      const done = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
      Object.assign(window, { previewShownAt: done });
    },
    { selector, texts },
  );
  await page.keyboard.press(keys);
  const shownAt = await frame.evaluate(() => (window as unknown as { previewShownAt: Promise<number> }).previewShownAt);
  const keyAt = await page.evaluate(() => (window as unknown as { undoKeyAt: number }).undoKeyAt);
  return shownAt - keyAt;
}

describe('undo and redo in the builder', () => {
  test('a field edit, a deletion and a reorder are undone with the keyboard, one is redone; preview and reload agree', async () => {
    const user = await createVerifiedUser(session.server, 'Ada Lovelace');
    const website = await createWebsite(session.server, user.token, 'Ada Lovelace');
    await addItems(session.server, user.token, website.id, 'experiences', [
      { position: 'First Role', name: 'One', date: 'Jan 2022' },
      { position: 'Second Role', name: 'Two', date: 'Jan 2021' },
      { position: 'Third Role', name: 'Three', date: 'Jan 2020' },
    ]);
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=personal');
    const { undoButton, redoButton } = historyButtons(page);
    expect(await undoButton.isDisabled()).toBe(true);
    expect(await redoButton.isDisabled()).toBe(true);

    // 1. A field edit, typed key by key (one history step) and saved.
    const name = page.getByLabel('Full name');
    await name.fill('');
    await name.pressSequentially('Ada King', { delay: 20 });
    await preview(page).getByRole('heading', { name: 'Ada King', level: 1 }).waitFor();
    await page.getByTestId('builder-save').click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).name).toBe('Ada King');
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo edited full name (Ctrl+Z)');

    // 2. A deletion, whose dialog no longer says it cannot be undone, and whose toast offers Undo.
    await goToSection(page, /Experience/);
    await page.getByRole('button', { name: 'Delete Second Role' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete "Second Role"?').waitFor();
    expect(await confirm.getByText(/cannot be undone/).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Experience deleted successfully').getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(() => titles(page)).toEqual(['First Role', 'Third Role']);

    // 3. A reorder by keyboard: Third above First.
    const third = page.getByRole('button', { name: 'Reorder Third Role' });
    await third.focus();
    await page.keyboard.press('Space');
    await page.getByText('Third Role moved to position 2 of 2.').waitFor({ state: 'attached' });
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Third Role moved to position 1 of 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => titles(page)).toEqual(['Third Role', 'First Role']);
    await expect.poll(async () => (await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position)).toEqual(['Third Role', 'First Role']);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo reordered experiences (Ctrl+Z)');

    // Undo all three with the keyboard, timing each from keystroke to preview.
    const latencies: number[] = [];
    latencies.push(await keyToPreview(page, 'Control+z', 'body', ['First Role', 'Third Role']));
    await expect.poll(() => titles(page)).toEqual(['First Role', 'Third Role']);
    await page.getByRole('status').filter({ hasText: 'Undid: reordered experiences' }).waitFor({ state: 'attached' });
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo deleted experience (Ctrl+Z)');

    await page.keyboard.press('Control+z');
    // The deleted item comes back where it was, on the server too.
    await expect.poll(() => titles(page)).toEqual(roles);
    await expect.poll(async () => (await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position)).toEqual(roles);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo edited full name (Ctrl+Z)');

    latencies.push(await keyToPreview(page, 'Control+z', 'h1', ['Ada Lovelace']));
    await page.getByRole('status').filter({ hasText: 'Undid: edited full name' }).waitFor({ state: 'attached' });
    expect(await undoButton.isDisabled()).toBe(true);
    // The field's undo is an unsaved edit, like typing it.
    await page.getByRole('button', { name: 'Save Changes' }).first().waitFor();

    // Redo one (the last undone, the name) with Ctrl+Shift+Z: it matches the server again.
    await page.keyboard.press('Control+Shift+z');
    await preview(page).getByRole('heading', { name: 'Ada King', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await expect.poll(() => redoButton.getAttribute('title')).toBe('Redo deleted experience (Ctrl+Shift+Z)');
    await expect.poll(async () => (await preview(page).getByText(/^(First|Second|Third) Role$/).allInnerTexts()).slice(0, 3)).toEqual(roles);

    console.warn(`undo latency, keystroke to preview: ${latencies.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (reorder, field edit)`);
    // The target is under 150 ms; the bound here leaves room for a loaded test machine (the figures are printed above).
    for (const ms of latencies) expect(ms).toBeLessThan(300);

    // axe on the builder with the new buttons, and the header's picture under npm run screens.
    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await screenshot(page, 'builder-undo-header');

    await page.reload();
    await page.getByRole('banner', { name: 'Website builder' }).waitFor();
    await goToSection(page, /Experience/);
    await page.getByRole('list', { name: 'Work Experience' }).waitFor();
    expect(await titles(page)).toEqual(roles);
    await preview(page).getByRole('heading', { name: 'Ada King', level: 1 }).waitFor();
    expect(await undoButton.isDisabled()).toBe(true);
    const saved = await getWebsite(session.server, user.token, website.id);
    expect(saved.name).toBe('Ada King');
    expect(saved.experiences.map((item) => item.position)).toEqual(roles);
  });

  test('the phone header shows Undo and Redo; Undo in the delete toast takes the deletion back', async () => {
    const user = await createVerifiedUser(session.server, 'Grace Hopper');
    const website = await createWebsite(session.server, user.token, 'Grace Hopper');
    await addItems(session.server, user.token, website.id, 'experiences', [{ position: 'Only Role', name: 'Navy', date: 'Jan 1943' }]);
    const page = await session.openPage({ token: user.token, width: 375 });
    await openBuilder(page, website.id, '?section=experience&preview=false');
    await page.getByRole('button', { name: 'Delete Only Role' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No work experience added').waitFor();
    const { undoButton, redoButton } = historyButtons(page);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo deleted experience (Ctrl+Z)');
    await screenshot(page, 'builder-undo-header');
    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);

    await toast(page, 'Experience deleted successfully').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => titles(page)).toEqual(['Only Role']);
    await expect.poll(() => redoButton.getAttribute('title')).toBe('Redo deleted experience (Ctrl+Shift+Z)');
    expect((await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position)).toEqual(['Only Role']);
  });

  test('template data typed in its form and a template switch are undone and redone, in the form, the preview and on the server', async () => {
    const user = await createVerifiedUser(session.server, 'Hedy Lamarr');
    const website = await createWebsite(session.server, user.token, 'Hedy Lamarr');
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=template-data');
    await page.getByRole('heading', { name: 'Modern Template Data' }).waitFor();
    const { undoButton, redoButton } = historyButtons(page);
    const tagline = page.getByLabel('Personal Tagline');
    await tagline.pressSequentially('Frequency hopping', { delay: 20 });
    await preview(page).getByText('Frequency hopping').first().waitFor();
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo edited template data (Ctrl+Z)');
    // Ctrl+Z in the field is the builder's: the whole typing goes at once, the form and preview follow.
    await page.keyboard.press('Control+z');
    await expect.poll(() => tagline.inputValue()).toBe('');
    await expect.poll(() => preview(page).getByText('Frequency hopping').count()).toBe(0);
    await page.keyboard.press('Control+y');
    await expect.poll(() => tagline.inputValue()).toBe('Frequency hopping');
    await page.getByRole('button', { name: 'Save Modern Template Data' }).click();
    await toast(page, 'Template data saved successfully!').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).template_data).toMatchObject({ tagline: 'Frequency hopping' });

    // A template switch, undone through the same versioned write.
    const before = (await getWebsite(session.server, user.token, website.id)).template_slug;
    expect(before).toBe('modern');
    await openBuilder(page, website.id, '?section=template');
    await page.getByRole('button', { name: 'Minimal', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Minimal' }).click();
    await toast(page, 'Template Minimal applied successfully!').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).template_slug).toBe('minimal');
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo switched template (Ctrl+Z)');
    await undoButton.click();
    await expect.poll(async () => (await getWebsite(session.server, user.token, website.id)).template_slug).toBe('modern');
    await page.getByRole('button', { name: 'Modern, current template' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Undid: switched template' }).waitFor({ state: 'attached' });
    expect(await redoButton.isDisabled()).toBe(false);
  });

  test('an undo never overwrites another tab’s change: the 409 stops it with the conflict dialog', async () => {
    const user = await createVerifiedUser(session.server, 'Katherine Johnson');
    const website = await createWebsite(session.server, user.token, 'Katherine Johnson');
    await addItems(session.server, user.token, website.id, 'experiences', [
      { position: 'First Role', name: 'One', date: 'Jan 2022' },
      { position: 'Second Role', name: 'Two', date: 'Jan 2021' },
    ]);
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=experience&preview=false');
    const { undoButton } = historyButtons(page);
    await page.getByRole('button', { name: 'Delete Second Role' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => titles(page)).toEqual(['First Role']);

    // Another tab renames the website meanwhile.
    await updateWebsite(session.server, user.token, website.id, { name: 'Renamed elsewhere' });
    await page.keyboard.press('Control+z');
    const conflict = page.getByRole('alertdialog', { name: 'This website was changed elsewhere' });
    await conflict.waitFor();
    // Nothing was written while the dialog asks.
    expect((await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position)).toEqual(['First Role']);
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await conflict.waitFor({ state: 'hidden' });
    // The other tab's version stands, the deletion stays, and the history is over.
    const saved = await getWebsite(session.server, user.token, website.id);
    expect(saved.name).toBe('Renamed elsewhere');
    expect(saved.experiences.map((item) => item.position)).toEqual(['First Role']);
    await expect.poll(() => undoButton.isDisabled()).toBe(true);
    expect(await titles(page)).toEqual(['First Role']);
  });

  test('a picture upload and removal are undone and redone through the same uploads', async () => {
    const user = await createVerifiedUser(session.server, 'Margaret Hamilton');
    const website = await createWebsite(session.server, user.token, 'Margaret Hamilton');
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=personal&preview=false');
    const { undoButton, redoButton } = historyButtons(page);
    const picture = async () => (await getWebsite(session.server, user.token, website.id)).flat_picture;

    await page.getByLabel('Profile picture file').setInputFiles([{ name: 'margaret.png', mimeType: 'image/png', buffer: pngBytes }]);
    await toast(page, 'Image uploaded successfully!').waitFor();
    expect(await picture()).toMatch(/\.webp$/);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo changed profile picture (Ctrl+Z)');
    await undoButton.click();
    await expect.poll(picture).toBeNull();
    await page.getByRole('button', { name: 'Upload picture' }).waitFor();
    await redoButton.click();
    await expect.poll(picture).toMatch(/\.webp$/);
    await page.getByRole('button', { name: 'Remove' }).waitFor();

    // Removing it, then undo: the same picture is uploaded again.
    await page.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Image removed successfully!').waitFor();
    await expect.poll(picture).toBeNull();
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Undo removed profile picture (Ctrl+Z)');
    await page.keyboard.press('Control+z');
    await expect.poll(picture).toMatch(/\.webp$/);
    await page.getByRole('button', { name: 'Remove' }).waitFor();
  });
});
