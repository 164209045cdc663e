import type { AdminUserDetail, AdminUserRow, AdminUsersResponse } from '@folio/schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface AdminUsersFilters {
  search?: string;
  plan?: string;
  verified?: string;
  active?: string;
  admin?: string;
}

const usersKey = [...adminKey, 'users'] as const;

function queryString(page: number, filters: AdminUsersFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return params.toString();
}

/** GET /api/admin/users: 25 a page, newest first, searched and filtered by the server. */
export const adminUsersQueryOptions = (page: number, filters: AdminUsersFilters) =>
  queryOptions({
    queryKey: [...usersKey, 'list', page, filters] as const,
    queryFn: ({ signal }) => api.get<AdminUsersResponse>(`/admin/users?${queryString(page, filters)}`, { signal }),
  });

export const useAdminUsers = (page: number, filters: AdminUsersFilters) => useQuery({ ...adminUsersQueryOptions(page, filters), placeholderData: keepPreviousData });

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminUserDetail }>(`/admin/users/${id}`, { signal }).then((answer) => answer.data),
  });

export const useAdminUser = (id: number) => useQuery(adminUserQueryOptions(id));

export type AdminUserAction = 'verify' | 'activate' | 'deactivate' | 'password-reset' | 'delete' | { plan: 'free' | 'pro' | 'premium'; reason?: string };

/** The actions of the user detail screen; each answers with a message, and changes the lists and the audit log. */
export function useAdminUserAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => {
      if (typeof action === 'object') return api.post<{ message: string; user?: AdminUserRow }>(`/admin/users/${id}/plan`, action);
      if (action === 'delete') return api.delete<{ message: string }>(`/admin/users/${id}`);
      return api.post<{ message: string; user?: AdminUserRow }>(`/admin/users/${id}/${action}`);
    },
    onSuccess: (_answer, action) => {
      if (action === 'delete') queryClient.removeQueries({ queryKey: [...usersKey, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
