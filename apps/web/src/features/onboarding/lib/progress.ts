import type { OnboardingStep } from '@folio/schema';

/** The progress header's six steps (onboarding.md section 2), in order. */
export const headerSteps = ['Getting Started', 'Upload CV', 'Upload Photo', 'AI Analysis', 'Review Data', 'Your portfolio is ready'] as const;

/** Which header step a flow step belongs to (0-based). */
export function headerIndex(step: OnboardingStep): number {
  switch (step) {
    case 'welcome':
    case 'manual_input':
      return 0;
    case 'upload_cv':
      return 1;
    case 'upload_picture':
      return 2;
    case 'processing':
    case 'template_matching':
      return 3;
    case 'review':
    case 'creating_website':
      return 4;
    case 'ready':
    case 'preview':
    case 'complete':
    case 'completed':
      return 5;
  }
}

/**
 * Seconds a person typically spends on each header step. The spec's observed product estimated
 * 1, 1, 1, 2, 2 and 1 minutes, but Folio's analysis takes seconds, so the time left is mostly the
 * user's own: choosing a file, a photo, reading the review. Scanned CVs (OCR) take longer.
 */
export function stepSeconds(index: number, scanned: boolean): number {
  return [20, 30, 30, scanned ? 30 : 5, 60, 0][index] ?? 0;
}

/** The header's percentage: finished steps out of five gaps, plus the real progress inside the analysis. */
export function headerPercent(index: number, analysisFraction = 0): number {
  const within = index === 3 ? Math.min(1, Math.max(0, analysisFraction)) : 0;
  return Math.round(((index + within) / (headerSteps.length - 1)) * 100);
}

export function timeLeftLabel(seconds: number): string {
  if (seconds <= 0) return 'All done';
  if (seconds < 45) return 'Less than a minute left';
  if (seconds < 90) return 'About a minute left';
  return `About ${Math.round(seconds / 60)} minutes left`;
}

export function remainingSeconds(index: number, scanned: boolean): number {
  let total = 0;
  for (let i = index; i < headerSteps.length; i++) total += stepSeconds(i, scanned);
  return total;
}
