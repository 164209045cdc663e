import type { LoginResponse, User } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LoginPayload {
  email: string;
  password: string;
  remember: boolean;
}

/** 200 signs in; 401 wrong credentials; 403 unverified address; 422 field errors; 429 throttled. */
export type LoginAnswer = LoginResponse & { user: User; active_website?: number | null };

export function login(payload: LoginPayload): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/login', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
