// The same axe-core run as the templates' browser checks.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from '@folio/templates/testing/axe';
import { screenshot } from './browser';

export { axeViolations };

/** A screen as the admin journeys check it: axe finds nothing, and under `npm run screens` its picture. */
export async function checkScreen(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}
