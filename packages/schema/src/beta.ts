import { z } from 'zod';
import { str, text } from './common';
import { adminPageQuery } from './admin';
import { pagination } from './notification';

/**
 * The beta gate's waiting list and the demo video (platform.md sections 2 and 4): what the admin
 * screens /admin/beta-settings, /admin/waiting-list and /admin/demo-video send and receive, and the
 * public calls of the landing page, /beta-access-required and the onboarding welcome screen.
 */

/** An e-mail address as the waiting list keeps it: trimmed and lower-cased. */
export const waitingListEmail = str(10_000, { error: 'The email field is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(255, 'The email must not be greater than 255 characters.')
  .pipe(z.email('The email must be a valid email address.'));

/** POST /api/beta-access/waiting-list: a visitor's address; a signed-in user joins with their own. */
export const joinWaitingListInput = z.object({ email: waitingListEmail.optional() });
export const joinWaitingListResponse = z.object({ success: z.literal(true), message: z.string() });

/** Where a signed-in user stands: on the list or not, their place among those still waiting, invited. */
export const waitingListPlace = z.object({
  on_list: z.boolean(),
  joined_at: z.string().nullable(),
  /** 1 for the first still waiting; null once invited or when not on the list. */
  position: z.number().int().nullable(),
  invited_at: z.string().nullable(),
});
export type WaitingListPlace = z.infer<typeof waitingListPlace>;
export const waitingListPlaceResponse = z.object({ success: z.literal(true), data: waitingListPlace });

export const waitingListStatuses = ['waiting', 'invited'] as const;
export const waitingListQuery = adminPageQuery.extend({
  search: text(200).optional(),
  status: z.enum(waitingListStatuses).optional(),
});
export type WaitingListQuery = z.infer<typeof waitingListQuery>;

export const waitingListEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Where they joined: the landing page, /beta-access-required, or typed in by an admin. */
  source: z.enum(['landing', 'app', 'admin']),
  created_at: z.string(),
  invited_at: z.string().nullable(),
  /** The account with this address, when there is one. */
  user: z.object({ id: z.number().int(), name: z.string(), has_access: z.boolean() }).nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntry>;
export const waitingListResponse = z.object({ success: z.literal(true), data: z.array(waitingListEntry), pagination });
export type WaitingListResponse = z.infer<typeof waitingListResponse>;

export const MAX_INVITES = 100;
/** POST /api/admin/waiting-list/invite: entries picked on the list, and addresses typed in. */
export const inviteInput = z
  .object({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_INVITES, `Invite at most ${MAX_INVITES} at a time.`).default([]),
    emails: z.array(waitingListEmail).max(MAX_INVITES, `Invite at most ${MAX_INVITES} at a time.`).default([]),
  })
  .refine((input) => input.ids.length + input.emails.length > 0, { message: 'Choose at least one person to invite.', path: ['emails'] });
export const inviteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invited: z.array(z.object({ email: z.string(), registered: z.boolean() })),
});
export type InviteResponse = z.infer<typeof inviteResponse>;

export const betaSettings = z.object({ beta_access_enabled: z.boolean(), waiting: z.number().int(), invited: z.number().int() });
export type BetaSettings = z.infer<typeof betaSettings>;
export const betaSettingsResponse = z.object({ success: z.literal(true), data: betaSettings });
export const betaSettingsInput = z.object({ beta_access_enabled: z.boolean() });

/** The demo video: an uploaded file (served from /uploads/videos/), an https link to one, or a YouTube or Vimeo embed. */
export const DEMO_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const demoVideoMessages = {
  missing: 'Please select a video file.',
  notAVideo: 'Please select an MP4 or WebM video.',
  tooLarge: 'The video must be smaller than 50 MB.',
  badUrl: 'Enter a YouTube or Vimeo address, or an https link to an .mp4 or .webm file.',
} as const;
export const demoVideoKinds = ['file', 'link', 'youtube', 'vimeo'] as const;
export const demoVideo = z.object({
  kind: z.enum(demoVideoKinds),
  /** What the page loads: the file's or link's address for a <video>, the privacy-friendly embed address for an iframe. */
  src: z.string(),
  /** The address the admin gave (a link or a watch page); null for a file. */
  source_url: z.string().nullable(),
  /** For a file: video/mp4 or video/webm. */
  mime: z.string().nullable(),
  title: z.string(),
  updated_at: z.string(),
});
export type DemoVideo = z.infer<typeof demoVideo>;
export const demoVideoResponse = z.object({ success: z.literal(true), data: demoVideo.nullable() });
export type DemoVideoResponse = z.infer<typeof demoVideoResponse>;
export const DEFAULT_DEMO_VIDEO_TITLE = 'How Folio works';
export const demoVideoTitle = text(120).optional();
export const demoVideoUrlInput = z.object({
  url: str(2000, { error: demoVideoMessages.badUrl }).trim().min(1, demoVideoMessages.badUrl),
  title: demoVideoTitle,
});
