import { z } from 'zod';
import { required } from './common';

/**
 * Personal access tokens: a premium owner's own key to the website routes of the API, for scripts
 * and integrations. Each is `folio_pat_` and 43 base64url characters (256 random bits); the server
 * keeps only its SHA-256, so the whole value is shown once, when it is made.
 */
export const API_TOKEN_PREFIX = 'folio_pat_';

/** What a token may do: read the owner's websites, or read and change them. */
export const apiTokenScopes = ['read', 'write'] as const;
export const apiTokenScope = z.enum(apiTokenScopes, { error: 'Choose Read only or Read and write.' });
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

export const MAX_API_TOKEN_NAME = 60;
/** Tokens an account may hold at once. */
export const MAX_API_TOKENS = 20;

/**
 * A name is for telling tokens apart in a list: letters (any script), digits, spaces and common
 * punctuation. No markup, control, invisible or direction-changing characters, which would make
 * one token's name pass for another's.
 */
const nameCharacters = /^[\p{L}\p{M}\p{N} .,:;!?'()&+#@/_-]*$/u;
export const apiTokenNameMessages = {
  required: 'Please enter a name for the token.',
  characters: "Use letters, digits, spaces and . , : ; ! ? ' ( ) & + # @ / _ - only.",
  taken: 'You already have a token with this name.',
  tooMany: `You can have at most ${MAX_API_TOKENS} tokens. Revoke one you no longer use first.`,
} as const;

export const createApiTokenInput = z.object({
  name: required(MAX_API_TOKEN_NAME, apiTokenNameMessages.required).regex(nameCharacters, apiTokenNameMessages.characters),
  scope: apiTokenScope,
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

/** A token as listed: never its value, only enough of it to recognise. */
export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScope,
  /** "folio_pat_…x7Qa": the prefix and the last four characters. */
  hint: z.string(),
  created_at: z.string(),
  /** Null until the token is first used. */
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokensResponse = z.object({ success: z.literal(true), data: z.array(apiToken) });
/** The answer to creating a token: the only time its full value is sent. */
export const apiTokenCreatedResponse = z.object({ success: z.literal(true), message: z.string(), data: apiToken, token: z.string() });

/** "folio_pat_…x7Qa" for a token whose last four characters are x7Qa. */
export const apiTokenHint = (lastFour: string) => `${API_TOKEN_PREFIX}…${lastFour}`;
