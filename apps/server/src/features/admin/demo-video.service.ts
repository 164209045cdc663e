import { DEFAULT_DEMO_VIDEO_TITLE, demoVideoMessages, type DemoVideo } from '@folio/schema';
import { AppError, ValidationError } from '../../platform/errors';
import type { Settings } from '../../platform/settings';
import type { Storage } from '../../platform/storage';
import type { AdminCall } from './admin-users.service';
import type { AuditService } from './audit.service';

export const DEMO_VIDEO_SETTING = 'demo_video';

/** What the setting keeps: the video as shown, plus the storage key of an uploaded file. */
type StoredDemoVideo = DemoVideo & { key?: string };

/** ISO base-media brands of MP4 video (not QuickTime, audio-only M4A, nor HEIF/AVIF images, which share the container). */
const mp4Brands = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4']);

/** The video's type from its first bytes, never from its name or the browser's word: MP4 or WebM, else undefined. */
export function sniffVideo(bytes: Buffer): { mime: 'video/mp4' | 'video/webm'; extension: 'mp4' | 'webm' } | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && mp4Brands.has(bytes.toString('latin1', 8, 12))) return { mime: 'video/mp4', extension: 'mp4' };
  // EBML magic, then a DocType of "webm" (Matroska's other files say "matroska").
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.subarray(0, 64).includes('webm', 0, 'latin1')) return { mime: 'video/webm', extension: 'webm' };
  return undefined;
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * A link the admin typed, as what the page will load: YouTube and Vimeo as their privacy-friendly
 * embeds (youtube-nocookie.com, Vimeo with dnt=1), an https link to an .mp4 or .webm file as it is.
 */
export function parseVideoUrl(input: string): Pick<DemoVideo, 'kind' | 'src' | 'source_url'> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ValidationError({ url: [demoVideoMessages.badUrl] });
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) throw new ValidationError({ url: [demoVideoMessages.badUrl] });
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parts[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') ? parts[1] : undefined;
  } else if (host === 'youtu.be') {
    id = parts[0];
  }
  if (id !== undefined) {
    if (!youtubeId.test(id)) throw new ValidationError({ url: [demoVideoMessages.badUrl] });
    return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}`, source_url: url.toString() };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = host === 'vimeo.com' ? parts[0] : parts[0] === 'video' ? parts[1] : undefined;
    if (!vimeoId || !/^\d{1,12}$/.test(vimeoId)) throw new ValidationError({ url: [demoVideoMessages.badUrl] });
    return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeoId}?dnt=1`, source_url: url.toString() };
  }
  if (/\.(mp4|webm)$/i.test(url.pathname) && !['localhost'].includes(host) && host.includes('.')) {
    return { kind: 'link', src: url.toString(), source_url: url.toString() };
  }
  throw new ValidationError({ url: [demoVideoMessages.badUrl] });
}

/** The demo video of the onboarding welcome screen and the landing page's "how it works" (set on /admin/demo-video). */
export function createDemoVideoService({ settings, storage, audit }: { settings: Settings; storage: Pick<Storage, 'put' | 'url' | 'release'>; audit: AuditService }) {
  const read = () => settings.get<StoredDemoVideo | null>(DEMO_VIDEO_SETTING, null);
  const present = (stored: StoredDemoVideo | null): DemoVideo | null => {
    if (!stored) return null;
    const { key: _key, ...video } = stored;
    return video;
  };

  async function replace(call: AdminCall, next: StoredDemoVideo | null) {
    const previous = await read();
    await (next ? settings.set(DEMO_VIDEO_SETTING, next) : settings.unset(DEMO_VIDEO_SETTING));
    // The old file goes once nothing refers to it (the setting no longer does).
    if (previous?.key && previous.key !== next?.key) await storage.release(previous.key);
    await audit.record({
      action: next ? 'demo_video.set' : 'demo_video.remove',
      actor: call.admin,
      details: next ? { kind: next.kind, title: next.title, source: next.source_url ?? next.src } : { kind: previous?.kind ?? null },
      context: call.context,
    });
    return present(next);
  }

  return {
    get: async () => present(await read()),

    async setFile(call: AdminCall, bytes: Buffer, title: string | undefined) {
      const type = sniffVideo(bytes);
      if (!type) throw new AppError(422, 'unsupported_video', demoVideoMessages.notAVideo, { errors: { video: [demoVideoMessages.notAVideo] } });
      const key = await storage.put('videos', bytes, type.extension);
      return replace(call, { kind: 'file', src: storage.url(key), source_url: null, mime: type.mime, title: title || DEFAULT_DEMO_VIDEO_TITLE, updated_at: new Date().toISOString(), key });
    },

    async setUrl(call: AdminCall, input: string, title: string | undefined) {
      const parsed = parseVideoUrl(input);
      const mime = parsed.kind === 'link' ? (/\.webm$/i.test(new URL(parsed.src).pathname) ? 'video/webm' : 'video/mp4') : null;
      return replace(call, { ...parsed, mime, title: title || DEFAULT_DEMO_VIDEO_TITLE, updated_at: new Date().toISOString() });
    },

    async remove(call: AdminCall) {
      if (!(await read())) throw new AppError(404, 'not_found', 'There is no demo video to remove.');
      return replace(call, null);
    },
  };
}
export type DemoVideoService = ReturnType<typeof createDemoVideoService>;
