import { z } from 'zod';
import { MAX_INT, planName, text } from './common';
import { user } from './auth';
import { pagination } from './notification';

/**
 * The admin area's API (platform.md sections 2, 3 and 7). Admin lists page 25 at a time
 * (section 9) and take `page`; the SPA keeps it in the route's query and drops it for page 1.
 */
export const ADMIN_PER_PAGE = 25;

/** How long an impersonation session lasts, from its start; it never slides forward. */
export const IMPERSONATION_MINUTES = 60;

const yesNo = z.enum(['yes', 'no']);

export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ADMIN_PER_PAGE),
});

/** GET /api/admin/users: search over name and e-mail, and the filters of the users screen. */
export const adminUsersQuery = adminPageQuery.extend({
  search: text(200).optional(),
  plan: planName.optional(),
  verified: yesNo.optional(),
  active: yesNo.optional(),
  admin: yesNo.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  current_plan: planName,
  email_verified_at: z.string().nullable(),
  /** Not deactivated by an admin (a deactivated account cannot sign in, and its sites answer 404). */
  is_active: z.boolean(),
  deactivated_at: z.string().nullable(),
  /** Let in through the beta gate (the spec's is_active of section 3). */
  beta_access: z.boolean(),
  websites_count: z.number().int(),
  /** Two-factor sign-in is on for this account. */
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersResponse = z.object({ success: z.literal(true), data: z.array(adminUserRow), pagination });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserDetail = z.object({
  /** passkeys_count: how many passkeys can sign in to the account (their names are the owner's business). */
  user: adminUserRow.extend({ company: z.string().nullable(), onboarding_completed_at: z.string().nullable(), passkeys_count: z.number().int() }),
  websites: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subdomain: z.string().nullable(),
      status: z.enum(['draft', 'private', 'published']),
      template_slug: z.string(),
      url: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      plan: planName,
      status: z.string(),
      billing_cycle: z.enum(['monthly', 'yearly']),
      provider: z.enum(['test', 'stripe', 'admin']),
      trial_ends_at: z.string().nullable(),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
      created_at: z.string(),
    }),
  ),
  uploads: z.array(
    z.object({
      session_id: z.string(),
      kind: z.string(),
      file_name: z.string().nullable(),
      bytes: z.number().int().nullable(),
      job_state: z.string(),
      error: z.string().nullable(),
      website_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      created_at: z.string(),
      last_used_at: z.string(),
      expires_at: z.string(),
      /** Set on an admin's impersonation session: who is behind it. */
      impersonator_email: z.string().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({ id: z.number().int(), type: z.string(), title: z.string(), read_at: z.string().nullable(), created_at: z.string() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserDetailResponse = z.object({ success: z.literal(true), data: adminUserDetail });

export const adminActionResponse = z.object({ success: z.literal(true), message: z.string(), user: adminUserRow.optional() });

export const setActiveInput = z.object({ active: z.boolean() });
export const grantPlanInput = z.object({
  plan: planName,
  /** Why: kept in the audit log. */
  reason: text(500).optional(),
});

/** Every admin action the audit log records. */
export const auditActions = [
  'user.verify',
  'user.activate',
  'user.deactivate',
  'user.grant_plan',
  'user.password_reset',
  'user.delete',
  'impersonation.start',
  'impersonation.stop',
  'impersonation.request',
  'beta.settings',
  'security.settings',
  'waiting_list.invite',
  'demo_video.set',
  'demo_video.remove',
  'support.reply',
  'support.close',
  'support.reopen',
  'mail.resend',
  'website.unpublish',
  'website.suspend',
  'website.unsuspend',
  'offer.create',
  'offer.update',
  'offer.delete',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditActionLabels: Record<AuditAction, string> = {
  'user.verify': 'Verified e-mail',
  'user.activate': 'Activated user',
  'user.deactivate': 'Deactivated user',
  'user.grant_plan': 'Granted plan',
  'user.password_reset': 'Sent password reset',
  'user.delete': 'Deleted user',
  'impersonation.start': 'Started impersonating',
  'impersonation.stop': 'Stopped impersonating',
  'impersonation.request': 'Acted as user',
  'beta.settings': 'Changed the beta gate',
  'security.settings': 'Changed the security settings',
  'waiting_list.invite': 'Invited to the beta',
  'demo_video.set': 'Set the demo video',
  'demo_video.remove': 'Removed the demo video',
  'support.reply': 'Answered support ticket',
  'support.close': 'Closed support ticket',
  'support.reopen': 'Reopened support ticket',
  'mail.resend': 'Resent e-mail',
  'website.unpublish': 'Unpublished website',
  'website.suspend': 'Suspended website',
  'website.unsuspend': 'Lifted website suspension',
  'offer.create': 'Created offer',
  'offer.update': 'Changed offer',
  'offer.delete': 'Deleted offer',
};

/** GET /api/admin/audit-log: `actor` and `target` match an e-mail (part of it) or an id. */
export const auditLogQuery = adminPageQuery.extend({
  actor: text(200).optional(),
  action: auditAction.optional(),
  target: text(200).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: auditAction,
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = z.object({ success: z.literal(true), data: z.array(auditEntry), pagination });
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

export const statsPeriods = ['7d', '30d', '90d', '12m'] as const;
export const statsPeriod = z.enum(statsPeriods);
export type StatsPeriod = z.infer<typeof statsPeriod>;
export const statsPeriodLabels: Record<StatsPeriod, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days', '12m': '12 months' };

const point = z.object({ bucket: z.string(), value: z.number() });
export const adminStats = z.object({
  period: statsPeriod,
  /** Buckets are days, or months for 12 months; each `bucket` is its first day (YYYY-MM-DD, UTC). */
  bucket: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  signups: z.object({ total: z.number().int(), series: z.array(point) }),
  verified_users: z.object({ total: z.number().int(), series: z.array(point) }),
  /** Websites that had at least one visitor (counted by the site host) in the period. */
  active_websites: z.object({ total: z.number().int(), websites_total: z.number().int(), series: z.array(point) }),
  /** Sites published now; the series counts those by the day they were (last) published. */
  published_sites: z.object({ total: z.number().int(), series: z.array(point) }),
  /** Paying (active, paid through a provider, not a trial nor an admin grant) subscriptions by plan, now; the series counts new ones. */
  paying_subscriptions: z.object({
    by_plan: z.object({ pro: z.number().int(), premium: z.number().int() }),
    series: z.array(z.object({ bucket: z.string(), pro: z.number().int(), premium: z.number().int() })),
  }),
  /** Monthly recurring revenue in USD (yearly plans count a twelfth), at the end of each bucket. */
  mrr: z.object({ total: z.number(), series: z.array(point) }),
  /** Paying subscriptions canceled in the period over those paying at its start (0..1, null without any). */
  churn: z.object({ rate: z.number().nullable(), canceled: z.number().int(), paying_at_start: z.number().int(), series: z.array(point) }),
  /** CV files uploaded in onboarding, and how many of those parsed (done) against failed. */
  cv_uploads: z.object({
    total: z.number().int(),
    parsed: z.number().int(),
    failed: z.number().int(),
    success_rate: z.number().nullable(),
    series: z.array(z.object({ bucket: z.string(), uploads: z.number().int(), parsed: z.number().int(), failed: z.number().int() })),
  }),
});
export type AdminStats = z.infer<typeof adminStats>;
export const adminStatsResponse = z.object({ success: z.literal(true), data: adminStats });

export const adminHealth = z.object({
  queue: z.object({
    /** 'local': the in-process queue of this server process; 'bullmq': the shared Redis queue. */
    kind: z.enum(['local', 'bullmq']),
    waiting: z.number().int(),
    active: z.number().int(),
    delayed: z.number().int(),
    failed: z.number().int(),
  }),
  failed_jobs: z.array(z.object({ name: z.string(), key: z.string().nullable(), error: z.string(), attempts: z.number().int(), failed_at: z.string() })),
  failed_mails: z.array(z.object({ id: z.number().int(), to_address: z.string(), subject: z.string(), kind: z.string(), error: z.string().nullable(), attempts: z.number().int(), created_at: z.string() })),
  /** Onboarding parses that failed, with the error the job recorded. */
  failed_parses: z.array(z.object({ session_id: z.string(), user_id: z.number().int(), error: z.string().nullable(), updated_at: z.string() })),
});
export type AdminHealth = z.infer<typeof adminHealth>;
export const adminHealthResponse = z.object({ success: z.literal(true), data: adminHealth });

export const adminIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

/** POST /api/admin/users/{id}/impersonate: what the SPA needs to switch to the user and, later, back. */
export const impersonationStarted = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user,
  active_website: z.number().int().nullable(),
  is_admin: z.literal(false),
  expires_at: z.string(),
  original_admin: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});

/** POST /api/admin/restore-session (platform.md section 7). */
export const restoreSessionInput = z.object({ admin_id: z.number().int().positive().max(MAX_INT) });
export const restoreSessionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: z.object({ user, token: z.string(), active_website: z.number().int().nullable(), is_admin: z.boolean() }),
});


/** GET /api/admin/email-preview: every e-mail Folio sends, rendered with sample data. */
export const emailPreview = z.object({ kind: z.string(), label: z.string(), subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreview>;
export const emailPreviewsResponse = z.object({ success: z.literal(true), data: z.array(emailPreview) });
export type EmailPreviewsResponse = z.infer<typeof emailPreviewsResponse>;

/** The mail outbox (mail_outbox): every message and its delivery. */
export const mailStatuses = ['queued', 'stored', 'sent', 'failed'] as const;
export const mailStatus = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatus>;
export const mailStatusLabels: Record<MailStatus, string> = { queued: 'Queued', stored: 'Stored', sent: 'Sent', failed: 'Failed' };
export const mailOutboxQuery = adminPageQuery.extend({ status: mailStatus.optional() });
export type MailOutboxQuery = z.infer<typeof mailOutboxQuery>;
export const mailOutboxRow = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: mailStatus,
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxRow = z.infer<typeof mailOutboxRow>;
export const mailOutboxResponse = z.object({ success: z.literal(true), data: z.array(mailOutboxRow), pagination });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponse>;
export const mailResendResponse = z.object({ success: z.literal(true), message: z.string(), data: mailOutboxRow });

/** GET /api/admin/websites: search over name, subdomain, custom domain and the owner's e-mail, and the screen's filters. */
export const adminWebsiteState = z.enum(['draft', 'private', 'published', 'suspended']);
export const adminWebsitesQuery = adminPageQuery.extend({
  search: text(200).optional(),
  status: adminWebsiteState.optional(),
  template: z.string().trim().max(60).regex(/^[a-z0-9-]*$/).optional(),
  domain: yesNo.optional(),
});
export type AdminWebsitesQuery = z.infer<typeof adminWebsitesQuery>;

export const adminWebsiteRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** draft, private or published as the owner set it; suspended overrides it while an admin's suspension holds. */
  state: adminWebsiteState,
  status: z.enum(['draft', 'private', 'published']),
  subdomain: z.string().nullable(),
  /** Its custom domains, as the owner added them (verified or not). */
  domains: z.array(z.string()),
  /** The published site's address, while it is served. */
  url: z.string().nullable(),
  template_slug: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Page views in the last 30 days. */
  views_30d: z.number().int(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminWebsiteRow = z.infer<typeof adminWebsiteRow>;
export const adminWebsitesResponse = z.object({ success: z.literal(true), data: z.array(adminWebsiteRow), pagination });

/** Suspending says why: the owner reads it in their notification. */
export const suspendWebsiteInput = z.object({ reason: z.string().trim().min(1, 'Please say why the site is suspended.').max(500) });
export const adminWebsiteActionResponse = z.object({ success: z.literal(true), message: z.string(), data: adminWebsiteRow });

/** GET/PUT /api/admin/security-settings: whether admin accounts must use two-factor sign-in to reach the admin area. */
export const securitySettingsInput = z.object({ admin_two_factor_required: z.boolean({ error: 'The admin two factor required field must be true or false.' }) });
export type SecuritySettings = z.infer<typeof securitySettingsInput>;
export const securitySettingsResponse = z.object({ success: z.literal(true), data: securitySettingsInput });
