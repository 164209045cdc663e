import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of DESIGN.md, as the repository's own ESLint configuration enforces them.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-paths messages for `code` linted as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${path}` });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

// The first lint builds the TypeScript program of the type-aware rules: seconds, more on a busy machine.
describe('architecture boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature, and allows the shared schema', async () => {
    const code = `import type { WebsiteService } from '../websites/websites.service';\nimport type { WebsiteRow } from '../websites/websites.tables';\nexport type Both = [WebsiteService, WebsiteRow];\n`;
    expect(await boundaryErrors('features/sections/sections.service.ts', code)).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('keeps the site host and the features apart, the schema aside', async () => {
    const fromSites = `import type { WebsiteService } from '../features/websites/websites.service';\nimport type { WebsiteRow } from '../features/websites/websites.tables';\nexport type Both = [WebsiteService, WebsiteRow];\n`;
    expect(await boundaryErrors('sites/site-service.ts', fromSites)).toEqual([expect.stringContaining('The site host does not import a feature')]);
    const fromFeature = `import type { SiteService } from '../../sites/site-service';\nexport type Site = SiteService;\n`;
    expect(await boundaryErrors('features/auth/social-auth.routes.ts', fromFeature)).toEqual([expect.stringContaining('A feature does not import the site host')]);
  });

  it('refuses the platform importing a feature', async () => {
    const code = `import type { AuthService } from '../features/auth/auth.service';\nexport type Auth = AuthService;\n`;
    expect(await boundaryErrors('platform/events.ts', code)).toEqual([expect.stringContaining('The platform imports no feature')]);
  });
});
