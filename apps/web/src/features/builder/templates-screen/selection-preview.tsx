import type { WebsiteWithSections } from '@folio/schema';
import { Minus, Monitor, Plus, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { PreviewFrame } from '../preview/preview-frame';
import { deviceWidths, type Device } from '../state/builder-state';

/** Zoom runs from 50% to 200% in 25% steps (builder.md section 9). */
const zoomMin = 50;
const zoomMax = 200;
const zoomStep = 25;

export function SelectionPreview({ siteOrigin, website }: { siteOrigin: string; website: WebsiteWithSections }) {
  const [device, setDevice] = useState<Device>('mobile');
  const [zoom, setZoom] = useState(75);
  return (
    <section aria-label="Live preview" className="hidden w-[min(40rem,45vw)] shrink-0 flex-col border-l bg-muted/40 lg:flex">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b bg-background px-3">
        <Segmented
          label="Preview device"
          size="sm"
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', label: <Monitor aria-hidden="true" />, ariaLabel: 'Desktop' },
            { value: 'tablet', label: <Tablet aria-hidden="true" />, ariaLabel: 'Tablet' },
            { value: 'mobile', label: <Smartphone aria-hidden="true" />, ariaLabel: 'Mobile' },
          ]}
        />
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon-sm" aria-label="Zoom out" disabled={zoom <= zoomMin} onClick={() => setZoom((value) => Math.max(zoomMin, value - zoomStep))}>
            <Minus aria-hidden="true" />
          </Button>
          <output className="w-12 text-center text-xs font-medium tabular-nums" aria-label="Zoom">
            {zoom}%
          </output>
          <Button variant="ghost" size="icon-sm" aria-label="Zoom in" disabled={zoom >= zoomMax} onClick={() => setZoom((value) => Math.min(zoomMax, value + zoomStep))}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 p-4">
        <PreviewFrame siteOrigin={siteOrigin} website={website} deviceWidth={deviceWidths[device]} zoom={zoom / 100} title="Template preview" />
      </div>
    </section>
  );
}
