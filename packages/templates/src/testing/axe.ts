import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices, its defaults) on the page's own document, or on
 * what `include` selects, and returns the violations in a readable form (empty when clean).
 *
 * axe-core's own API in the page rather than @axe-core/playwright: that wrapper injects axe into
 * every frame and finishes each run in a new blank page, which made an axe check cost seconds. Frames
 * are left out: the app's only frame is the live preview, a published template, which the
 * templates' browser checks audit on their own origin.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(
    (selector) => (window as unknown as { axe: { run: (context: ElementContext, options: object) => Promise<AxeResults> } }).axe.run(selector ?? document, { iframes: false, resultTypes: ['violations'] }),
    include,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
