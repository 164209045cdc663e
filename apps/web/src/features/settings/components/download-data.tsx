import { Archive, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ApiError } from '@/lib/api-client';
import { downloadDataExport, useLatestDataExport, useStartDataExport, type DataExport } from '../api/data-exports';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
const failure = (message: string, error: unknown) => {
  const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.serverMessage : undefined;
  toast.error(message, detail && detail !== message ? { description: detail } : undefined);
};

/** /settings: one zip of everything in the account, prepared in the background and e-mailed as a link. */
export function DownloadData() {
  const latest = useLatestDataExport();
  const start = useStartDataExport();
  const current = latest.data ?? null;
  const working = current?.status === 'queued' || current?.status === 'running';
  const ready = current?.status === 'ready' && !current.expired ? current : null;

  const prepare = () => start.mutateAsync().catch((error: unknown) => failure('Your data could not be prepared', error));
  const download = (dataExport: DataExport) => downloadDataExport(dataExport).catch((error: unknown) => failure('Your data could not be downloaded', error));

  return (
    <Card role="region" aria-labelledby="download-data-title">
      <CardHeader>
        <CardTitle id="download-data-title">Download your data</CardTitle>
        <CardDescription>
          One zip with your account, every website as Folio JSON and JSON Resume, the files you uploaded, your contact requests and notifications. We e-mail you a link when it is
          ready; it works for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite" className="grid gap-3">
          {working && current ? (
            <div className="grid gap-2">
              <Progress value={current.progress} label="Preparing your data" />
              <p className="text-sm text-muted-foreground">
                {current.step || 'Waiting to start'} ({current.progress}%)
              </p>
            </div>
          ) : null}
          {ready ? (
            <p className="text-sm">
              Your data is ready ({megabytes(ready.size_bytes ?? 0)}). The link expires on {day(ready.expires_at!)}.
            </p>
          ) : null}
          {current?.status === 'failed' ? <Alert variant="danger" title="Your data could not be exported">{current.error ?? 'Please try again.'}</Alert> : null}
          {current?.expired ? <p className="text-sm text-muted-foreground">Your last export has expired. Prepare a new one to download your data.</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {ready ? (
            <Button onClick={() => void download(ready)}>
              <Download aria-hidden="true" />
              Download ({megabytes(ready.size_bytes ?? 0)})
            </Button>
          ) : null}
          <Button variant={ready ? 'outline' : 'primary'} onClick={() => void prepare()} loading={start.isPending} disabled={working}>
            <Archive aria-hidden="true" />
            {ready ? 'Prepare a new export' : 'Prepare my data'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
