/**
 * The create-portfolio action a user began before being asked to upgrade, kept in the session
 * (platform.md section 3) so that the dashboard can pick it up again after checkout, if the user
 * comes back within 30 minutes (section 9).
 */
const key = 'cv_builder_pending_action';
export const pendingActionMaxAgeMs = 30 * 60_000;

export interface PendingAction {
  type: 'create-portfolio';
  at: number;
}

export function storePendingAction(now = Date.now()) {
  try {
    sessionStorage.setItem(key, JSON.stringify({ type: 'create-portfolio', at: now } satisfies PendingAction));
  } catch {
    // Without session storage the user simply starts again after upgrading.
  }
}

export function clearPendingAction() {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept then.
  }
}

/** The pending action while it is fresh; a stale or unreadable one is dropped. */
export function readPendingAction(now = Date.now()): PendingAction | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAction>;
    if (value.type === 'create-portfolio' && typeof value.at === 'number' && now - value.at < pendingActionMaxAgeMs) {
      return { type: value.type, at: value.at };
    }
  } catch {
    // Unreadable: dropped below.
  }
  clearPendingAction();
  return null;
}
