import type { DemoVideo } from '@folio/schema';
import { useDemoVideo } from '@/api/get-demo-video';
import { cn } from '@/lib/utils';

/**
 * The demo video, accessibly: a file or an https link in a <video controls>, YouTube (through
 * youtube-nocookie.com) and Vimeo (with dnt=1) in a titled iframe. Nothing plays by itself.
 */
export function DemoVideoPlayer({ video, className }: { video: DemoVideo; className?: string }) {
  const frame = cn('aspect-video w-full overflow-hidden rounded-xl border bg-black shadow-sm', className);
  if (video.kind === 'youtube' || video.kind === 'vimeo') {
    return (
      <iframe
        src={video.src}
        title={video.title}
        className={frame}
        loading="lazy"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    );
  }
  return (
    <video controls preload="metadata" playsInline title={video.title} aria-label={video.title} className={frame}>
      <source src={video.src} type={video.mime ?? undefined} />
      <a href={video.src}>Download the video: {video.title}</a>
    </video>
  );
}

/** The demo video with its title as a caption, or nothing at all while none is set (or it cannot be read). */
export function DemoVideoFigure({ className }: { className?: string }) {
  const { data: video } = useDemoVideo();
  if (!video) return null;
  return (
    <figure className={cn('grid gap-3', className)}>
      <DemoVideoPlayer video={video} />
      <figcaption className="text-center text-sm text-muted-foreground">{video.title}</figcaption>
    </figure>
  );
}
