import { useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const autosaveDelayMs = 2000;
export const savedShownMs = 2000;

/** The manual form's own key, per user: a shared browser never shows one person's draft to another. */
export const manualDraftKey = (userId: number) => `manual_form_autosave:${userId}`;

/**
 * Stores the draft locally 2 s after the last change (onboarding.md section 4): idle, saving,
 * saved (back to idle after 2 s), or error when the browser refuses to store it.
 */
export function useAutosave(key: string, draft: unknown, enabled: boolean): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const first = useRef(true);
  const serialized = JSON.stringify(draft);

  useEffect(() => {
    // The draft as loaded is not a change.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    const pending = window.setTimeout(() => setStatus('saving'), 0);
    const save = window.setTimeout(() => {
      try {
        localStorage.setItem(key, serialized);
        setStatus('saved');
      } catch {
        setStatus('error');
      }
    }, autosaveDelayMs);
    return () => {
      window.clearTimeout(pending);
      window.clearTimeout(save);
    };
  }, [key, serialized, enabled]);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = window.setTimeout(() => setStatus('idle'), savedShownMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  return status;
}

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}
