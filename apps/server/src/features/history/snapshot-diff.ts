import type { SnapshotDocument } from '@folio/schema';
import { canonicalJson } from './snapshot-codec';

/**
 * What changed between two snapshots, in the words the History panel shows: one phrase per change,
 * the website's own fields first, then the sections, then the template. Pure: the template's name
 * comes from the caller.
 */
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

const fields = [
  ['name', 'the full name'],
  ['intro', 'the introduction'],
  ['description', 'the description'],
  ['contact', 'the contact details'],
] as const;

const lists = [
  ['experiences', 'experience', 'experiences'],
  ['educations', 'education', 'educations'],
  ['skills', 'skill category', 'skill categories'],
  ['projects', 'project', 'projects'],
  ['trainings', 'training', 'trainings'],
  ['blog_posts', 'blog post', 'blog posts'],
] as const;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function listChanges(before: Array<{ id: number }>, after: Array<{ id: number }>, one: string, many: string): string[] {
  const previous = new Map(before.map((item) => [item.id, item]));
  const next = new Set(after.map((item) => item.id));
  const added = after.filter((item) => !previous.has(item.id)).length;
  const removed = before.filter((item) => !next.has(item.id)).length;
  const changed = after.filter((item) => previous.has(item.id) && !same(previous.get(item.id), item)).length;
  const kept = (items: Array<{ id: number }>, other: Set<number> | Map<number, unknown>) => items.map((item) => item.id).filter((id) => other.has(id));
  const reordered = !same(kept(before, next), kept(after, previous));
  const phrases: string[] = [];
  if (added > 0) phrases.push(`added ${counted(added, one, many)}`);
  if (changed > 0) phrases.push(`changed ${counted(changed, one, many)}`);
  if (removed > 0) phrases.push(`removed ${counted(removed, one, many)}`);
  if (reordered) phrases.push(`reordered the ${many}`);
  return phrases;
}

export function describeChanges(before: SnapshotDocument | null, after: SnapshotDocument, templateName: (slug: string) => string): string[] {
  if (!before) return ['first version in the history'];
  const phrases: string[] = [];
  for (const [key, words] of fields) if (!same(before[key], after[key])) phrases.push(`changed ${words}`);
  if (before.flat_picture !== after.flat_picture) {
    phrases.push(!before.flat_picture ? 'added a profile picture' : !after.flat_picture ? 'removed the profile picture' : 'changed the profile picture');
  }
  for (const [key, one, many] of lists) phrases.push(...listChanges(before[key], after[key], one, many));
  if (!same(before.template_data_by_category, after.template_data_by_category)) phrases.push('changed the template data');
  if (!same(before.design, after.design)) phrases.push('changed the design');
  if (before.subdomain !== after.subdomain) phrases.push('changed the address');
  if (before.search_indexing !== after.search_indexing) phrases.push(after.search_indexing ? 'let search engines index the site' : 'asked search engines not to index the site');
  if (before.cv_download !== after.cv_download) phrases.push(after.cv_download ? 'turned on the CV download' : 'turned off the CV download');
  const analytics = (document: SnapshotDocument) => [document.analytics_enabled, document.google_analytics_id, document.custom_analytics_code, document.analytics_config];
  if (!same(analytics(before), analytics(after))) phrases.push('changed the analytics settings');
  if (before.template_slug !== after.template_slug) phrases.push(`template ${templateName(before.template_slug)} → ${templateName(after.template_slug)}`);
  return phrases;
}

/** The phrases as one sentence: "Changed the introduction; added 1 experience; template Modern → Noir". */
export function summarize(changes: readonly string[]): string {
  if (changes.length === 0) return 'No changes since the version before';
  const sentence = changes.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
