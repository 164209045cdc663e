/** Display rules of the review step (onboarding.md sections 2 and 9). */

export const reviewLimits = { experiences: 3, educations: 2, skills: 12, projects: 2 } as const;
export const truncation = { experience: 150, project: 100 } as const;

/** Shortens to `max` characters at a word's end; bullets (one per line, glyph or not) read as "first · second". */
export function truncate(text: string, max: number): string {
  const clean = text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[•·▪*-]|\d{1,2}[.)])\s+/u, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).replace(/[\s·,;:]+$/u, '')}…`;
}

/**
 * A numeric level of at most 5 as "n/5", up to 100 as a percent, above that 80% (the spec's rule).
 * Words ("Advanced", "C1") are shown as written: turning them into 80% would invent a figure.
 */
export function skillLevelLabel(level: string | undefined): string | null {
  const text = level?.trim();
  if (!text) return null;
  const value = Number(text.replace(/%$/, ''));
  if (!Number.isFinite(value)) return text;
  if (value <= 5) return `${value}/5`;
  if (value <= 100) return `${value}%`;
  return '80%';
}

export type ConfidenceClass = 'high' | 'medium' | 'low';

export function confidenceClass(confidence: number): ConfidenceClass {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.6) return 'medium';
  return 'low';
}

/**
 * A field below 0.7 is flagged for the user to check. Confidences are calibrated (a field at 0.7 was
 * right about 70% of the time on the parser's fixtures), so a flagged field is wrong roughly one time
 * in three or more.
 */
export const CHECK_BELOW = 0.7;
export const isWeak = (confidence: number | undefined) => confidence !== undefined && confidence < CHECK_BELOW;

/** "2019-03" → "Mar 2019", "present" → "Present". */
export function formatCvDate(date: string): string {
  if (!date) return '';
  if (date === 'present') return 'Present';
  const [year, month] = date.split('-');
  if (!month) return year ?? '';
  const name = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  return `${name} ${year}`;
}

export function formatRange(start: string, end: string): string {
  const from = formatCvDate(start);
  const to = formatCvDate(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
