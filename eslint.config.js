import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Each folder under `dir` is a feature: it may import only itself, the platform and the packages. */
function featureZones(dir, shared = []) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${dir}/${name}/**`,
      from: `${dir}/!(${name})/**`,
      except: shared,
      message: 'A feature does not import another feature: take what it needs as a dependency (see services.ts).',
    }));
}

// The one database schema (every feature's *.tables.ts, gathered by platform/db/schema.ts) is shared.
const schemaFiles = ['**/features/*/*.tables.ts'];

// ESLint checks what oxlint (.oxlintrc.json, the code rules with type information) has no rule for:
// the architecture boundaries of DESIGN.md and React's hooks rules. It needs no type information.
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/fixtures/**',
      'e2e/screenshots/**',
      '**/*.config.js',
      '**/drizzle/**',
      '**/build.mjs',
      'scripts/**',
      '**/generated/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Architecture boundaries (DESIGN.md): features stay apart; the platform knows no feature;
    // the templates and the parser know nothing of the apps.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/server/src/features', schemaFiles),
            ...featureZones('./apps/web/src/features'),
            // The site host is one more part of the server: it and the features do not import each other.
            {
              target: './apps/server/src/sites/**',
              from: './apps/server/src/features/**',
              except: schemaFiles,
              message: 'The site host does not import a feature: take what it needs as a dependency (see services.ts).',
            },
            {
              target: './apps/server/src/features/**',
              from: './apps/server/src/sites/**',
              message: 'A feature does not import the site host.',
            },
            {
              target: './apps/server/src/platform/**',
              from: ['./apps/server/src/features/**', './apps/server/src/sites/**'],
              message: 'The platform imports no feature (the schema barrel aside).',
            },
            {
              target: ['./apps/web/src/{components,lib,config,api}/**'],
              from: ['./apps/web/src/features/**'],
              message: 'Shared web code imports no feature.',
            },
            { target: './packages/**', from: './apps/**', message: 'The packages import nothing of the apps.' },
          ],
        },
      ],
    },
  },
  {
    // The schema barrel gathers every feature's tables: the one place the platform names them.
    files: ['apps/server/src/platform/db/schema.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
