import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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

export function SiteLinkActions({ url, size = 'sm', iconsOnlyBelow, className }: { url: string; size?: 'sm' | 'md'; iconsOnlyBelow?: 'lg'; className?: string }) {
  const label = iconsOnlyBelow === 'lg' ? 'sr-only lg:not-sr-only' : undefined;
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="outline" size={size}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          <span className={label}>View site</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
      <Button variant="outline" size={size} onClick={() => void copySiteLink(url)}>
        <Copy aria-hidden="true" />
        <span className={label}>Copy link</span>
      </Button>
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
