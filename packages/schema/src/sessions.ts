import { z } from 'zod';

/** One signed-in session of the account (a device or browser), as listed on /settings. */
export const activeSession = z.object({
  id: z.number().int(),
  /** "Chrome 131", or null when the browser did not say. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 17.0", or null. */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'tablet', 'mobile']),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session making this request: "this device". */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

export const activeSessionsResponse = z.object({ success: z.literal(true), data: z.array(activeSession) });
