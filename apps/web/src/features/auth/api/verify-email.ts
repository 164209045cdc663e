import type { User } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's verification response (with a token), "already verified", or verified but to sign in (both without one). */
export type VerifyEmailAnswer =
  | {
      success: true;
      already_verified?: false;
      message: string;
      data: { token: string; user: User };
      active_website: number | null;
      is_admin: boolean;
    }
  | { success: true; already_verified: true; message: string }
  /** Two-factor sign-in is on: the address is verified, and no session was started. */
  | { success: true; already_verified?: false; requires_sign_in: true; message: string };

export function verifyEmail(payload: { id: number; hash: string }): Promise<VerifyEmailAnswer> {
  return api.post<VerifyEmailAnswer>('/email/verify', payload);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
