import { z } from 'zod';

/** What a visitor posts through a site's contact form (urlencoded, without JavaScript). */
export const contactFormInput = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().max(255).pipe(z.email()),
  message: z.string().trim().min(1).max(5000),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  website: z.string().max(500).optional().default(''),
});
export type ContactFormInput = z.input<typeof contactFormInput>;

export const contactRequestStatuses = ['new', 'read', 'archived', 'spam'] as const;
