import type { WebsiteWithSections } from '@folio/schema';
import { personalKeys, type BuilderState, type PersonalDraft } from './builder-state';

/**
 * Draft entries that say exactly what the server now has are dropped. Entries that differ only by
 * whitespace stay (the input keeps showing what was typed, e.g. a trailing space mid-word) but no
 * longer count as unsaved; entries that still differ stay unsaved.
 */
export function pruneDraft(draft: PersonalDraft, website: WebsiteWithSections): PersonalDraft {
  const next: PersonalDraft = {};
  for (const key of personalKeys) {
    const value = draft[key];
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(website[key])) continue;
    Object.assign(next, { [key]: value });
  }
  return next;
}

/** The server's website replaces ours; unsaved personal edits stay on top of it. */
export function withServerWebsite(state: BuilderState, website: WebsiteWithSections): Partial<BuilderState> {
  return { website, draft: pruneDraft(state.draft, website) };
}

/** Only the version moved (a section write answers the new version, not the website). */
export function withVersion(website: WebsiteWithSections, version: number): WebsiteWithSections {
  return { ...website, version };
}
