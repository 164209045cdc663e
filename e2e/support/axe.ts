import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe-core on the page (or only what `include` selects) and returns its violations in a readable form (empty when clean). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
