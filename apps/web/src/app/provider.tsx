import type { Theme } from '@folio/schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/toaster';
import { updateSettings } from '@/features/settings/api/update-settings';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { signOutLocally, userQueryKey } from '@/lib/auth';
import { getToken } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';
import { getImpersonation, stopImpersonation } from '@/lib/impersonation';
import { paths } from '@/config/paths';
import { ThemeProvider } from '@/lib/theme';
import { queryClient } from './query-client';
import { router } from './router';

/** A theme picked anywhere (top bar, settings) is also the signed-in user's saved preference. */
function saveThemeChoice(theme: Theme) {
  if (!getToken()) return;
  updateSettings({ theme })
    .then((answer) => queryClient.setQueryData(userQueryKey, answer.user))
    .catch(() => {
      // The choice still applies on this device; the server keeps the previous one.
    });
}

function onSessionExpired() {
  if (!getToken()) return; // several requests can fail at once: react once
  // An impersonation that ran out (an hour) returns to the admin rather than signing out.
  if (getImpersonation()) {
    void stopImpersonation(queryClient).then((userId) => router.navigate(userId ? paths.admin.user.getHref(userId) : '/', { replace: true }));
    return;
  }
  signOutLocally(queryClient, 'expired');
  toast.error(messages.sessionExpired, { id: 'session-expired' });
  void router.navigate('/', { replace: true });
}

type MessageEvent = CustomEvent<{ message?: string } | string | undefined>;

function messageOf(event: Event): string | undefined {
  const detail = (event as MessageEvent).detail;
  return typeof detail === 'string' ? detail : detail?.message;
}

/** The window events of platform.md section 7, raised by code that cannot reach the toaster itself. */
function useWindowMessageEvents() {
  useEffect(() => {
    const onError = (event: Event) => toast.error(messageOf(event) ?? messages.generic);
    const onInfo = (event: Event) => {
      const message = messageOf(event);
      if (message) toast.info(message);
    };
    window.addEventListener('auth-error', onError);
    window.addEventListener('verification-required', onInfo);
    window.addEventListener('plan-selection-required', onInfo);
    return () => {
      window.removeEventListener('auth-error', onError);
      window.removeEventListener('verification-required', onInfo);
      window.removeEventListener('plan-selection-required', onInfo);
    };
  }, []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    setSessionExpiredHandler(onSessionExpired);
    return () => setSessionExpiredHandler(null);
  }, []);
  useWindowMessageEvents();

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider onUserChoice={saveThemeChoice}>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
