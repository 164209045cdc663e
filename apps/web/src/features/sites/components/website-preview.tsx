import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useCreateAccessTicket } from '@/api/create-access-ticket';

const devices = {
  desktop: { label: 'Desktop', width: '100%', icon: Monitor },
  tablet: { label: 'Tablet', width: '768px', icon: Tablet },
  mobile: { label: 'Mobile', width: '375px', icon: Smartphone },
} as const;
type Device = keyof typeof devices;

/**
 * /cv/{id}/preview: the owner's full-page preview of their site in any state, rendered by the
 * same code as the published site, on the site's own origin (a ticket opens it in the frame).
 */
export function WebsitePreview({ websiteId }: { websiteId: number }) {
  const ticket = useCreateAccessTicket();
  const [device, setDevice] = useState<Device>('desktop');
  const { mutate } = ticket;

  useEffect(() => {
    mutate({ purpose: 'preview', website_id: websiteId, path: '/' });
  }, [mutate, websiteId]);

  if (ticket.isError) {
    return (
      <div className="mx-auto mt-16 max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <h1 className="text-lg font-semibold">Failed to load preview data</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {isApiError(ticket.error, 404) ? 'This website does not exist or is not yours.' : getErrorMessage(ticket.error)}
        </p>
      </div>
    );
  }
  return (
    <div className="flex h-[calc(100dvh-3rem)] flex-col">
      <div className="flex items-center justify-center border-b bg-background py-2">
        <Segmented
          label="Device"
          value={device}
          onChange={setDevice}
          options={(Object.keys(devices) as Device[]).map((value) => {
            const { label, icon: Icon } = devices[value];
            return {
              value,
              label: (
                <span className="inline-flex items-center gap-1.5">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </span>
              ),
            };
          })}
        />
      </div>
      <div className="flex flex-1 justify-center overflow-auto bg-canvas p-0 sm:p-4">
        {ticket.data ? (
          <iframe
            title="Website preview"
            src={ticket.data.url}
            className="h-full border-0 bg-white shadow-sm transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: devices[device].width, maxWidth: '100%' }}
          />
        ) : (
          <Skeleton className="h-full w-full max-w-5xl" />
        )}
      </div>
    </div>
  );
}
