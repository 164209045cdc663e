import { notificationStreamMessage, type NotificationStreamMessage } from '@folio/schema';
import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * GET /api/notifications/stream: the user's new notifications as Server-Sent Events. Read with
 * fetch so the bearer token travels in a header (EventSource cannot send one). `onOpen` runs once
 * the server has answered; the promise resolves when the server ends the stream and rejects on
 * an error answer or a dropped connection. The first message is always the unread count.
 */
export async function readNotificationStream(
  onMessage: (message: NotificationStreamMessage) => void,
  onOpen: () => void,
  signal: AbortSignal,
): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/notifications/stream', {
    headers: { Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    if (response.status === 401 && token) notifySessionExpired();
    const body: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body && typeof body === 'object' ? body : {});
  }
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    // A message ends with a blank line; comments (": keep-alive") carry no data.
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      try {
        const parsed = notificationStreamMessage.safeParse(JSON.parse(data));
        if (parsed.success) onMessage(parsed.data);
      } catch {
        // A malformed message is skipped; the count in the next one resynchronises.
      }
    }
  }
}
