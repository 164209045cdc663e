import type { LoginResponse, TwoFactorLoginInput, TwoFactorRequiredResponse, User } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LoginPayload {
  email: string;
  password: string;
  remember: boolean;
}

/** A session: the password (or the second step) was enough. */
export type LoginAnswer = LoginResponse & { user: User; active_website?: number | null };

/** 200 signs in, or asks for the second step (two-factor sign-in on); 401 wrong credentials; 403 unverified address; 422 field errors; 429 throttled. */
export function login(payload: LoginPayload): Promise<LoginAnswer | TwoFactorRequiredResponse> {
  return api.post<LoginAnswer | TwoFactorRequiredResponse>('/login', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The second step: the challenge the password gave, and a code from the app or a recovery code. */
export function useLoginTwoFactor() {
  return useMutation({ mutationFn: (payload: TwoFactorLoginInput) => api.post<LoginAnswer>('/login/two-factor', payload) });
}
