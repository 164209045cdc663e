import { z } from 'zod';
import { billingCycle, MAX_INT, planName, str } from './common';

export const themes = ['light', 'dark', 'system'] as const;
export const theme = z.enum(themes);
export type Theme = z.infer<typeof theme>;

const email = str(10_000, { error: 'The email field is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(255, 'The email must not be greater than 255 characters.')
  .pipe(z.email('The email must be a valid email address.'));

export const passwordMinLength = 8;
const newPassword = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .min(passwordMinLength, `The password must be at least ${passwordMinLength} characters.`)
  .max(200, 'The password must not be greater than 200 characters.');

export const registerInput = z
  .object({
    name: z
      .string({ error: 'The name field is required.' })
      .trim()
      .min(1, 'The name field is required.')
      .max(255, 'The name must not be greater than 255 characters.'),
    email,
    company: z.string().trim().max(255, 'The company must not be greater than 255 characters.').optional().nullable(),
    password: newPassword,
    password_confirmation: str(1000, { error: 'The password confirmation field is required.' }),
    terms: z.literal(true, { error: 'You must accept the terms and privacy policy.' }),
    selected_plan: planName.optional().nullable(),
    billing_cycle: billingCycle.optional().nullable(),
    plan_context: z.literal('checkout').optional().nullable(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: str(255, { error: 'The email field is required.' }).trim().toLowerCase().min(1, 'The email field is required.'),
  password: str(1000, { error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const verifyEmailInput = z.object({
  id: z.coerce.number().int().positive().max(MAX_INT),
  hash: z.string().min(1).max(200),
});

export const emailOnlyInput = z.object({ email });

export const resetPasswordInput = z
  .object({
    token: z.string().min(1).max(200),
    email,
    password: newPassword,
    password_confirmation: str(1000, { error: 'The password confirmation field is required.' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const userRole = z.enum(['admin', 'user']);

/** The user as every auth response returns it. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  company: z.string().nullable(),
  role: userRole,
  current_plan: planName,
  active_website_id: z.number().int().nullable(),
  onboarding_completed_at: z.string().nullable(),
  is_active: z.boolean(),
  beta_access_granted_seen_at: z.string().nullable(),
  theme,
  /** False for accounts created through social sign-in until a password is set (forgot-password sets one). */
  has_password: z.boolean(),
  websites_count: z.number().int(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user,
  requires_verification: z.literal(false),
  is_admin: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The spec's verification response: success, message, data.token, data.user, active_website, is_admin. */
export const verifyEmailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), user }),
  active_website: z.number().int().nullable(),
  is_admin: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export const updateProfileInput = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  company: z.string().trim().max(255).nullable().optional(),
  email,
  /** Required by the server when the e-mail changes. */
  current_password: z.string().max(200).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z
  .object({
    current_password: str(1000).min(1, 'The current password field is required.'),
    password: newPassword,
    password_confirmation: str(1000),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const updateSettingsInput = z.object({ theme });

export const deleteAccountInput = z.object({ password: str(1000).min(1, 'The password field is required.') });

/** Password strength meter (platform.md section 5): a point each; 0-2 Weak, 3-4 Medium, 5-6 Strong. */
export function scorePassword(password: string): { score: number; label: 'Weak' | 'Medium' | 'Strong' } {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong' };
}

/**
 * Social sign-in hand-over: /oauth/success?code= is redeemed once by POST /api/auth/social/redeem,
 * from the browser that started the flow. A failure comes back as ?error=<one of these codes>.
 */
export const socialProvider = z.enum(['google', 'linkedin']);
export const socialErrorCodes = ['initiation_failed', 'invalid_state', 'denied', 'incomplete', 'no_verified_email', 'authentication_failed'] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];
export const socialRedeemInput = z.object({ code: z.string().min(1).max(200) });
export const socialRedeemResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user,
  /** The social user shown on the result screen (platform.md section 3). */
  social_user: z.object({ id: z.number().int(), email: z.string(), name: z.string(), avatar: z.string().nullable() }),
  provider: socialProvider,
  return_url: z.string(),
});
export type SocialRedeemResponse = z.infer<typeof socialRedeemResponse>;
/** A social sign-in of an account with two-factor sign-in on: the second step on /login opens the session. */
export const socialTwoFactorResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requires_two_factor: z.literal(true),
  challenge: z.string(),
  provider: socialProvider,
  return_url: z.string(),
});
export type SocialTwoFactorResponse = z.infer<typeof socialTwoFactorResponse>;
