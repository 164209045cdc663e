import { z } from 'zod';
import { str } from './common';

/** What a visitor posts through a site's contact form (urlencoded, without JavaScript). */
export const contactFormInput = z.object({
  name: str(100).trim().min(1).max(100),
  email: str(255).trim().max(255).pipe(z.email()),
  message: str(5000).trim().min(1).max(5000),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  website: str(500).optional().default(''),
});
export type ContactFormInput = z.input<typeof contactFormInput>;

export const contactRequestStatuses = ['new', 'read', 'archived', 'spam'] as const;

export const contactRequestStatus = z.enum(contactRequestStatuses);
export type ContactRequestStatus = z.infer<typeof contactRequestStatus>;

/** A visitor's message as its owner's inbox lists it (GET /api/contact-requests). */
export const contactRequest = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  website_name: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactRequestStatus,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** How many messages each folder holds. */
export const contactRequestCounts = z.object({ new: z.number().int(), read: z.number().int(), archived: z.number().int(), spam: z.number().int() });
export type ContactRequestCounts = z.infer<typeof contactRequestCounts>;
