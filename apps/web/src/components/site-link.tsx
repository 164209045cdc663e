import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * A published website's address with "View site" and "Copy link": in the toast that announces the
 * publication, in the builder's header and on the dashboard card.
 */

/** The address as people write it: host and path, without the scheme or a trailing slash. */
export function siteAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export async function copySiteLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied', { description: siteAddress(url) });
  } catch {
    toast.error(`Could not copy the link. Your site is at ${siteAddress(url)}`);
  }
}

export function SiteLinkActions({ url, compact = false }: { url: string; /** Icon buttons with tooltips, for a crowded header. */ compact?: boolean }) {
  const view = (
    <Button asChild variant="outline" size={compact ? 'icon' : 'sm'}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        <span className={compact ? 'sr-only' : undefined}>View site</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
  const copy = (
    <Button variant="outline" size={compact ? 'icon' : 'sm'} onClick={() => void copySiteLink(url)}>
      <Copy aria-hidden="true" />
      <span className={compact ? 'sr-only' : undefined}>Copy link</span>
    </Button>
  );
  if (!compact) {
    return (
      <span className="flex items-center gap-2">
        {view}
        {copy}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5">
      <Tooltip content="View site">{view}</Tooltip>
      <Tooltip content="Copy link">{copy}</Tooltip>
    </span>
  );
}

/** The success toast of publishing, with the address and its two actions. */
export function toastPublished(message: string, url: string) {
  toast.success(message, {
    description: (
      <span className="mt-1 grid gap-2">
        <span className="break-all">
          Live at <span className="font-medium">{siteAddress(url)}</span>
        </span>
        <SiteLinkActions url={url} />
      </span>
    ),
  });
}
