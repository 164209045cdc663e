import type { SocialRedeemResponse as Signed, SocialTwoFactorResponse } from '@folio/schema';

type SocialRedeemResponse = Signed | SocialTwoFactorResponse;
import { api } from '@/lib/api-client';

const redeemed = new Map<string, Promise<SocialRedeemResponse>>();

/**
 * Redeems the one-time code of a social sign-in, with the cookie this browser got when it started
 * the flow. A code works once: a second render of the screen reuses the first call.
 */
export function redeemSocialCode(code: string): Promise<SocialRedeemResponse> {
  let pending = redeemed.get(code);
  if (!pending) {
    pending = api.post<SocialRedeemResponse>('/auth/social/redeem', { code }, { sessionExpiry: false });
    redeemed.set(code, pending);
  }
  return pending;
}
