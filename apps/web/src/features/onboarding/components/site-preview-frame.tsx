import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { createAccessTicket } from '@/api/create-access-ticket';

export interface Device {
  id: 'mobile' | 'tablet' | 'desktop';
  label: string;
  width: number;
  height: number;
}

/** The spec's device sizes (onboarding.md section 9). */
export const devices: Device[] = [
  { id: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { id: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { id: 'desktop', label: 'Desktop', width: 1200, height: 800 },
];

/**
 * The real website, rendered for visitors on its own origin, in a frame of the device's size.
 * Each load asks for a fresh ticket (they are single-use); `version` changes reload it.
 */
export function SitePreviewFrame({ websiteId, version, device, zoom }: { websiteId: number; version: string; device: Device; zoom: number }) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${websiteId}:${version}:${attempt}`;
  const [result, setResult] = useState<{ key: string; url: string | null } | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    createAccessTicket({ purpose: 'preview', website_id: websiteId }).then(
      (answer) => live && setResult({ key: requestKey, url: answer.url }),
      () => live && setResult({ key: requestKey, url: null }),
    );
    return () => {
      live = false;
    };
  }, [websiteId, requestKey]);

  // Only the answer to the current request counts; until it comes, the frame shows it is loading.
  const current = result?.key === requestKey ? result : null;
  const src = current?.url ?? null;
  const failed = current !== null && src === null;
  const loaded = src !== null && loadedUrl === src;

  return (
    // Focusable so the frame's box can be scrolled from the keyboard when the site is larger than it.
    <div role="region" aria-label={`${device.label} preview at ${Math.round(zoom * 100)}%`} tabIndex={0} className="relative overflow-auto rounded-xl border bg-muted/60 p-3 sm:p-4" style={{ maxHeight: '75vh' }}>
      <div className="mx-auto" style={{ width: device.width * zoom, height: device.height * zoom }}>
        {src && (
          <iframe
            key={src}
            src={src}
            title="Portfolio preview"
            onLoad={() => setLoadedUrl(src)}
            // The site's own scripts (contact form, analytics) may run; nothing else is allowed.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            className="origin-top-left rounded-md border-0 bg-white shadow-md"
            style={{ width: device.width, height: device.height, transform: `scale(${zoom})` }}
          />
        )}
      </div>
      {failed ? (
        <div role="alert" className="absolute inset-0 grid place-items-center bg-muted/80 p-6 text-center">
          <div className="grid justify-items-center gap-3">
            <p className="text-sm">The preview could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => setAttempt((value) => value + 1)}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        </div>
      ) : (
        !loaded && (
          <div role="status" className="absolute inset-0 grid place-items-center bg-muted/60">
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              Loading preview…
            </span>
          </div>
        )
      )}
    </div>
  );
}
