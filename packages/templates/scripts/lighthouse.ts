/**
 * Lighthouse (mobile preset) on every template's demo page, served locally the way the site
 * host serves it (same bytes, CSP by hash), plus the page's gzipped HTML+CSS size.
 *   CHROME_PATH=/usr/bin/chromium npx tsx scripts/lighthouse.ts [--runs=3] [--page=home|blog|post] [slug...]
 * --page: the home page (default), the blog's list or its first post's page.
 * Targets: performance >= 95, accessibility, best practices and SEO 100, size < 60 KB.
 */
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { getDemoWebsite, templates } from '../src/index';
import { startSiteServer } from '../src/testing/site-server';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const outDir = join(import.meta.dirname, '..', '.output', 'lighthouse');
mkdirSync(outDir, { recursive: true });

// Lighthouse scores vary from run to run (more so on a busy machine); its docs advise the median of several runs.
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3));
const pageArg = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length) ?? 'home';
const pathOf = (slug: string) => (pageArg === 'post' ? `/blog/${getDemoWebsite(slug).blog_posts[0]!.slug}` : pageArg === 'blog' ? '/blog' : '/');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const chosen = templates.filter((t) => wanted.length === 0 || wanted.includes(t.slug));
const server = await startSiteServer(new Map(chosen.map((t) => [t.slug, getDemoWebsite(t.slug)] as const)), { csp: true });
const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
}

/** Node does not resolve *.localhost as browsers do: ask 127.0.0.1 with the site's Host header. */
function fetchViaLoopback(url: string): Promise<string> {
  const { host, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    }).on('error', reject);
  });
}

const rows: string[] = [];
let failed = false;
try {
  process.stdout.write(`${pageArg} page, median of ${runs} run(s), mobile preset\ntemplate               perf  a11y  best   seo  gzip(HTML+CSS)\n`);
  for (const template of chosen) {
    const url = server.urlOf(template.slug, pathOf(template.slug));
    const html = await fetchViaLoopback(url);
    const gzipKb = gzipSync(html).length / 1024;
    const results: { result: LighthouseResult; json: string }[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { stdout } = await run(
        process.execPath,
        [cli, url, '--output=json', '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
      );
      results.push({ result: JSON.parse(stdout) as LighthouseResult, json: stdout });
    }
    results.sort((a, b) => (a.result.categories.performance?.score ?? 0) - (b.result.categories.performance?.score ?? 0));
    const median = results[Math.floor(results.length / 2)]!;
    const result = median.result;
    writeFileSync(join(outDir, `${template.slug}-${pageArg}.json`), median.json);
    const score = (key: string) => Math.round((result.categories[key]?.score ?? 0) * 100);
    const [perf, a11y, best, seo] = [score('performance'), score('accessibility'), score('best-practices'), score('seo')];
    const ok = perf >= 95 && a11y === 100 && best === 100 && seo === 100 && gzipKb < 60;
    if (!ok) failed = true;
    const line = `${template.slug.padEnd(22)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(best).padStart(4)}  ${String(seo).padStart(4)}  ${gzipKb.toFixed(1).padStart(6)} KB${ok ? '' : '  <- below target'}`;
    rows.push(line);
    process.stdout.write(`${line}\n`);
    if (!ok) {
      const misses = Object.values(result.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable');
      for (const audit of misses.slice(0, 8)) process.stdout.write(`    ${audit.title} (${audit.score})\n`);
    }
  }
} finally {
  await server.close();
}
writeFileSync(join(outDir, 'summary.txt'), `${rows.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
