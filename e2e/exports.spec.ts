import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { WebsiteWithSections } from '@folio/schema';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser } from './support/api';
import { checkScreen } from './support/axe';
import { screenshotDir, screensMode } from './support/browser';
import { createMember, subscribe } from './support/billing';
import { waitForLink } from './support/mail';
import { createSamplePortfolio, getWebsite, openBuilder, toast } from './support/builder';
import { chooseUpload, uploadCvFile, welcome } from './support/onboarding';
import { startSession, type Session } from './support/session';

/** Issue 21: the builder's Download menu (Folio JSON, JSON Resume, PDF CV), the site's Download CV link, and importing a Folio export on /create-website. */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});


/** Downloads one format from the open builder's Download menu; the file's suggested name and its bytes. */
async function download(page: Page, item: string) {
  await page.getByRole('button', { name: 'Download' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: new RegExp(item) }).click()]);
  // The browser runs as a server of its own: the file is copied here rather than read where it landed.
  const path = join(await mkdtemp(join(tmpdir(), 'folio-download-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path, text: await readFile(path, 'utf8') };
}

/** A free loopback port, for nginx. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Debian's nginx serving `root` on a loopback port, as any static host would. */
async function serveWithNginx(root: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'folio-nginx-'));
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log ${dir}/access.log;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; index index.html; } }\n`,
  );
  const nginx: ChildProcess = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (await fetch(`${url}/`).then((response) => response.ok, () => false)) break;
    if (tries > 100) {
      nginx.kill();
      throw new Error('nginx did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop: () => nginx.kill() };
}

/** The text of a PDF as poppler reads it, and under `npm run screens` its first page as a PNG to look at. */
function readPdf(path: string, screenshotName: string) {
  if (screensMode) execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', path, join(screenshotDir, screenshotName)]);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** What an import must keep: everything but ids, timestamps, the address and the version counter. */
function content(website: WebsiteWithSections) {
  const strip = <T extends { id: number }>(items: T[]) => items.map(({ id: _id, ...item }) => item);
  return {
    name: website.name,
    intro: website.intro,
    description: website.description,
    contact: website.contact,
    template_slug: website.template_slug,
    experiences: strip(website.experiences),
    educations: strip(website.educations),
    skills: strip(website.skills),
    projects: strip(website.projects),
    trainings: strip(website.trainings),
  };
}

describe('exports', () => {
  test('downloads the Folio JSON and the JSON Resume from the builder, then imports the Folio JSON on /create-website', async () => {
    const user = await createMember(session.server, 'Maya Chen');
    await subscribe(session.server, user.token, 'pro');
    const websiteId = await createSamplePortfolio(session.server, user.token);
    const source = await getWebsite(session.server, user.token, websiteId);
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, websiteId);

    // The menu, open, with axe.
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menu').getByText('Download your website').waitFor();
    await checkScreen(page, 'builder-download-menu');
    await page.keyboard.press('Escape');

    const folio = await download(page, 'Folio JSON');
    expect(folio.name).toBe(`website-${websiteId}.json`);
    const file = JSON.parse(folio.text) as { format: string; version: number; website: WebsiteWithSections };
    expect(file).toMatchObject({ format: 'folio-website', version: 1 });
    expect(content(file.website)).toEqual(content(source));
    await toast(page, `Downloaded website-${websiteId}.json`).waitFor();

    const resume = await download(page, 'JSON Resume');
    expect(resume.name).toBe(`website-${websiteId}.json-resume.json`);
    const cv = JSON.parse(resume.text) as { basics: Record<string, unknown>; work: Array<Record<string, unknown>>; education: Array<Record<string, unknown>>; skills: unknown[]; projects: unknown[]; certificates: unknown[] };
    expect(cv.basics).toMatchObject({ name: 'Maya Chen', email: 'maya@example.com', location: { city: 'Berlin, Germany' } });
    expect(cv.work[0]).toMatchObject({ name: 'Tandem Health', position: 'Lead Product Designer', startDate: '2021-03' });
    expect(cv.education[0]).toMatchObject({ institution: 'Aalto University', score: '4.6/5', startDate: '2013-09', endDate: '2015-06' });
    expect([cv.skills.length, cv.projects.length, cv.certificates.length]).toEqual([4, 2, 1]); // one skills entry per category and level

    // The Folio file becomes a second website with the same content, opened in the builder.
    await page.goto('/create-website');
    await page.getByRole('heading', { name: 'Import a Folio export' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import File' }).click()]);
    await chooser.setFiles(folio.path);
    await page.waitForURL(/\/builder\/\d+$/);
    await page.getByRole('banner', { name: 'Website builder' }).getByRole('heading', { name: 'Maya Chen' }).waitFor();
    await toast(page, 'Website imported successfully').waitFor();
    const importedId = Number(/\/builder\/(\d+)/.exec(page.url())?.[1]);
    expect(importedId).not.toBe(websiteId);
    expect(content(await getWebsite(session.server, user.token, importedId))).toEqual(content(source));
  });

  test('downloads the CV as a PDF in each design from the builder, and offers it on the published site', async () => {
    const user = await createMember(session.server, 'Maya Chen');
    const websiteId = await createSamplePortfolio(session.server, user.token);
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, websiteId);

    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: /PDF CV/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Download your CV as a PDF' });
    await dialog.waitFor();
    await checkScreen(page, 'builder-pdf-dialog');
    for (const design of ['Classic', 'Sidebar', 'Compact']) {
      if (!(await dialog.isVisible())) {
        await page.getByRole('button', { name: 'Download' }).click();
        await page.getByRole('menuitem', { name: /PDF CV/ }).click();
      }
      await dialog.getByRole('radio', { name: new RegExp(`^${design}`) }).check();
      await dialog.getByRole('radio', { name: 'US Letter' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(file.suggestedFilename()).toBe(`website-${websiteId}.pdf`);
      const path = join(await mkdtemp(join(tmpdir(), 'folio-download-')), file.suggestedFilename());
      await file.saveAs(path);
      expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
      const text = readPdf(path, `pdf-cv-${design.toLowerCase()}`);
      expect(text).toContain('Maya Chen');
      expect(text).toMatch(/EXPERIENCE/);
      expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
      await toast(page, `Downloaded website-${websiteId}.pdf`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }

    // The site's own link: turned on in the visibility menu, then the published page offers it.
    await page.getByRole('button', { name: /^Website visibility/ }).click();
    await checkScreen(page, 'builder-visibility-menu');
    await page.getByRole('menuitemcheckbox', { name: /Offer my CV as a PDF/ }).click();
    await toast(page, 'Your site now offers your CV as a PDF.').waitFor();
    const website = await getWebsite(session.server, user.token, websiteId);
    expect(website.cv_download).toBe(true);
    await callApi(session.server, 'POST', `/websites/${websiteId}/publish`, { version: website.version }, user.token);
    const visitor = await session.openPage({});
    await visitor.goto(`${session.server.url.replace('://localhost', `://${website.subdomain}.localhost`)}/`);
    await visitor.getByRole('link', { name: 'Download CV (PDF)' }).scrollIntoViewIfNeeded();
    await checkScreen(visitor, 'site-download-cv');
    const [cv] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Download CV (PDF)' }).click()]);
    expect(cv.suggestedFilename()).toBe('Maya Chen CV.pdf');
  });

  test('exports the static site from the builder: served by nginx, it works with no request to Folio or anyone else', async () => {
    const user = await createMember(session.server, 'Maya Chen');
    await subscribe(session.server, user.token, 'pro');
    const websiteId = await createSamplePortfolio(session.server, user.token);
    let { version } = await getWebsite(session.server, user.token, websiteId);
    const post = await callApi<{ website_version: number }>(session.server, 'POST', `/websites/${websiteId}/blog-posts`, { version, title: 'Designing calm interfaces', content: '<h2>Why calm</h2><p>Fewer surprises, fewer mistakes.</p>', excerpt: 'Fewer surprises.', status: 'published' }, user.token);
    version = post.body.website_version;
    await callApi(session.server, 'POST', `/websites/${websiteId}/publish`, { version }, user.token);

    const page = await session.openPage({ token: user.token });
    await openBuilder(page, websiteId);
    await page.getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Static site/ }).click()]);
    expect(file.suggestedFilename()).toBe(`website-${websiteId}.zip`);
    const zipPath = join(await mkdtemp(join(tmpdir(), 'folio-download-')), file.suggestedFilename());
    await file.saveAs(zipPath);
    const root = await mkdtemp(join(tmpdir(), 'folio-static-'));
    // nginx's workers run as another user (nobody) when the test runs as root.
    await chmod(root, 0o755);
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await readFile(zipPath))))) {
      await mkdir(join(root, dirname(name)), { recursive: true });
      await writeFile(join(root, name), bytes);
    }

    const nginx = await serveWithNginx(root);
    try {
      const visitor = await session.openPage({});
      const requests: string[] = [];
      const failed: string[] = [];
      visitor.on('request', (request) => requests.push(request.url()));
      visitor.on('requestfailed', (request) => failed.push(request.url()));
      await visitor.goto(`${nginx.url}/`);
      await visitor.getByRole('heading', { name: 'Maya Chen', level: 1 }).waitFor();
      await visitor.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await visitor.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length)).toBeGreaterThan(0);
      await checkScreen(visitor, 'static-site-home');
      await visitor.getByRole('link', { name: 'Designing calm interfaces' }).first().click();
      await visitor.getByRole('heading', { name: 'Designing calm interfaces', level: 1 }).waitFor();
      expect(visitor.url()).toBe(`${nginx.url}/blog/designing-calm-interfaces/index.html`);
      await checkScreen(visitor, 'static-site-post');
      expect(failed).toEqual([]);
      expect(requests.filter((url) => !url.startsWith(`${nginx.url}/`))).toEqual([]);

      // Opened from disk, it has its styles and fonts too.
      const fromDisk = await session.openPage({});
      await fromDisk.goto(`file://${root}/index.html`);
      await fromDisk.getByRole('heading', { name: 'Maya Chen', level: 1 }).waitFor();
      expect(await fromDisk.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      await fromDisk.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await fromDisk.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length)).toBeGreaterThan(0);
    } finally {
      nginx.stop();
    }
  });

  test('settings: prepares the account data with progress, downloads it and e-mails a link; deleting the account takes the site offline', async () => {
    const user = await createMember(session.server, 'Maya Chen');
    const websiteId = await createSamplePortfolio(session.server, user.token);
    const { version, subdomain } = await getWebsite(session.server, user.token, websiteId);
    await callApi(session.server, 'POST', `/websites/${websiteId}/publish`, { version }, user.token);
    // A visitor's browser (Chromium resolves *.localhost to this machine; Node does not).
    const visitor = await session.openPage({});
    const siteUrl = `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}/`;
    expect((await visitor.goto(siteUrl))?.status()).toBe(200);

    const page = await session.openPage({ token: user.token });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Download your data' });
    await card.getByRole('button', { name: 'Prepare my data' }).click();
    await card.getByText(/Your data is ready \(\d+\.\d MB\)\. The link expires on/).waitFor();
    await checkScreen(page, 'settings-download-data');
    const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^Download \(/ }).click()]);
    expect(file.suggestedFilename()).toMatch(/^folio-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = join(await mkdtemp(join(tmpdir(), 'folio-download-')), file.suggestedFilename());
    await file.saveAs(path);
    const zip = unzipSync(new Uint8Array(await readFile(path)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['account.json', 'README.txt', `websites/${websiteId}-maya-chen/website.folio.json`]));

    // The e-mailed link downloads the same zip without signing in.
    const latest = await callApi<{ data_export: { id: number } }>(session.server, 'GET', '/account/data-exports/latest', undefined, user.token);
    const link = await waitForLink(session.server.dataDir, user.email, `/api/account/data-exports/${latest.body.data_export.id}/download`);
    const byLink = await fetch(link.replace(/^https?:\/\/[^/]+/, session.server.apiUrl));
    expect(byLink.status).toBe(200);
    expect(Buffer.from(await byLink.arrayBuffer()).equals(await readFile(path))).toBe(true);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    expect((await visitor.goto(siteUrl))?.status()).toBe(404);
  });

  test('a file that is not a Folio export is named in plain words and creates nothing', async () => {
    const user = await createMember(session.server, 'Alan Turing');
    const page = await session.openPage({ token: user.token });
    await page.goto('/create-website');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import File' }).click()]);
    await chooser.setFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ basics: { name: 'Alan Turing' } })) });
    await toast(page, 'Failed to import website').getByText('This JSON file is not a Folio website export.', { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/create-website$/);
  });

  test("onboarding's upload step takes a Folio export too, and opens the website it recreates in the builder", async () => {
    const owner = await createMember(session.server, 'Maya Chen');
    const websiteId = await createSamplePortfolio(session.server, owner.token);
    const file = await callApi<unknown>(session.server, 'GET', `/websites/${websiteId}/export?format=json`, undefined, owner.token);
    const newcomer = await createVerifiedUser(session.server, 'Maya Chen');
    const page = await session.openPage({ token: newcomer.token });
    await page.goto('/onboarding');
    await welcome(page);
    await chooseUpload(page);
    await uploadCvFile(page, { name: `website-${websiteId}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file.body)) });
    await page.waitForURL(/\/builder\/\d+/);
    await page.getByRole('banner', { name: 'Website builder' }).getByRole('heading', { name: 'Maya Chen' }).waitFor();
    const importedId = Number(/\/builder\/(\d+)/.exec(page.url())?.[1]);
    expect(content(await getWebsite(session.server, newcomer.token, importedId))).toEqual(content(await getWebsite(session.server, owner.token, websiteId)));
  });
});
