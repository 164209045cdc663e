/**
 * Prints a template's full page for reviewers:
 *   npm run -s render-site -- --template <slug> --demo [--page blog|post:<slug>|not-found] [--base-url URL]
 */
import { parseArgs } from 'node:util';
import { getDemoWebsite, getTemplate, templates } from './index';
import { renderSitePage } from './server/index';
import type { SitePageKind } from './types';

const { values } = parseArgs({
  options: {
    template: { type: 'string', default: 'modern' },
    demo: { type: 'boolean', default: false },
    page: { type: 'string', default: 'home' },
    'base-url': { type: 'string', default: 'http://demo.localhost:3000' },
    'asset-base': { type: 'string', default: '/_assets' },
    list: { type: 'boolean', default: false },
  },
});

if (values.list) {
  for (const template of templates) console.log(`${template.id}\t${template.slug}\t${template.name}\t${template.category}\t${template.tier}`);
  process.exit(0);
}

const slug = values.template;
if (!getTemplate(slug)) {
  console.error(`Unknown template "${slug}". Known: ${templates.map((template) => template.slug).join(', ')}`);
  process.exit(1);
}
if (!values.demo) {
  console.error('Only --demo rendering is supported from the command line (pass --demo).');
  process.exit(1);
}

function parsePage(value: string): SitePageKind {
  if (value === 'blog') return { kind: 'blog' };
  if (value === 'not-found') return { kind: 'not-found' };
  if (value.startsWith('post:')) return { kind: 'post', slug: value.slice(5) };
  return { kind: 'home' };
}

const site = getDemoWebsite(slug, values['asset-base']);
const { html } = renderSitePage(site, parsePage(values.page), {
  baseUrl: values['base-url'].replace(/\/$/, ''),
  assetBase: values['asset-base'],
  contactAction: '/contact',
  showBranding: true,
  noindex: false,
});
process.stdout.write(`${html}\n`);
