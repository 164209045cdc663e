import type { User } from '@folio/schema';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { api, isApiError } from './api-client';
import { clearToken, getToken, setToken, subscribeToToken, type SignOutReason } from './auth-storage';
import { messages } from './error-messages';

/**
 * The signed-in user, shared by every feature: GET /api/user is the source of truth and the
 * token validity check (platform.md section 7). Features never read the token themselves.
 */

export const userQueryKey = ['auth', 'user'] as const;

export async function getUser(): Promise<User> {
  // The guards decide what a 401 here means (guest page: silently forget the token; app page: session expired).
  const answer = await api.get<{ success: true; user: User }>('/user', { sessionExpiry: false });
  return answer.user;
}

export function userQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    enabled: hasToken,
    staleTime: 60_000,
    retry: (failureCount, error) => !isApiError(error, 401) && failureCount < 1,
  });
}

export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeToToken, () => getToken() !== null);
}

/** The user when signed in, undefined while loading or when signed out. */
export function useUser() {
  const hasToken = useHasToken();
  return useQuery(userQueryOptions(hasToken));
}

/** Stores a fresh session: the token, and the user so no screen has to fetch it again. */
export function signIn(queryClient: QueryClient, token: string, user: User) {
  queryClient.setQueryData(userQueryKey, user);
  setToken(token);
}

/** Forgets the session locally. The cache goes too: nothing of one user may leak to the next. */
export function signOutLocally(queryClient: QueryClient, reason: SignOutReason) {
  clearToken(reason);
  // After the guards have reacted to the missing token, so no mounted query refetches without it.
  queueMicrotask(() => queryClient.clear());
}

export function logout(): Promise<unknown> {
  return api.post('/logout', undefined, { sessionExpiry: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      signOutLocally(queryClient, 'logout');
      toast.success(messages.logoutSuccess, { id: 'logout' });
    },
    onError: (error) => {
      // A token the server no longer knows is as good as logged out.
      if (isApiError(error, 401)) {
        signOutLocally(queryClient, 'logout');
        toast.success(messages.logoutSuccess, { id: 'logout' });
        return;
      }
      toast.error(messages.logoutFailed);
    },
  });
}
