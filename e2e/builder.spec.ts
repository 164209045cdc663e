import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/api';
import { addItems, createWebsite, getWebsite, goToSection, openBuilder, pngBytes, preview, toast, updateWebsite } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * The builder's editing journeys: every section edited from the UI shows in the live preview
 * (the site origin's page in an iframe), is persisted through the API, and survives a reload.
 */

let session: Session;
let user: TestUser;

beforeAll(async () => {
  session = await startSession();
});

// The free plan allows one website: each journey gets its own account (10 sign-ups per server and hour).
beforeEach(async () => {
  user = await createVerifiedUser(session.server, 'Ada Lovelace');
});

afterAll(async () => {
  await session?.close();
});


describe('the builder', () => {
  test('opens a new website on the template section, in preview mode, and previews from the site origin', async () => {
    const website = await createWebsite(session.server, user.token, 'Ada Lovelace');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id);
    // New (under 5 minutes) and on the modern template: the template section first (builder.md section 4).
    await page.getByRole('heading', { name: 'Choose Template' }).waitFor();
    await page.getByRole('region', { name: 'Live Preview' }).waitFor();
    const frame = page.locator('iframe[title="Live preview"]');
    expect(await frame.getAttribute('src')).toBe(`http://${website.subdomain}.localhost:${new URL(session.server.url).port}/_preview/live`);
    await preview(page).getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    // The frame is exactly as wide as the device, so the template's own responsive rules apply.
    expect(await frame.evaluate((element) => element.style.width)).toBe('450px');
    await page.getByRole('radio', { name: 'Desktop (900 px)' }).click();
    expect(await frame.evaluate((element) => element.style.width)).toBe('900px');
    await page.getByRole('button', { name: 'Focus mode: widen the preview' }).click();
    await page.getByRole('button', { name: 'Exit focus mode' }).click();

    // Visibility, with the server's messages.
    await page.getByRole('button', { name: 'Website visibility: Draft' }).click();
    await page.getByRole('menuitemradio', { name: /Published/ }).click();
    await toast(page, 'Website is now published and publicly accessible').waitFor();
    await page.getByRole('button', { name: 'Website visibility: Published' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).status).toBe('published');
    // Kept out of search engines, from the same menu.
    await page.getByRole('button', { name: 'Website visibility: Published' }).click();
    const indexing = page.getByRole('menuitemcheckbox', { name: /Show in search engines/ });
    expect(await indexing.getAttribute('aria-checked')).toBe('true');
    await indexing.click();
    await toast(page, 'Your site now asks search engines not to list it.').waitFor();
    expect(await indexing.getAttribute('aria-checked')).toBe('false');
    expect((await getWebsite(session.server, user.token, website.id)).search_indexing).toBe(false);
    await page.keyboard.press('Escape');

    // preview=false starts in edit mode: no preview panel.
    await openBuilder(page, website.id, '?preview=false&section=personal');
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    expect(await page.getByRole('region', { name: 'Live Preview' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Preview Mode' }).click();
    await page.getByRole('region', { name: 'Live Preview' }).waitFor();
    // /builder goes to the active website (the first one created is active).
    await page.goto('/builder');
    await page.waitForURL((url) => url.pathname === `/builder/${website.id}`);
  });

  test('personal information: validation, save, preview and reload', async () => {
    const website = await createWebsite(session.server, user.token, 'Personal Site');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=personal');
    await page.getByLabel('Full name').fill('Grace Brewster Hopper');
    await page.getByLabel('Intro').fill('Rear admiral and computing pioneer');
    await preview(page).getByText('Rear admiral and computing pioneer').waitFor();
    await page.getByLabel('Email').fill('grace@navy');
    // Checked 500 ms after the last change.
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByTestId('builder-save').click();
    await toast(page, 'Please fix validation errors before saving.').waitFor();
    await page.getByLabel('Email').fill('grace@navy.mil');
    await page.getByLabel('Location').fill('Arlington, Virginia');
    await page.getByRole('switch', { name: /Available for freelance/ }).click();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByTestId('builder-save').click();
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    // Nothing left: Save says so.
    await page.getByTestId('builder-save').click();
    await toast(page, 'No changes to save').waitFor();

    // Profile picture: checked in the browser, re-encoded by the server, shown in the preview.
    await page.getByLabel('Profile picture file').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await page.getByText('Please select an image file').waitFor();
    await page.getByLabel('Profile picture file').setInputFiles([{ name: 'grace.png', mimeType: 'image/png', buffer: pngBytes }]);
    await toast(page, 'Image uploaded successfully!').waitFor();
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).flat_picture).toMatch(/\.webp$/);

    await page.reload();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Brewster Hopper');
    await page.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Image removed successfully!').waitFor();
    await page.getByRole('button', { name: 'Upload picture' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('grace@navy.mil');
    expect(await page.getByRole('switch', { name: /Available for freelance/ }).getAttribute('aria-checked')).toBe('true');
    const saved = await getWebsite(session.server, user.token, website.id);
    expect(saved.contact).toMatchObject({ email: 'grace@navy.mil', location: 'Arlington, Virginia', available_for_freelance: true });
  });

  test('list sections: add each with validation, see it in the preview, find it after a reload', async () => {
    const website = await createWebsite(session.server, user.token, 'Sections Site');
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=experience');

    // Experience, with the spec's validation messages.
    await page.getByText('No work experience added').waitFor();
    await page.getByRole('button', { name: 'Add Experience' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Work Experience' });
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    for (const message of ['Job title is required', 'Company name is required', 'Start date is required']) await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Job title').fill('Analyst');
    await dialog.getByLabel('Company').fill('Analytical Engines Ltd');
    await dialog.getByLabel('Start date month').selectOption('03');
    await dialog.getByLabel('Start date year').selectOption('2021');
    await dialog.getByLabel('End date month').selectOption('01');
    await dialog.getByLabel('End date year').selectOption('2020');
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    await dialog.getByText('End date must be after start date').waitFor();
    await dialog.getByLabel('I currently work here').check();
    await dialog.getByLabel('Skills', { exact: true }).fill('Mathematics, Poetry,');
    await dialog.getByLabel('Skills', { exact: true }).fill(' mathematics ');
    await dialog.getByLabel('Skills', { exact: true }).press('Enter');
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    await toast(page, 'Experience added successfully!').waitFor();
    await page.getByRole('article', { name: 'Analyst' }).getByText('Mar 2021 - Present').waitFor();
    await preview(page).getByText('Analytical Engines Ltd').first().waitFor();

    // Education.
    await goToSection(page, /^Education/);
    await page.getByText('No education added').waitFor();
    await page.getByRole('button', { name: 'Add Education' }).first().click();
    const education = page.getByRole('dialog', { name: 'Add Education' });
    await education.getByLabel('Degree type').selectOption('master');
    await education.getByLabel('Degree', { exact: true }).fill('Mathematics');
    await education.getByLabel('Institution').fill('University of London');
    await education.getByLabel('Start date month').selectOption('09');
    await education.getByLabel('Start date year').selectOption('2015');
    await education.getByLabel('Honors').selectOption('cum_laude');
    await education.getByRole('button', { name: 'Add Education' }).click();
    await toast(page, 'Education added successfully!').waitFor();
    await page.getByRole('article', { name: 'Master of Mathematics, Cum Laude' }).waitFor();
    await preview(page).getByText('University of London').first().waitFor();

    // Skills: duplicates refused whatever their case.
    await goToSection(page, /^Skills/);
    await page.getByText('No skills added yet').waitFor();
    await page.getByRole('button', { name: 'Add Skill Category' }).first().click();
    const skills = page.getByRole('dialog', { name: 'Add Skill Category' });
    await skills.getByRole('button', { name: 'Add Category' }).click();
    await skills.getByText('Category name is required').waitFor();
    await skills.getByText('At least one skill is required').waitFor();
    await skills.getByLabel('Category name').fill('Programming Languages');
    await skills.getByLabel('Skill name').fill('Ada');
    await skills.getByLabel('Skill name').press('Enter');
    await skills.getByLabel('Skill name').fill('ADA');
    await skills.getByLabel('Skill name').press('Enter');
    await skills.getByText('“ADA” is already in this category').waitFor();
    await skills.getByLabel('Level of the new skill').selectOption('expert');
    await skills.getByLabel('Skill name').fill('Fortran');
    await skills.getByRole('button', { name: 'Add Skill' }).click();
    await skills.getByRole('button', { name: 'Add Category' }).click();
    await toast(page, 'Skills added successfully!').waitFor();
    await page.getByRole('article', { name: 'Programming Languages' }).getByText('Expert').waitFor();
    await preview(page).getByText('Fortran').first().waitFor();

    // Projects, with an image uploaded on save (progress, then a thumbnail).
    await goToSection(page, /^Projects/);
    await page.getByText('No projects added').waitFor();
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const project = page.getByRole('dialog', { name: 'Add Project' });
    await project.getByLabel('Project name').fill('Difference Engine Notes');
    await project.getByLabel('Description').fill('Notes on the Analytical Engine, with the first published algorithm.');
    await project.getByLabel('Live demo URL').fill('not a url');
    await project.getByRole('button', { name: 'Add Project' }).click();
    await project.getByText('Please enter a valid URL').waitFor();
    await project.getByLabel('Live demo URL').fill('https://example.org/notes');
    await project.getByLabel('Project image files').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await project.getByText('Please select image files only').waitFor();
    await project.getByLabel('Project image files').setInputFiles([{ name: 'engine.png', mimeType: 'image/png', buffer: pngBytes }]);
    await project.getByRole('img', { name: 'engine.png' }).waitFor();
    await project.getByRole('button', { name: 'Add Project' }).click();
    await toast(page, 'Project added successfully!').waitFor();
    await toast(page, 'Image uploaded successfully!').waitFor();
    const card = page.getByRole('article', { name: 'Difference Engine Notes' });
    await card.getByRole('list', { name: '1 images' }).waitFor();
    await card.getByRole('link', { name: 'Live Demo' }).waitFor();
    await preview(page).getByText('Difference Engine Notes').first().waitFor();

    // Trainings.
    await goToSection(page, /^Trainings/);
    await page.getByText('No trainings added').waitFor();
    await page.getByRole('button', { name: 'Add Training' }).first().click();
    const training = page.getByRole('dialog', { name: 'Add Training' });
    await training.getByRole('button', { name: 'Add Training' }).click();
    await training.getByText('Training name is required').waitFor();
    await training.getByText('Institution/Provider is required').waitFor();
    await training.getByRole('button', { name: '+ Professional Scrum Master I (PSM I)' }).click();
    await training.getByRole('button', { name: 'Add Training' }).click();
    await toast(page, 'Training added successfully').waitFor();
    await preview(page).getByText('Professional Scrum Master I (PSM I)').first().waitFor();

    // Sidebar counts follow.
    const nav = page.getByRole('navigation', { name: 'Builder sections' });
    await nav.getByRole('button', { name: 'Work Experience, 1 item' }).waitFor();
    await nav.getByRole('button', { name: 'Trainings & Certifications, 1 item' }).waitFor();

    // Reload: everything is there.
    await page.reload();
    await page.getByRole('navigation', { name: 'Builder sections' }).waitFor();
    const saved = await getWebsite(session.server, user.token, website.id);
    expect(saved.experiences[0]).toMatchObject({ position: 'Analyst', name: 'Analytical Engines Ltd', place: 'Analytical Engines Ltd', date: 'Mar 2021 - Present', skills: ['Mathematics', 'Poetry'] });
    expect(saved.educations[0]).toMatchObject({ degree: 'Master of Mathematics, Cum Laude', date: 'Sep 2015' });
    expect(saved.skills[0]?.info).toEqual([
      { name: 'Ada', level: 'intermediate' },
      { name: 'Fortran', level: 'expert' },
    ]);
    expect(saved.projects[0]?.pictures).toHaveLength(1);
    expect(saved.trainings[0]).toMatchObject({ institute: 'Scrum.org' });
    await preview(page).getByText('Difference Engine Notes').first().waitFor();
  });

  test('editing and deleting an item, with the confirmation of builder.md', async () => {
    const website = await createWebsite(session.server, user.token, 'Edit Site');
    await addItems(session.server, user.token, website.id, 'experiences', [{ position: 'Engineer', name: 'Acme', date: 'Jan 2019 - Dec 2020' }]);
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=experience');
    await page.getByRole('button', { name: 'Edit Engineer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Work Experience' });
    // The stored text is parsed back into months.
    expect(await dialog.getByLabel('Start date month').inputValue()).toBe('01');
    expect(await dialog.getByLabel('End date year').inputValue()).toBe('2020');
    await dialog.getByLabel('Job title').fill('Senior Engineer');
    // The preview follows the modal as it is typed, before any save.
    await preview(page).getByText('Senior Engineer').first().waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Experience updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Delete Senior Engineer' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete "Senior Engineer"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Experience deleted successfully').waitFor();
    await page.getByText('No work experience added').waitFor();
    expect((await getWebsite(session.server, user.token, website.id)).experiences).toHaveLength(0);
  });
});

describe('reordering', () => {
  const titles = async (page: Page) => page.getByRole('list', { name: 'Work Experience' }).getByRole('heading', { level: 3 }).allInnerTexts();

  test('by drag and by keyboard, persisted and shown in the preview', async () => {
    const website = await createWebsite(session.server, user.token, 'Order Site');
    await addItems(session.server, user.token, website.id, 'experiences', [
      { position: 'First Role', name: 'One', date: 'Jan 2022' },
      { position: 'Second Role', name: 'Two', date: 'Jan 2021' },
      { position: 'Third Role', name: 'Three', date: 'Jan 2020' },
    ]);
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=experience');
    expect(await titles(page)).toEqual(['First Role', 'Second Role', 'Third Role']);

    // Drag the third above the first with the mouse.
    const handle = page.getByRole('button', { name: 'Reorder Third Role' });
    const target = page.getByRole('button', { name: 'Reorder First Role' });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no handle boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 12);
    }
    await page.mouse.up();
    await expect.poll(() => titles(page)).toEqual(['Third Role', 'First Role', 'Second Role']);
    await expect
      .poll(async () => (await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position))
      .toEqual(['Third Role', 'First Role', 'Second Role']);

    // Keyboard: Space lifts, arrows move, Space drops.
    const third = page.getByRole('button', { name: 'Reorder Third Role' });
    await third.focus();
    await page.keyboard.press('Space');
    // Lifted (dnd-kit marks the handle pressed while it drags); each arrow moves one place.
    await expect.poll(() => third.getAttribute('aria-pressed')).toBe('true');
    // dnd-kit listens for the arrows from a timer after the lift (announced as a move to position 1),
    // and a key pressed mid-move is dropped: each key waits for the previous one's announcement.
    await page.getByText('Third Role moved to position 1 of 3.').waitFor({ state: 'attached' });
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.getByText('Third Role moved to position 2 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText('Third Role moved to position 3 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => titles(page)).toEqual(['First Role', 'Second Role', 'Third Role']);
    await expect
      .poll(async () => (await getWebsite(session.server, user.token, website.id)).experiences.map((item) => item.position))
      .toEqual(['First Role', 'Second Role', 'Third Role']);
    // The preview follows by message, a moment after the list.
    await expect.poll(async () => (await preview(page).getByText(/^(First|Second|Third) Role$/).allInnerTexts()).slice(0, 3)).toEqual(['First Role', 'Second Role', 'Third Role']);

    await page.reload();
    await page.getByRole('list', { name: 'Work Experience' }).waitFor();
    expect(await titles(page)).toEqual(['First Role', 'Second Role', 'Third Role']);
  });

  test('an unbroken 200-character word in the user\'s text wraps: no section is wider than the screen', async () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(5).slice(0, 200);
    const website = await createWebsite(session.server, user.token, word.slice(0, 120));
    await updateWebsite(session.server, user.token, website.id, { intro: word, description: word, contact: { email: 'long@example.com', title: word, description: word, location: word } });
    await addItems(session.server, user.token, website.id, 'experiences', [{ position: word, name: word, place: word, date: 'Mar 2021 - Present', description: word, skills: [word.slice(0, 100)] }]);
    await addItems(session.server, user.token, website.id, 'projects', [{ title: word, category: word.slice(0, 60), date: 'Jan 2023', description: word, technologies: [word.slice(0, 100)] }]);
    await addItems(session.server, user.token, website.id, 'educations', [{ degree: word, name: word, place: word, date: 'Sep 2015', description: word, skills: [word.slice(0, 100)] }]);
    await addItems(session.server, user.token, website.id, 'skills', [{ title: word.slice(0, 100), info: [{ name: word.slice(0, 80), level: 'expert' }] }]);
    await addItems(session.server, user.token, website.id, 'trainings', [{ title: word, institute: word, date: 'Nov 2019', description: word, skills: [word.slice(0, 100)] }]);
    const sections: Array<[string, string]> = [
      ['personal', 'Personal Information'],
      ['experience', 'Work Experience'],
      ['education', 'Education'],
      ['skills', 'Skills & Expertise'],
      ['projects', 'Projects & Portfolio'],
      ['trainings', 'Trainings & Certifications'],
    ];
    for (const width of [375, 1280]) {
      const page = await session.openPage({ token: user.token, width });
      try {
        for (const [section, heading] of sections) {
          await openBuilder(page, website.id, `?section=${section}`);
          // A new website opens in preview mode: the editor is the other half of the switch.
          const edit = page.getByRole('radio', { name: 'Edit Mode' });
          if ((await edit.getAttribute('aria-checked')) !== 'true') await edit.click();
          await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${heading} at ${width} px`).toBeLessThanOrEqual(0);
          // Nor does the word run out of its box, or past the screen, where an ancestor hides the overflow (truncated with an ellipsis on purpose is fine).
          const past = await page.evaluate(() =>
            Array.from(document.querySelectorAll('body *'))
              .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes('Pneumono')))
              .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis' && !element.closest('.line-clamp-1,.line-clamp-2,.line-clamp-3'))
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 0 && (box.right > window.innerWidth + 1 || element.scrollWidth > element.clientWidth + 1);
              })
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
          );
          expect(past, `${heading} at ${width} px: ${JSON.stringify(past)}`).toEqual([]);
        }
      } finally {
        await page.close();
      }
    }
  });
});
