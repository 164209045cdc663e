import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every plan feature Folio means to sell, with the words that name it in copy. A feature in the
 * plans table (../plans.ts) may be named anywhere; one that is not there yet may not be named on
 * any screen, e-mail, legal page or server message.
 */
export const planFeatureTerms: Record<string, RegExp> = {
  blog: /\bblog/i,
  remove_branding: /\bbranding\b/i,
  // "Data Analytics" is a discipline (certificates, skills), not the feature.
  analytics: /(?<!data )\banalytics\b/i,
  advanced_analytics: /\badvanced analytics\b/i,
  custom_analytics_code: /\b(analytics|tracking) (code|snippets?|scripts?)\b/i,
  custom_domains: /\b(custom|own|your) domains?\b|\bdomain names?\b/i,
  priority_support: /\bpriority support\b/i,
  api_access: /\bAPI (access|tokens?|keys?)\b|\bpersonal (access )?tokens?\b/i,
  version_history: /\bversion history\b/i,
};

export interface Claim {
  file: string;
  line: number;
  text: string;
  feature: string;
}

/** Text a person reads: a sentence, or a word that starts with a capital ("Blog"), not a key or a path. */
const isProse = (text: string) => /\s/.test(text.trim()) || /^[A-Z][a-z]/.test(text.trim());

/** The strings and JSX text of a TypeScript file, with their lines; imports and comments are left out. */
export function proseOf(fileName: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ');
      if (isProse(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function* sourceFiles(path: string): Generator<string> {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'testing') yield* sourceFiles(full);
    } else if (/\.(ts|tsx|md)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

/**
 * Where the files under `paths` (folders or single files: TypeScript and Markdown, tests left out)
 * name a plan feature that `listed` does not contain.
 */
export function findUnlistedClaims(paths: string[], listed: readonly string[]): Claim[] {
  const terms = Object.entries(planFeatureTerms).filter(([feature]) => !listed.includes(feature));
  const claims: Claim[] = [];
  for (const path of paths) {
    const files = path.endsWith('.md') || /\.tsx?$/.test(path) ? [path] : [...sourceFiles(path)];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const prose = file.endsWith('.md') ? source.split('\n').map((text, index) => ({ line: index + 1, text })) : proseOf(file, source);
      for (const { line, text } of prose) {
        for (const [feature, pattern] of terms) if (pattern.test(text)) claims.push({ file, line, text, feature });
      }
    }
  }
  return claims;
}
