import type { BlogPost } from '@folio/schema';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { subscribe, toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { addItems, createWebsite, getWebsite, openBuilder, updateWebsite } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * The builder's Blog & Articles section: a pro user writes a post in the rich-text editor (a
 * heading, a list, a link and an image), saves it as a draft, edits it, schedules it and publishes
 * it, and a visitor reads it on the published site in two templates. Free gets the upgrade card.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

const siteUrl = (subdomain: string, path = '/') => `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}${path}`;

async function posts(user: TestUser, websiteId: number): Promise<BlogPost[]> {
  return (await callApi<{ data: BlogPost[] }>(session.server, 'GET', `/websites/${websiteId}/blog-posts`, undefined, user.token)).body.data;
}

async function applyTemplate(user: TestUser, websiteId: number, slug: string) {
  const { version } = await getWebsite(session.server, user.token, websiteId);
  const answer = await callApi(session.server, 'PUT', `/websites/${websiteId}/template`, { version, template_slug: slug }, user.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A pro member's published website with an experience and a project a post can link to. */
async function proWebsite(name: string) {
  const user = await createVerifiedUser(session.server, name);
  await subscribe(session.server, user.token, 'pro');
  const website = await createWebsite(session.server, user.token, name);
  await addItems(session.server, user.token, website.id, 'experiences', [{ position: 'Lead Engineer', name: 'MIT Instrumentation Lab', date: 'Jan 1961 - Jul 1969' }]);
  await addItems(session.server, user.token, website.id, 'projects', [{ title: 'Apollo Guidance Computer', description: 'Flight software.' }]);
  await updateWebsite(session.server, user.token, website.id, { status: 'published' });
  return { user, website };
}

const dialog = (page: Page) => page.getByRole('dialog');
const editorBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Content' });

/** Pastes HTML into the editor the way a browser delivers a paste from a web page or a word processor. */
async function pasteHtml(page: Page, html: string) {
  await editorBox(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'plain');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** What a visitor sees of the post on the published site: its title, heading, list item, link and a loaded image. */
async function readPost(page: Page, subdomain: string, slug: string) {
  const response = await page.goto(siteUrl(subdomain, `/blog/${slug}`));
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Lessons from the guidance computer' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Why it mattered' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: 'Restart protection' }).waitFor();
  expect(await page.getByRole('link', { name: 'https://example.com/apollo-talk' }).getAttribute('href')).toBe('https://example.com/apollo-talk');
  const image = page.getByRole('img', { name: 'Guidance computer panel' });
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  // Shown whole, in proportion, within the column.
  const box = await image.boundingBox();
  expect(box && Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Nothing the paste carried in survives to the page.
  const article = await page.locator('article.post').innerHTML();
  expect(article).not.toMatch(/<script|<iframe|<style|onclick|javascript:|color:\s*red/i);
  expect(article).toContain('Pasted safely');
  return page.evaluate(() => [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('')).join('').length);
}

describe('the blog in the builder', () => {
  test('free: the upgrade card lists what Pro brings and leads to the plans page', async () => {
    const user = await createVerifiedUser(session.server, 'Free Writer');
    const website = await createWebsite(session.server, user.token, 'Free Writer');
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token: user.token, width, colorScheme });
      await openBuilder(page, website.id, '?section=blog&preview=false');
      await page.getByRole('heading', { name: 'Blog & Articles' }).waitFor();
      await page.getByText('Blog Feature Requires Pro Plan').waitFor();
      await page.getByText('A blog: rich text posts with SEO and tags').waitFor();
      const upgrade = page.getByRole('link', { name: 'Upgrade to Pro Plan' });
      expect(await upgrade.getAttribute('href')).toBe('/subscription/plans?plan=pro&billing=monthly');
      expect(await page.getByRole('button', { name: 'Add Blog Post' }).count()).toBe(0);
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await screenshot(page, 'builder-blog-upgrade');
      await page.close();
    }
  });

  test('pro: writes a post with a heading, a list, a link and an image, saves a draft, edits, schedules and publishes it; a visitor reads it in two templates', async () => {
    const { user, website } = await proWebsite('Margaret Hamilton');
    await applyTemplate(user, website.id, 'modern');
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=blog&preview=false');
    await page.getByRole('heading', { name: 'Blog & Articles' }).waitFor();
    await page.getByText('No Blog Posts Yet').waitFor();
    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Blog Post' }).waitFor();
    const save = dialog(page).getByRole('button', { name: 'Add Blog Post' });
    expect(await save.isDisabled()).toBe(true);
    const hint = dialog(page).getByText('Add a title and some content to save.');
    await hint.waitFor();
    await screenshot(page, 'builder-blog-new');

    // The slug follows the title.
    await dialog(page).getByLabel('Title').fill('Lessons from the guidance computer');
    expect(await dialog(page).getByLabel('Slug').inputValue()).toBe('lessons-from-the-guidance-computer');
    expect(await save.isDisabled()).toBe(true);

    // The toolbar is one Tab stop; arrows move along it.
    const toolbar = dialog(page).getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Heading 2' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Heading 3');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Redo');

    const editor = editorBox(page);
    // Typing goes on once the editor has the focus back (a toolbar action focuses it on the next frame).
    const inEditor = () => expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ProseMirror'))).toBe(true);
    await editor.click();
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await inEditor();
    await page.keyboard.type('Why it mattered');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Priority scheduling saved the landing.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await inEditor();
    await page.keyboard.type('Restart protection');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Priority displays');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await save.isDisabled()).toBe(false);
    await hint.waitFor({ state: 'detached' });

    // A link: only http(s) and mailto are taken.
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByText('Enter a web address (https://…) or an e-mail address.').waitFor();
    await address.fill('https://example.com/apollo-talk');
    await address.press('Enter');
    const link = editor.getByRole('link', { name: 'https://example.com/apollo-talk' });
    await link.waitFor();
    // Removed from where the cursor is, then put back on selected text.
    await link.click();
    await toolbar.getByRole('button', { name: 'Edit link' }).click();
    expect(await address.inputValue()).toBe('https://example.com/apollo-talk');
    await page.getByRole('button', { name: 'Remove link' }).click();
    await link.waitFor({ state: 'detached' });
    await inEditor();
    await editor.getByText('https://example.com/apollo-talk').selectText();
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await address.fill('example.com/apollo-talk');
    await page.getByRole('button', { name: 'Add link' }).click();
    await link.waitFor();
    // On in the empty paragraph the editor keeps after the last block.
    await editor.locator('p').last().click();

    // An image, uploaded like a project image, with its description.
    await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByRole('textbox', { name: 'Image description' }).fill('Guidance computer panel');
    const panel = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2f4f7f' } }).png().toBuffer();
    await page.getByLabel('Image file').setInputFiles([{ name: 'panel.png', mimeType: 'image/png', buffer: panel }]);
    await editor.getByRole('img', { name: 'Guidance computer panel' }).waitFor();
    await toast(page, 'Image uploaded successfully!').waitFor();

    // Writing goes on below the image (it is not left selected, to be replaced by the next key).
    await inEditor();
    await page.keyboard.type('Pasted below:');

    // Pasted HTML keeps its text and structure, not its scripts, styles, frames or handlers.
    await pasteHtml(
      page,
      '<style>p{color:red}</style><p style="color:red" onclick="alert(1)">Pasted safely <a href="javascript:alert(2)">here</a></p><script>window.pwned=1</script><iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAAA" alt="tracker">',
    );
    await editor.getByText('Pasted safely').waitFor();
    // A Google Docs paste: the whole in <b style="font-weight:normal">, bold as a styled span.
    await pasteHtml(page, '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700;">Bold from Docs</span><span style="font-weight:400;"> and plain</span></p></b>');
    await editor.getByText('Bold from Docs').waitFor();
    const editorHtml = await editor.innerHTML();
    expect(editorHtml).toContain('<strong>Bold from Docs</strong> and plain');
    expect(editorHtml).not.toMatch(/<script|<iframe|<style|onclick|javascript:|color:\s*red|data:image|tracker|docs-internal/i);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    await dialog(page).getByLabel('Excerpt').fill('What the Apollo flight software taught me about failure.');
    const meta = 'How priority scheduling and restart protection kept Apollo 11 on course.';
    await dialog(page).getByLabel('Meta Description').fill(meta);
    await dialog(page).getByText(`${meta.length}/160`).waitFor();
    await dialog(page).getByRole('textbox', { name: 'Tags' }).fill('Software');
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('Related experience').selectOption({ label: 'Lead Engineer · MIT Instrumentation Lab' });
    await dialog(page).getByLabel('Related project').selectOption({ label: 'Apollo Guidance Computer' });
    // A draft has no date field.
    expect(await dialog(page).getByLabel('Published Date').count()).toBe(0);
    expect(await dialog(page).getByLabel('Publish Date').count()).toBe(0);

    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await save.click();
    await toast(page, 'Blog post created successfully!').waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: 'Lessons from the guidance computer' });
    await card.getByText('Draft', { exact: true }).waitFor();
    const [draft] = await posts(user, website.id);
    expect(draft).toMatchObject({ status: 'draft', slug: 'lessons-from-the-guidance-computer', tags: ['Software'], meta_description: meta, published_at: null });
    expect(draft!.content).toMatch(/<h2>Why it mattered<\/h2>/);
    expect(draft!.content).toMatch(/<ul><li><p>Restart protection<\/p><\/li>/);
    expect(draft!.content).toMatch(/<a [^>]*href="https:\/\/example\.com\/apollo-talk"/);
    expect(draft!.content).toMatch(/<img [^>]*src="\/uploads\/blog\/[a-f0-9]{64}\.webp"/);
    const visitor = await session.openPage();
    expect((await visitor.goto(siteUrl(website.subdomain!, `/blog/${draft!.slug}`)))?.status()).toBe(404);

    // Another post holds a slug: taking it is refused on the field.
    const { version } = await getWebsite(session.server, user.token, website.id);
    const other = await callApi(session.server, 'POST', `/websites/${website.id}/blog-posts`, { version, title: 'Taken', slug: 'taken-slug', content: '<p>Other</p>' }, user.token);
    expect(other.status).toBe(201);
    await page.reload();
    await page.getByRole('heading', { name: 'Blog & Articles' }).waitFor();

    await page.getByRole('button', { name: 'Edit Lessons from the guidance computer' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    await editorBox(page).getByRole('heading', { name: 'Why it mattered' }).waitFor();
    // A saved post keeps its address when its title changes.
    await dialog(page).getByLabel('Title').fill('Lessons from the Apollo computer');
    expect(await dialog(page).getByLabel('Slug').inputValue()).toBe('lessons-from-the-guidance-computer');
    await dialog(page).getByLabel('Title').fill('Lessons from the guidance computer');
    await dialog(page).getByLabel('Slug').fill('taken-slug');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await dialog(page).getByText('Another post of this website already uses this slug.').waitFor();
    // Typed to the rule as it goes; a hyphen left at the end goes when the field is left.
    await dialog(page).getByLabel('Slug').fill('Apollo Guidance ');
    expect(await dialog(page).getByLabel('Slug').inputValue()).toBe('apollo-guidance-');
    await dialog(page).getByLabel('Slug').press('Tab');
    expect(await dialog(page).getByLabel('Slug').inputValue()).toBe('apollo-guidance');

    // Scheduled: the date is required and called Publish Date.
    await dialog(page).getByLabel('Status').selectOption('scheduled');
    const publishDate = dialog(page).getByLabel('Publish Date');
    await publishDate.waitFor();
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await dialog(page).getByText('Publish Date is required').waitFor();
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:30`;
    await publishDate.fill(local);
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Blog post updated successfully!').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await card.getByText('Scheduled', { exact: true }).waitFor();
    await card.getByText(/^Goes live /).waitFor();
    const scheduled = (await posts(user, website.id)).find((post) => post.id === draft!.id)!;
    expect(scheduled).toMatchObject({ status: 'scheduled', slug: 'apollo-guidance' });
    expect(Date.parse(scheduled.published_at!)).toBe(new Date(local).getTime());
    expect((await visitor.goto(siteUrl(website.subdomain!, '/blog/apollo-guidance')))?.status()).toBe(404);

    // Published: the date is called Published Date, and a future one gives way to now.
    await page.getByRole('button', { name: 'Edit Lessons from the guidance computer' }).click();
    await dialog(page).getByLabel('Status').selectOption('published');
    expect(await dialog(page).getByLabel('Published Date').inputValue()).toBe('');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Blog post updated successfully!').waitFor();
    await card.getByText('Published', { exact: true }).waitFor();

    // Reorder with the keyboard: the draft moves above the published post.
    const handle = page.getByRole('button', { name: 'Reorder Taken' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // dnd-kit reads the arrows from a timer after the lift: each key waits for the previous announcement.
    await page.getByText('Taken moved to position 2 of 2.').waitFor({ state: 'attached' });
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Taken moved to position 1 of 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    const cardTitles = () => page.getByRole('list', { name: 'Blog & Articles' }).getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    await expect.poll(cardTitles).toEqual(['Taken', 'Lessons from the guidance computer']);
    await expect.poll(async () => (await posts(user, website.id)).map((post) => post.title)).toEqual(['Taken', 'Lessons from the guidance computer']);

    // Delete asks with the spec's words.
    await page.getByRole('button', { name: 'Delete Taken' }).click();
    await page.getByText('Are you sure you want to delete this blog post?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Blog post deleted successfully').waitFor();
    await expect.poll(async () => (await posts(user, website.id)).map((post) => post.title)).toEqual(['Lessons from the guidance computer']);

    // The visitor reads it in two templates (the second applied through the API, as another tab would).
    const modernCss = await readPost(visitor, website.subdomain!, 'apollo-guidance');
    await screenshot(visitor, 'site-blog-post-modern');
    await applyTemplate(user, website.id, 'minimal');
    const minimalCss = await readPost(visitor, website.subdomain!, 'apollo-guidance');
    await screenshot(visitor, 'site-blog-post-minimal');
    expect(minimalCss).not.toBe(modernCss);
  });

  test('the section and the open editor in every look, with axe', async () => {
    const { user, website } = await proWebsite('Ada Writer');
    const { version } = await getWebsite(session.server, user.token, website.id);
    const created = await callApi(
      session.server,
      'POST',
      `/websites/${website.id}/blog-posts`,
      {
        version,
        title: 'Notes on the analytical engine',
        content: '<h2>The engine</h2><p>It weaves algebraic patterns.</p><ul><li>Cards</li><li>The mill</li></ul><blockquote><p>Poetical science.</p></blockquote><pre><code>print(42)</code></pre>',
        excerpt: 'Why a loom taught a machine to compute.',
        tags: ['History', 'Computing'],
        status: 'published',
      },
      user.token,
    );
    expect(created.status).toBe(201);
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token: user.token, width, colorScheme });
      await openBuilder(page, website.id, '?section=blog&preview=false');
      await page.getByRole('article', { name: 'Notes on the analytical engine' }).getByText('Published', { exact: true }).waitFor();
      await screenshot(page, 'builder-blog');
      expect(await axeViolations(page), `blog section ${colorScheme} ${width}`).toEqual([]);
      await page.getByRole('button', { name: 'Edit Notes on the analytical engine' }).click();
      await editorBox(page).getByRole('heading', { name: 'The engine' }).waitFor();
      await editorBox(page).getByText('Poetical science.').click();
      await screenshot(page, 'builder-blog-editor');
      expect(await axeViolations(page), `blog editor ${colorScheme} ${width}`).toEqual([]);
      // The link and image popovers over the editor; Escape closes each and leaves the dialog open.
      const toolbar = dialog(page).getByRole('toolbar', { name: 'Formatting' });
      await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
      await page.getByRole('textbox', { name: 'Link address' }).waitFor();
      await screenshot(page, 'builder-blog-link');
      expect(await axeViolations(page), `link popover ${colorScheme} ${width}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Link address' }).waitFor({ state: 'detached' });
      await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
      await page.getByRole('textbox', { name: 'Image description' }).waitFor();
      await screenshot(page, 'builder-blog-image');
      expect(await axeViolations(page), `image popover ${colorScheme} ${width}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Image description' }).waitFor({ state: 'detached' });
      await dialog(page).getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
      // The rest of the form, with the date a scheduled post needs.
      await dialog(page).getByLabel('Status').selectOption('scheduled');
      await dialog(page).getByLabel('Publish Date').waitFor();
      await dialog(page).getByLabel('Related project').scrollIntoViewIfNeeded();
      await screenshot(page, 'builder-blog-editor-details');
      expect(await axeViolations(page), `blog editor details ${colorScheme} ${width}`).toEqual([]);
      await page.close();
    }
  });
});
