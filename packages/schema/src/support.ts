import { z } from 'zod';
import { str } from './common';
import { adminPageQuery } from './admin';
import { pagination } from './notification';

/**
 * Support tickets (/support and the admin's Support inbox, /admin/support). A signed-in user's
 * name and e-mail come from their account; a guest gives both.
 */
export const supportCategories = ['account', 'billing', 'website', 'bug', 'other'] as const;
export const supportCategory = z.enum(supportCategories);
export type SupportCategory = z.infer<typeof supportCategory>;
export const supportCategoryLabels: Record<SupportCategory, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and plans',
  website: 'My website',
  bug: 'Something is broken',
  other: 'Something else',
};

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export const supportTicketStatus = z.enum(supportTicketStatuses);
export type SupportTicketStatus = z.infer<typeof supportTicketStatus>;
export const supportTicketStatusLabels: Record<SupportTicketStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** POST /api/support. `name` and `email` are required of guests and ignored for a signed-in user. */
export const supportTicketInput = z.object({
  name: str(100).trim().max(100, 'The name may not be greater than 100 characters.').optional(),
  email: str(255).trim().toLowerCase().max(255, 'The email may not be greater than 255 characters.').optional(),
  subject: str(200).trim().min(1, 'The subject field is required.').max(200, 'The subject may not be greater than 200 characters.'),
  message: str(5000).trim().min(1, 'The message field is required.').max(5000, 'The message may not be greater than 5000 characters.'),
  category: supportCategory.optional(),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  website: str(500).optional().default(''),
});
export type SupportTicketInput = z.input<typeof supportTicketInput>;

/** "SUP-000042": what the guest's confirmation e-mail and every screen call a ticket. */
export const supportReference = (id: number) => `SUP-${String(id).padStart(6, '0')}`;

export const supportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['user', 'admin']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportTicket = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.string(),
  category: supportCategory.nullable(),
  status: supportTicketStatus,
  /** Sent by a premium user: first in the inbox. */
  priority: z.boolean(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicket>;

export const supportTicketDetail = supportTicket.extend({ messages: z.array(supportMessage) });
export type SupportTicketDetail = z.infer<typeof supportTicketDetail>;

export const supportTicketCreated = z.object({ success: z.literal(true), message: z.string(), reference: z.string().nullable() });
export const supportTicketsResponse = z.object({ success: z.literal(true), data: z.array(supportTicket), pagination });
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponse>;
export const supportTicketResponse = z.object({ success: z.literal(true), data: supportTicketDetail });
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;

/** GET /api/admin/support: the inbox, priority first, then the latest activity. */
export const adminSupportQuery = adminPageQuery.extend({
  status: supportTicketStatus.optional(),
  priority: z.enum(['yes', 'no']).optional(),
});
export type AdminSupportQuery = z.infer<typeof adminSupportQuery>;

export const adminSupportTicket = supportTicket.extend({ user_id: z.number().int().nullable(), messages_count: z.number().int() });
export type AdminSupportTicket = z.infer<typeof adminSupportTicket>;
export const adminSupportTicketsResponse = z.object({ success: z.literal(true), data: z.array(adminSupportTicket), pagination });
export type AdminSupportTicketsResponse = z.infer<typeof adminSupportTicketsResponse>;
export const adminSupportTicketDetail = adminSupportTicket.extend({ messages: z.array(supportMessage) });
export type AdminSupportTicketDetail = z.infer<typeof adminSupportTicketDetail>;
export const adminSupportTicketResponse = z.object({ success: z.literal(true), data: adminSupportTicketDetail });
export const adminSupportActionResponse = z.object({ success: z.literal(true), message: z.string(), data: adminSupportTicketDetail });

export const supportReplyInput = z.object({
  message: str(5000).trim().min(1, 'The message field is required.').max(5000, 'The message may not be greater than 5000 characters.'),
});
