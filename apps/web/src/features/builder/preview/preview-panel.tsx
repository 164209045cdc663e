import { Maximize2, Minimize2, Monitor, Smartphone, Tablet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { cn } from '@/lib/utils';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { deviceWidths, previewPanelWidth, type Device } from '../state/builder-state';
import { builderMessages } from '../state/messages';
import { PreviewFrame } from './preview-frame';
import { SnapshotBanner } from '../version-history/snapshot-banner';

const deviceOptions = [
  { value: 'desktop' as Device, label: <Monitor aria-hidden="true" />, ariaLabel: `Desktop (${deviceWidths.desktop} px)` },
  { value: 'tablet' as Device, label: <Tablet aria-hidden="true" />, ariaLabel: `Tablet (${deviceWidths.tablet} px)` },
  { value: 'mobile' as Device, label: <Smartphone aria-hidden="true" />, ariaLabel: `Mobile (${deviceWidths.mobile} px)` },
];

/** The Live Preview panel: device sizes, the focus toggle and the frame with every unsaved edit. */
export function PreviewPanel({ siteOrigin, fullWidth }: { siteOrigin: string | null; fullWidth: boolean }) {
  const builder = useBuilder();
  const website = useBuilderState(builder.selectPreview);
  const device = useBuilderState((state) => state.device);
  const focusMode = useBuilderState((state) => state.focusMode);
  const trying = useBuilderState((state) => state.templatePreview);
  const snapshot = useBuilderState((state) => state.snapshotPreview !== null);
  const width = focusMode ? previewPanelWidth.focus : previewPanelWidth.normal;

  return (
    <section
      aria-label="Live Preview"
      className={cn('flex min-h-0 shrink-0 flex-col border-l bg-muted/40', fullWidth && 'w-full flex-1 border-l-0')}
      style={fullWidth ? undefined : { width: `min(${width + 32}px, 48vw)` }}
    >
      <div className="flex h-12 shrink-0 items-center gap-2 border-b bg-background px-3">
        <h2 className="text-sm font-semibold">Live Preview</h2>
        {trying && (
          <span className="truncate text-xs text-muted-foreground">
            {trying.demo ? 'Template with demo data' : 'Trying a template'}
          </span>
        )}
        <div className="ml-auto flex items-center gap-1.5">
          <Segmented label="Preview device" size="sm" value={device} onChange={builder.ui.setDevice} options={deviceOptions} />
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={builder.ui.toggleFocus}
            aria-pressed={focusMode}
            aria-label={focusMode ? 'Exit focus mode' : 'Focus mode: widen the preview'}
            className="hidden lg:inline-flex"
          >
            {focusMode ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <SnapshotBanner />
      <div className="min-h-0 flex-1 p-4">
        {siteOrigin ? (
          <PreviewFrame siteOrigin={siteOrigin} website={website} deviceWidth={deviceWidths[device]} title={snapshot ? 'Preview of an older version' : undefined} />
        ) : (
          <p role="alert" className="grid h-full place-items-center text-center text-sm text-muted-foreground">
            {builderMessages.previewFailed}
          </p>
        )}
      </div>
    </section>
  );
}
