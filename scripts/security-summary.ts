import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** The security suite's table: one row per top-level describe, with the cases tried and failed. */
export default class SecuritySummary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = new Map<string, { tried: number; failed: number }>();
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const row = rowOf(test);
        const counts = rows.get(row) ?? { tried: 0, failed: 0 };
        const state = test.result().state;
        if (state === 'skipped' || state === 'pending') continue;
        counts.tried += 1;
        if (state === 'failed') counts.failed += 1;
        rows.set(row, counts);
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) rows.set(module.moduleId, { tried: 0, failed: 1 });
    }
    const width = Math.max(10, ...[...rows.keys()].map((name) => name.length));
    const line = (name: string, tried: string, failed: string) => `${name.padEnd(width)}  ${tried.padStart(6)}  ${failed.padStart(6)}`;
    const total = [...rows.values()].reduce((sum, row) => ({ tried: sum.tried + row.tried, failed: sum.failed + row.failed }), { tried: 0, failed: 0 });
    const table = [
      line('security check', 'tried', 'failed'),
      '-'.repeat(width + 16),
      ...[...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, row]) => line(name, String(row.tried), String(row.failed))),
      '-'.repeat(width + 16),
      line('total', String(total.tried), String(total.failed)),
    ];
    process.stdout.write(`\n${table.join('\n')}\n`);
  }
}

function rowOf(test: TestCase): string {
  let parent = test.parent;
  if (parent.type === 'module') return parent.moduleId;
  while (parent.parent.type !== 'module') parent = parent.parent;
  return parent.name;
}
