import { notificationStreamMessage, type NotificationStreamMessage } from '@folio/schema';
import { api } from '@/lib/api-client';

/** POST /api/notifications/stream-ticket: a one-minute ticket that opens the user's stream. */
export async function getStreamTicket(signal?: AbortSignal): Promise<string> {
  return (await api.post<{ success: true; ticket: string; expires_in: number }>('/notifications/stream-ticket', undefined, { signal })).ticket;
}

/**
 * GET /api/notifications/stream?ticket=: the user's new notifications as Server-Sent Events. An
 * EventSource cannot send the bearer header, hence the ticket. The first message is always the
 * unread count, so a reconnect starts from the current state. The caller closes the source.
 */
export function openNotificationStream(ticket: string, onMessage: (message: NotificationStreamMessage) => void): EventSource {
  const source = new EventSource(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
  source.addEventListener('notification.update', (event: MessageEvent<string>) => {
    try {
      const parsed = notificationStreamMessage.safeParse(JSON.parse(event.data));
      if (parsed.success) onMessage(parsed.data);
    } catch {
      // A malformed message is skipped; the count in the next one resynchronises.
    }
  });
  return source;
}
