import { z } from 'zod';

export const planNames = ['free', 'pro', 'premium'] as const;
export const planName = z.enum(planNames);
export type PlanName = z.infer<typeof planName>;

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

/** Trimmed text with an upper bound; empty is allowed. */
export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);

/** Trimmed text that must be present; missing and blank both get the spec's message. */
export const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);

/** A link a visitor may follow: http(s) or mailto only, so no `javascript:` ever reaches a page. */
export const safeUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^(https?:\/\/|mailto:)/i.test(value), {
    message: 'Please enter a valid URL',
  });

/** Tag lists (skills, technologies...): trimmed, empties dropped, duplicates dropped case-insensitively. */
export const tagList = (maxItems = 50, maxLength = 80) =>
  z
    .array(z.string())
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

export const id = z.coerce.number().int().positive();
