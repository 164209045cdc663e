import { z } from 'zod';
import { str } from './common';

/** An authenticator code (6 digits) or a recovery code (XXXX-XXXX-XXXX-XXXX); spaces and dashes are ignored. */
const code = str(100, { error: 'The code field is required.' }).trim().min(1, 'The code field is required.');

export const twoFactorCodeInput = z.object({ code });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInput>;

/** POST /login (and a social sign-in) with two-factor sign-in on: no token yet, a challenge for the second step. */
export const twoFactorRequiredResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requires_two_factor: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorRequiredResponse = z.infer<typeof twoFactorRequiredResponse>;

/** The second step of a sign-in: the challenge the first step gave, and a code. */
export const twoFactorLoginInput = z.object({ challenge: str(2000, { error: 'Your sign-in has expired.' }).min(1, 'Your sign-in has expired.'), code });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInput>;

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** Whether an admin requires it of admin accounts (and this account is one). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = z.object({ success: z.literal(true), data: twoFactorStatus });

export const twoFactorSetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>['data'];

export const recoveryCodesResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ recovery_codes: z.array(z.string()) }) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;
