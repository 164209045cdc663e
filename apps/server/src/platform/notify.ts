import type { notificationTypes } from './db/schema';

export interface NewNotification {
  type: (typeof notificationTypes)[number];
  title: string;
  message: string;
  action_url?: string;
  /** Also sent by e-mail (contact requests and subscription changes are). */
  email?: { to: string; subject: string; action: string };
}

/** Tells a user something: what a feature that causes a notification takes (the notifications feature is one). */
export interface Notifier {
  notify(userId: number, input: NewNotification): Promise<unknown>;
}
