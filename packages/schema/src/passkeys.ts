import { z } from 'zod';
import { required, str } from './common';

/**
 * Passkeys (WebAuthn): a key pair made by the user's device or password manager for Folio's
 * domain, unlocked with a fingerprint, face or PIN. Signing in with one counts as both factors.
 * The request bodies below are the JSON that `@simplewebauthn/browser` makes of the browser's answer.
 */

export const MAX_PASSKEY_NAME = 60;
/** Passkeys an account may hold at once. */
export const MAX_PASSKEYS = 20;

/** Letters (any script), digits, spaces and common punctuation: no markup, control or direction-changing characters. */
export const passkeyNameCharacters = /^[\p{L}\p{M}\p{N} .,:;!?'()&+#@/_-]*$/u;
export const passkeyMessages = {
  nameRequired: 'Please enter a name for the passkey.',
  nameCharacters: "Use letters, digits, spaces and . , : ; ! ? ' ( ) & + # @ / _ - only.",
  tooMany: `You can have at most ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`,
} as const;

const passkeyName = required(MAX_PASSKEY_NAME, passkeyMessages.nameRequired).regex(passkeyNameCharacters, passkeyMessages.nameCharacters);

/** base64url without padding, as browsers and @simplewebauthn/browser write binary fields. */
const base64url = (max: number) =>
  str(max, { error: 'The passkey answer is incomplete. Please try again.' }).regex(/^[A-Za-z0-9_-]+$/, 'The passkey answer is malformed. Please try again.');

/** Credential ids are at most 1,023 bytes (WebAuthn Level 3): 1,364 base64url characters. */
const credentialId = base64url(1364);
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** What `startRegistration()` answers: the new credential and its (format "none") attestation. */
export const passkeyRegistrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** What `startAuthentication()` answers: the assertion signed with the passkey. */
export const passkeyAuthenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** POST /passkeys: the browser's answer to the registration options. */
export const addPasskeyInput = z.object({ credential: passkeyRegistrationResponse });
export type AddPasskeyInput = z.input<typeof addPasskeyInput>;

/** PATCH /passkeys/{id}. */
export const renamePasskeyInput = z.object({ name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInput>;

/** POST /login/passkey: the browser's answer to the sign-in options, and whether to stay signed in for 30 days. */
export const passkeyLoginInput = z.object({ credential: passkeyAuthenticationResponse, remember: z.boolean().default(false) });
export type PasskeyLoginInput = z.input<typeof passkeyLoginInput>;

/** A passkey as listed on /settings. */
export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** Null until it is first used to sign in. */
  last_used_at: z.string().nullable(),
  /** Whether it is kept in a password manager or cloud keychain that syncs it to other devices. */
  backed_up: z.boolean(),
  /** Synced (multi-device) or bound to one device or security key. */
  device_type: z.enum(['singleDevice', 'multiDevice']),
});
export type Passkey = z.infer<typeof passkey>;
export const passkeysResponse = z.object({ success: z.literal(true), data: z.array(passkey) });
export const passkeyResponse = z.object({ success: z.literal(true), message: z.string(), data: passkey });

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/** What `navigator.credentials.create()` takes, as JSON (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyRegistrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.string() })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  attestation: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptions>;

/** What `navigator.credentials.get()` takes, as JSON (PublicKeyCredentialRequestOptionsJSON). No allowCredentials: the passkey names the account. */
export const passkeyAuthenticationOptions = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  userVerification: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptions>;

export const passkeyRegistrationOptionsResponse = z.object({ success: z.literal(true), data: passkeyRegistrationOptions });
export const passkeyAuthenticationOptionsResponse = z.object({ success: z.literal(true), data: passkeyAuthenticationOptions });
