import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, uniqueEmail } from './support/api';
import { axeViolations, checkScreen } from './support/axe';
import { toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { loginAdmin } from './support/builder';
import { mailsTo, waitForLink } from './support/mail';
import { admin } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

/** A real WebM recorded in the browser (a second of a changing canvas), as an admin would upload. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame * 12) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 180);
      frame += 1;
    }, 40);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

const demoVideoShown = (page: Page) => page.locator('video[title], iframe[title]');

describe('the beta gate, the waiting list and the demo video', () => {
  test('the admin switches the gate on; a new user registers, waits, joins the list, is invited and gets in once', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const adminPage = await session.openPage({ token });
    await adminPage.goto('/admin');
    const sidebar = adminPage.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Beta Settings' }).click();
    await adminPage.waitForURL(pathIs('/admin/beta-settings'));
    const gate = adminPage.getByRole('switch', { name: 'Beta access' });
    await expect.poll(() => gate.getAttribute('aria-checked')).toBe('false');
    await gate.click();
    await toast(adminPage, 'Beta access is on: new accounts wait for an invitation.').waitFor();
    await expect.poll(() => gate.getAttribute('aria-checked')).toBe('true');
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin/beta-settings');
      await page.getByText('On: new accounts wait on the beta access page until you invite them.', { exact: false }).waitFor();
      await checkScreen(page, 'admin-beta-settings');
      await page.close();
    }

    // A visitor joins from the landing page; joining again answers the same.
    const visitor = uniqueEmail('visitor');
    const landing = await session.openPage();
    await landing.goto('/');
    const signup = landing.getByRole('region', { name: 'Folio is in private beta' });
    await signup.getByLabel('Email').fill(visitor);
    await signup.getByRole('button', { name: 'Join the waiting list' }).click();
    const thanks = 'Thanks! You’re on the waiting list. We’ll email you as soon as your access is ready.';
    await signup.getByRole('status').filter({ hasText: thanks }).waitFor();
    const again = await callApi<{ message: string }>(session.server, 'POST', '/beta-access/waiting-list', { email: visitor });
    expect(again).toEqual({ status: 200, body: { success: true, message: thanks } });
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ colorScheme, width });
      await page.goto('/#waiting-list');
      await page.getByRole('heading', { name: 'Folio is in private beta' }).waitFor();
      expect(await axeViolations(page, '#waiting-list'), 'landing waiting list').toEqual([]);
      await screenshot(page, 'landing-waiting-list');
      await page.close();
    }

    // A new user registers through the form and, once verified, waits on /beta-access-required.
    const email = uniqueEmail('wanda');
    const password = 'Waiting-List-2026';
    const page = await session.openPage();
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Wanda Waiting');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(pathIs('/email/verify'));
    await page.goto(await waitForLink(session.server.dataDir, email, '/email/verify'));
    await page.waitForURL(pathIs('/beta-access-required'), { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Your access is on its way' }).waitFor();
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await toast(page, thanks).waitFor();
    await page.getByText('You’re on the waiting list', { exact: true }).waitFor();
    await page.getByText('#2', { exact: true }).waitFor(); // the visitor joined first
    const userToken = await page.evaluate(() => localStorage.getItem('cv_builder_token'));
    for (const { colorScheme, width } of looks()) {
      const look = await session.openPage({ token: userToken!, colorScheme, width });
      await look.goto('/beta-access-required');
      await look.getByText('You’re on the waiting list', { exact: true }).waitFor();
      await checkScreen(look, 'beta-access-waiting');
      await look.close();
    }

    // The admin finds them on the waiting list and invites them.
    await sidebar.getByRole('link', { name: 'Waiting List' }).click();
    await adminPage.waitForURL(pathIs('/admin/waiting-list'));
    await adminPage.getByRole('table').getByText(visitor).waitFor();
    await adminPage.getByRole('table').getByRole('link', { name: 'Wanda Waiting' }).waitFor();
    for (const { colorScheme, width } of looks()) {
      const look = await session.openPage({ token, colorScheme, width });
      await look.goto('/admin/waiting-list');
      await look.getByRole('checkbox', { name: `Select ${email}` }).filter({ visible: true }).waitFor();
      await checkScreen(look, 'admin-waiting-list');
      await look.close();
    }
    await adminPage.getByLabel('Search').fill(email.slice(0, 12));
    await adminPage.waitForURL((url) => url.searchParams.get('search') === email.slice(0, 12) && !url.searchParams.has('page'));
    await expect.poll(() => adminPage.getByRole('table').getByRole('row').count()).toBe(2);
    const inviteSelected = adminPage.getByRole('button', { name: /^Invite selected/ });
    expect(await inviteSelected.isDisabled()).toBe(true);
    await adminPage.getByRole('table').getByRole('checkbox', { name: `Select ${email}` }).click();
    await adminPage.getByRole('button', { name: 'Invite selected (1)' }).click();
    await toast(adminPage, `Invitation sent to ${email}.`).waitFor();
    await adminPage.getByRole('table').getByText('Has access').waitFor();
    await expect.poll(() => mailsTo(session.server.dataDir, email).map((mail) => mail.subject)).toContain('Your Folio beta access is ready');
    expect(mailsTo(session.server.dataDir, email)[0]!.text).toContain('/beta-access-required');

    // Typed addresses: one with no account yet gets an invitation to register.
    const stranger = uniqueEmail('stranger');
    await adminPage.getByLabel('E-mail addresses').fill(`${stranger}, not-an-address`);
    await adminPage.getByRole('button', { name: 'Send invitations' }).click();
    await adminPage.getByText('not-an-address: The email must be a valid email address.').waitFor();
    await adminPage.getByLabel('E-mail addresses').fill(stranger);
    await adminPage.getByRole('button', { name: 'Send invitations' }).click();
    await toast(adminPage, `Invitation sent to ${stranger}.`).waitFor();
    await expect.poll(() => mailsTo(session.server.dataDir, stranger).map((mail) => mail.subject)).toContain("You're invited to the Folio beta");

    // The waiting page turns into the granted page, once; then the app.
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('heading', { name: 'You’re in' }).waitFor();
    for (const { colorScheme, width } of looks()) {
      const look = await session.openPage({ token: userToken!, colorScheme, width });
      await look.goto('/beta-access-required');
      await look.getByRole('heading', { name: 'You’re in' }).waitFor();
      await checkScreen(look, 'beta-access-granted');
      await look.close();
    }
    await page.getByRole('button', { name: 'Continue to Folio' }).click();
    await page.waitForURL(pathIs('/onboarding'));
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    await page.goto('/beta-access-required');
    await page.waitForURL(pathIs('/onboarding'));
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();

    // Each change is in the audit log.
    await adminPage.goto('/admin/audit-log');
    await adminPage.getByRole('table').getByText('Changed the beta gate').waitFor();
    await adminPage.getByRole('table').getByText('Access granted').waitFor();
    await adminPage.getByRole('table').getByText('Invited to register').waitFor();
    await adminPage.getByRole('table').getByText(stranger).waitFor();
  });

  test('the demo video, set by link or by file, appears on the onboarding welcome screen and the landing page, and nowhere once removed', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const gateOff = await callApi(session.server, 'PUT', '/admin/beta-settings', { beta_access_enabled: false }, token);
    expect(gateOff.status).toBe(200);
    const user = await createVerifiedUser(session.server, 'Vera Viewer');

    const onboarding = await session.openPage({ token: user.token });
    await onboarding.goto('/onboarding');
    await onboarding.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await demoVideoShown(onboarding).count()).toBe(0);

    const adminPage = await session.openPage({ token });
    await adminPage.goto('/admin');
    await adminPage.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Demo Video' }).click();
    await adminPage.waitForURL(pathIs('/admin/demo-video'));
    await adminPage.getByText('No demo video', { exact: true }).waitFor();
    await checkScreen(adminPage, 'admin-demo-video-empty');

    // By link: a refused one first, then a YouTube page, embedded from youtube-nocookie.com.
    await adminPage.getByLabel('Video address').fill('https://example.com/page.html');
    await adminPage.getByRole('button', { name: 'Save link' }).click();
    await adminPage.getByText('Enter a YouTube or Vimeo address, or an https link to an .mp4 or .webm file.').waitFor();
    await adminPage.getByLabel('Video address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await adminPage.getByLabel('Title').first().fill('Folio in two minutes');
    await adminPage.getByRole('button', { name: 'Save link' }).click();
    await toast(adminPage, 'Demo video saved.').waitFor();
    const preview = adminPage.locator('iframe[title="Folio in two minutes"]');
    expect(await preview.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await onboarding.reload();
    await onboarding.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    await onboarding.locator('iframe[title="Folio in two minutes"]').waitFor();
    expect(await onboarding.locator('iframe[title="Folio in two minutes"]').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const landing = await session.openPage();
    await landing.goto('/#how-it-works');
    await landing.locator('#how-it-works iframe[title="Folio in two minutes"]').waitFor({ state: 'attached' });

    // By file: a real WebM, played from this server (the CSP's media-src lets it load).
    const webm = await recordWebm(adminPage);
    await adminPage.getByLabel('Video file').setInputFiles({ name: 'tour.webm', mimeType: 'video/webm', buffer: webm });
    await adminPage.getByLabel('Title').nth(1).fill('A tour of Folio');
    await adminPage.getByRole('button', { name: 'Upload video' }).click();
    await toast(adminPage, 'Demo video uploaded.').waitFor();
    await adminPage.locator('video[title="A tour of Folio"]').waitFor();
    await expect.poll(() => adminPage.locator('video[title="A tour of Folio"]').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin/demo-video');
      await page.locator('video[title="A tour of Folio"]').waitFor();
      await checkScreen(page, 'admin-demo-video');
      await page.close();
    }
    // A file that is not a video is refused with the server's message.
    await adminPage.getByLabel('Video file').setInputFiles({ name: 'fake.webm', mimeType: 'video/webm', buffer: Buffer.from('not a video at all') });
    await adminPage.getByRole('button', { name: 'Upload video' }).click();
    await adminPage.getByText('Please select an MP4 or WebM video.').waitFor();

    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token: user.token, colorScheme, width });
      await page.goto('/onboarding');
      const video = page.locator('video[title="A tour of Folio"]');
      await video.waitFor();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.getByText('A tour of Folio', { exact: true }).waitFor();
      await checkScreen(page, 'onboarding-welcome-demo-video');
      await page.close();
      const visitor = await session.openPage({ colorScheme, width });
      await visitor.goto('/#how-it-works');
      await visitor.locator('#how-it-works video[title="A tour of Folio"]').waitFor();
      expect(await axeViolations(visitor, '#how-it-works'), 'how it works with the video').toEqual([]);
      await screenshot(visitor, 'landing-how-it-works-video');
      await visitor.close();
    }

    // Removed: nowhere.
    await adminPage.getByRole('button', { name: 'Remove video' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Remove video' }).click();
    await toast(adminPage, 'Demo video removed.').waitFor();
    await adminPage.getByText('No demo video', { exact: true }).waitFor();
    await onboarding.reload();
    await onboarding.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await demoVideoShown(onboarding).count()).toBe(0);
    await landing.reload();
    await landing.locator('#how-it-works').waitFor();
    expect(await demoVideoShown(landing).count()).toBe(0);

    await adminPage.goto('/admin/audit-log');
    await adminPage.getByRole('table').getByText('Removed the demo video').waitFor();
    await adminPage.getByRole('table').getByText('file: A tour of Folio').waitFor();
  });
});
