import type { User } from '@folio/schema';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { api, isApiError } from './api-client';
import { signIn, signOutLocally } from './auth';
import { getToken, impersonationKey } from './auth-storage';

/**
 * Impersonation (platform.md section 4): active while its record is in local storage, which the
 * shell checks every 30 seconds (and at once when another tab changes it). The record keeps the
 * admin's own session (original_admin, original_token) to switch back to.
 */
export const IMPERSONATION_CHECK_MS = 30_000;

export interface ImpersonationRecord {
  original_admin: { id: number; name: string; email: string };
  original_token: string;
  /** Who is being impersonated, for the banner. */
  user: { id: number; name: string; email: string };
  expires_at: string;
}

export const impersonationMessages = {
  stopFailed: 'Failed to stop impersonation',
  stoppedLogIn: 'Impersonation stopped. Please log in as admin.',
  switchedBack: (name: string) => `Switched back to admin: ${name}`,
} as const;

export function getImpersonation(): ImpersonationRecord | null {
  try {
    const raw = localStorage.getItem(impersonationKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ImpersonationRecord>;
    return value.original_admin && typeof value.original_token === 'string' && value.user ? (value as ImpersonationRecord) : null;
  } catch {
    return null;
  }
}

function writeImpersonation(record: ImpersonationRecord | null) {
  try {
    if (record) localStorage.setItem(impersonationKey, JSON.stringify(record));
    else localStorage.removeItem(impersonationKey);
  } catch {
    // Storage unavailable: the banner then cannot show; stopping still works by signing out.
  }
  window.dispatchEvent(new Event('folio:impersonation'));
}

export interface ImpersonationStart {
  token: string;
  user: User;
  expires_at: string;
  original_admin: ImpersonationRecord['original_admin'];
}

/** Switches this browser to the user: the admin's token goes into the record, the cache is emptied. */
export function beginImpersonation(queryClient: QueryClient, started: ImpersonationStart) {
  const adminToken = getToken();
  if (!adminToken) return;
  writeImpersonation({
    original_admin: started.original_admin,
    original_token: adminToken,
    user: { id: started.user.id, name: started.user.name, email: started.user.email },
    expires_at: started.expires_at,
  });
  queryClient.clear();
  signIn(queryClient, started.token, started.user);
}

interface RestoreAnswer {
  token: string;
  data: { user: User; token: string };
}

/**
 * Stops impersonating: ends the impersonation session, then restores the admin's (POST
 * /admin/impersonate/stop, then /admin/restore-session with the admin's id). An impersonation that
 * already expired skips to the restore. If either fails, the spec's fallback signs out.
 * Resolves to the id of the user who was impersonated, or null after the fallback.
 */
let stopping: Promise<number | null> | null = null;

export function stopImpersonation(queryClient: QueryClient): Promise<number | null> {
  // Several failed requests (or a click during an automatic stop) share the one stop in flight.
  stopping ??= stop(queryClient).finally(() => {
    stopping = null;
  });
  return stopping;
}

async function stop(queryClient: QueryClient): Promise<number | null> {
  const record = getImpersonation();
  if (!record) return null;
  try {
    await api.post('/admin/impersonate/stop', undefined, { sessionExpiry: false }).catch((error: unknown) => {
      if (!isApiError(error, 401)) throw error;
    });
    const restored = await api.post<RestoreAnswer>('/admin/restore-session', { admin_id: record.original_admin.id }, { token: record.original_token, sessionExpiry: false });
    writeImpersonation(null);
    queryClient.clear();
    signIn(queryClient, restored.data.token, restored.data.user);
    toast.success(impersonationMessages.switchedBack(restored.data.user.name), { id: 'impersonation' });
    return record.user.id;
  } catch {
    toast.error(impersonationMessages.stopFailed, { id: 'impersonation-failed' });
    writeImpersonation(null);
    signOutLocally(queryClient, 'logout');
    toast.info(impersonationMessages.stoppedLogIn, { id: 'impersonation' });
    return null;
  }
}

/** The record while impersonating, re-read every 30 s and whenever this or another tab changes it. */
export function useImpersonation(): ImpersonationRecord | null {
  const [record, setRecord] = useState(getImpersonation);
  useEffect(() => {
    const check = () => setRecord((current) => {
      const next = getImpersonation();
      return JSON.stringify(next) === JSON.stringify(current) ? current : next;
    });
    const timer = window.setInterval(check, IMPERSONATION_CHECK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === impersonationKey || event.key === null) check();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('folio:impersonation', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('folio:impersonation', check);
    };
  }, []);
  return record;
}
