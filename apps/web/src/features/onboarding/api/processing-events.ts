import { processingEvent, type ProcessingEvent } from '@folio/schema';
import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * GET /api/onboarding/events?session_id=: the session's Server-Sent Events. Read with fetch so the
 * bearer token travels in a header (EventSource cannot send one). Resolves when the stream ends;
 * the first event is always the session as it is now, so a reconnect loses nothing.
 */
export async function readProcessingEvents(sessionId: string, onEvent: (event: ProcessingEvent) => void, signal: AbortSignal): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/onboarding/events?session_id=${encodeURIComponent(sessionId)}`, {
    headers: { Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    if (response.status === 401 && token) notifySessionExpired();
    const body: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body && typeof body === 'object' ? body : {});
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    // Messages end with a blank line; comments (": keep-alive") carry no data.
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
        const parsed = processingEvent.safeParse(JSON.parse(data));
        if (parsed.success) onEvent(parsed.data);
      } catch {
        // A malformed message is skipped; the next state event resynchronises.
      }
    }
  }
}
