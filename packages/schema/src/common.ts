import { z } from 'zod';

export const planNames = ['free', 'pro', 'premium'] as const;
export const planName = z.enum(planNames);
export type PlanName = z.infer<typeof planName>;

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

/** An unpaired UTF-16 surrogate: not a character, refused by PostgreSQL in JSON and mangled in text. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as it is: no NUL (PostgreSQL refuses it) and no unpaired surrogate. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);
/** The same text without what cannot be stored (for names the user does not type, such as an uploaded file's). */
export const toStorableText = (value: string) => value.replaceAll('\u0000', '').replace(new RegExp(loneSurrogate.source, 'g'), '\ufffd');
export const unstorableTextMessage = 'Contains characters that are not allowed.';
export const tooLongMessage = (max: number) => `Must be at most ${max} characters.`;

/**
 * The one string every request field is built from: storable, and at most `max` characters.
 * (Chain `.trim()`, `.min()`, `.pipe(z.email())` and so on after it.)
 */
export const str = (max: number, params?: { error?: string }) => z.string(params).max(max, tooLongMessage(max)).refine(isStorableText, unstorableTextMessage);

/** Trimmed text with an upper bound; empty is allowed. */
export const text = (max: number) => str(max).trim().max(max, tooLongMessage(max));

/** Trimmed text that must be present; missing and blank both get the spec's message. */
export const required = (max: number, message: string) => str(max, { error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** A link a visitor may follow: http(s) or mailto only, so no `javascript:` ever reaches a page. */
export const safeUrl = str(2048)
  .trim()
  .refine((value) => value === '' || /^(https?:\/\/|mailto:)/i.test(value), {
    message: 'Please enter a valid URL',
  });

/** Tag lists (skills, technologies...): trimmed, empties dropped, duplicates dropped case-insensitively. */
export const tagList = (maxItems = 50, maxLength = 80) =>
  z
    .array(str(10_000))
    .max(maxItems * 4)
    .transform((tags) => {
      const seen = new Set<string>();
      const result: string[] = [];
      for (const raw of tags) {
        const tag = raw.trim().slice(0, maxLength);
        const key = tag.toLowerCase();
        if (tag === '' || seen.has(key)) continue;
        seen.add(key);
        result.push(tag);
      }
      return result.slice(0, maxItems);
    });

/** PostgreSQL's integer: a larger id or version is refused here rather than by the database. */
export const MAX_INT = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(MAX_INT);

/** Any string anywhere in a request (JSON documents included) is at most this long. */
export const MAX_REQUEST_STRING = 200_000;
/** Deeper than this, a request body is refused rather than walked. */
export const MAX_REQUEST_DEPTH = 64;

export interface TextIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Every string (and object key) in a decoded request that cannot be stored: NUL, an unpaired
 * surrogate, longer than MAX_REQUEST_STRING; and nesting deeper than MAX_REQUEST_DEPTH. Field
 * schemas say the same with `str()`; this also reaches free-form JSON documents and fields
 * declared without it.
 */
export function findUnstorableText(value: unknown, limit = 20): TextIssue[] {
  const issues: TextIssue[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (issues.length >= limit) return;
    if (typeof node === 'string') {
      if (node.length > MAX_REQUEST_STRING) issues.push({ path, message: tooLongMessage(MAX_REQUEST_STRING) });
      else if (!isStorableText(node)) issues.push({ path, message: unstorableTextMessage });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path.length >= MAX_REQUEST_DEPTH) {
      issues.push({ path, message: 'Nested too deeply.' });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (key.length > 1000 || !isStorableText(key)) issues.push({ path: [...path, key.slice(0, 100)], message: unstorableTextMessage });
      else visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return issues;
}
