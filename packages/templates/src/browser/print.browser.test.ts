import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebsiteWithSections } from '@folio/schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { connectChromium } from '../testing/connect';
import { startSiteServer, type SiteServer } from '../testing/site-server';
import { makeTypicalWebsite } from '../testing/typical-cv';

// The PDFs for a person to look at (pdftoppm turns them into pictures), under `npm run screens` only.
const pdfDir = join(import.meta.dirname, '..', '..', '.output', 'print');
const screensMode = process.env.FOLIO_SCREENS === '1';

let browser: Browser;
let server: SiteServer;
let scratch: string;
const sites = new Map<string, WebsiteWithSections>(templates.flatMap((t) => [[t.slug, getDemoWebsite(t.slug)] as const, [`${t.slug}-typical`, makeTypicalWebsite(t.slug)] as const]));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'folio-print-'));
  if (screensMode) mkdirSync(pdfDir, { recursive: true });
  server = await startSiteServer(sites);
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface Printed {
  pages: number;
  /** The PDF's text, its whitespace and ligatures flattened, lower case. */
  text: string;
  /** What the print styles computed on the page. */
  styles: { bodyBackground: string; nameColour: string; visibleForms: number; visibleNavs: number; visibleButtons: number; skipShown: boolean };
}

async function print(label: string): Promise<Printed> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.urlOf(label), { waitUntil: 'networkidle' });
  await page.emulateMedia({ media: 'print' });
  const styles = await page.evaluate(() => {
    const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((el) => getComputedStyle(el).display !== 'none').length;
    const skip = document.querySelector('.skip');
    return {
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      nameColour: getComputedStyle(document.querySelector('h1')!).color,
      visibleForms: shown('form'),
      visibleNavs: shown('nav'),
      visibleButtons: shown('button'),
      skipShown: skip != null && getComputedStyle(skip).display !== 'none',
    };
  });
  const pdf = await page.pdf({ format: 'A4' });
  await context.close();
  const file = join(scratch, `${label}.pdf`);
  writeFileSync(file, pdf);
  if (screensMode) writeFileSync(join(pdfDir, `${label}.pdf`), pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  const text = execFileSync('pdftotext', [file, '-'])
    .toString()
    .replace(/\ufb01/g, 'fi')
    .replace(/\ufb02/g, 'fl')
    .replace(/\ufb00/g, 'ff')
    .replace(/\ufb03/g, 'ffi')
    .replace(/\ufb04/g, 'ffl')
    .replace(/-\n(?=[a-z])/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return { pages, text, styles };
}

const flat = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

function expectCv(printed: Printed, site: WebsiteWithSections, label: string) {
  expect(printed.text, `${label}: name`).toContain(flat(site.name));
  for (const experience of site.experiences) expect(printed.text, `${label}: ${experience.position}`).toContain(flat(experience.position));
  if (site.contact.email) expect(printed.text, `${label}: e-mail`).toContain(flat(site.contact.email));
  // The contact form, its honeypot and the skip link are not on paper.
  for (const absent of ['send message', 'leave this field empty', 'skip to content', 'using the form below']) expect(printed.text, `${label}: ${absent}`).not.toContain(absent);
  expect(printed.styles, label).toMatchObject({ bodyBackground: 'rgb(255, 255, 255)', nameColour: 'rgb(0, 0, 0)', visibleForms: 0, visibleNavs: 0, visibleButtons: 0, skipShown: false });
}

describe.concurrent('printing', () => {
  for (const template of templates) {
    it(`${template.slug}: the demo page prints the name, every role and the e-mail in black on white, without navigation or form`, async () => {
      const printed = await print(template.slug);
      expectCv(printed, sites.get(template.slug)!, template.slug);
      expect(printed.pages, template.slug).toBeLessThanOrEqual(3);
    });

    it(`${template.slug}: a CV of typical length prints on at most two A4 pages`, async () => {
      const label = `${template.slug}-typical`;
      const site = sites.get(label)!;
      const printed = await print(label);
      expectCv(printed, site, label);
      expect(printed.pages, label).toBeLessThanOrEqual(2);
      // A link to another site is followed by its address.
      expect(printed.text, label).toContain('(https://planner.example.com)');
    });
  }
});
