import type { WebsiteWithSections } from '@folio/schema';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { usePreviewChannel } from './use-preview-channel';

/**
 * The website as visitors will see it: the site origin's preview page in an iframe exactly as wide
 * as the chosen device (so the template's own responsive rules apply), scaled down to fit its box.
 */
export function PreviewFrame({
  siteOrigin,
  website,
  deviceWidth,
  zoom,
  title = 'Live preview',
}: {
  siteOrigin: string;
  website: WebsiteWithSections;
  deviceWidth: number;
  /** A fixed scale (the selection screen's zoom); by default the frame fits the box. */
  zoom?: number;
  title?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const { ready } = usePreviewChannel(frame, siteOrigin, website);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fit = size.width > 0 ? Math.min(1, size.width / deviceWidth) : 1;
  const scale = zoom ?? fit;
  const height = size.height > 0 ? size.height / scale : 800;

  return (
    <div ref={box} className="relative h-full w-full overflow-auto">
      <div className="mx-auto" style={{ width: deviceWidth * scale, height: height * scale }}>
        <iframe
          ref={frame}
          src={`${siteOrigin}/_preview/live`}
          title={title}
          // The preview page runs scripts only; it needs nothing else from the sandbox.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="origin-top-left rounded-md border-0 bg-white shadow-sm"
          style={{ width: deviceWidth, height, transform: `scale(${scale})` }}
        />
      </div>
      {!ready && (
        <div role="status" className="absolute inset-0 grid place-items-center bg-muted/60">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Loading preview…
          </span>
        </div>
      )}
    </div>
  );
}
