import { DEMO_VIDEO_MAX_BYTES, demoVideoMessages, type DemoVideo } from '@folio/schema';
import { Clapperboard, Link2, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DemoVideoPlayer } from '@/components/demo-video-player';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useAdminDemoVideo, useDemoVideoChange } from '../api/beta';
import { formatDateTime } from '../lib/format';

const kinds: Record<DemoVideo['kind'], string> = { file: 'Uploaded file', link: 'Video link', youtube: 'YouTube', vimeo: 'Vimeo' };
const fieldError = (error: unknown, field: string) => (isApiError(error) ? error.fieldErrors[field]?.[0] : undefined) ?? getErrorMessage(error);

function Current({ video }: { video: DemoVideo }) {
  const change = useDemoVideoChange();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="font-semibold">Preview</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="primary">{kinds[video.kind]}</Badge>
            <span className="[overflow-wrap:anywhere]">“{video.title}”</span>
          </p>
          <p className="text-xs text-muted-foreground">Set {formatDateTime(video.updated_at)}</p>
        </div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Remove video
        </Button>
      </div>
      <DemoVideoPlayer video={video} className="max-w-3xl" />
      {video.source_url && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">From {video.source_url}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        type="danger"
        title="Remove the demo video?"
        description="It disappears from the onboarding welcome screen and the landing page."
        confirmLabel="Remove video"
        loading={change.isPending}
        onConfirm={() =>
          change.mutate('remove', {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setConfirming(false);
            },
            onError: (error) => toast.error(getErrorMessage(error)),
          })
        }
      />
    </Card>
  );
}

function ByLink() {
  const change = useDemoVideoChange();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Card className="grid content-start gap-4 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
        Set by link
      </h3>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          change.mutate(
            { url: url.trim(), title: title.trim() },
            { onSuccess: (answer) => toast.success(answer.message), onError: (failure) => setError(fieldError(failure, 'url')) },
          );
        }}
      >
        <Field label="Video address" help="A YouTube or Vimeo page, or an https link to an .mp4 or .webm file." error={error}>
          <FieldControl>
            <Input type="url" inputMode="url" required value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://www.youtube.com/watch?v=…" />
          </FieldControl>
        </Field>
        <Field label="Title" help="Read by screen readers and shown under the video.">
          <FieldControl>
            <Input value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} placeholder="How Folio works" />
          </FieldControl>
        </Field>
        <Button type="submit" className="justify-self-start" loading={change.isPending}>
          Save link
        </Button>
      </form>
    </Card>
  );
}

function ByFile() {
  const change = useDemoVideoChange();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Card className="grid content-start gap-4 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Upload className="size-4 text-muted-foreground" aria-hidden="true" />
        Upload a file
      </h3>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setError(demoVideoMessages.missing);
          // Checked here to spare a long upload; the server checks the content itself.
          if (file.size > DEMO_VIDEO_MAX_BYTES) return setError(demoVideoMessages.tooLarge);
          setError(undefined);
          change.mutate(
            { file, title: title.trim() },
            { onSuccess: (answer) => toast.success(answer.message), onError: (failure) => setError(fieldError(failure, 'video')) },
          );
        }}
      >
        <Field label="Video file" help="MP4 or WebM, up to 50 MB." error={error}>
          <FieldControl>
            <Input type="file" accept="video/mp4,video/webm,.mp4,.webm" onChange={(event) => setFile(event.target.files?.[0] ?? null)} className="h-auto py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium" />
          </FieldControl>
        </Field>
        <Field label="Title" help="Read by screen readers and shown under the video.">
          <FieldControl>
            <Input value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} placeholder="How Folio works" />
          </FieldControl>
        </Field>
        <Button type="submit" className="justify-self-start" loading={change.isPending}>
          Upload video
        </Button>
      </form>
    </Card>
  );
}

/** /admin/demo-video: the video of the onboarding welcome screen and the landing page's "How it works"; each change audited. */
export function DemoVideoSettings() {
  const video = useAdminDemoVideo();
  if (video.isError) {
    return (
      <LoadError title="We couldn't load the demo video" onRetry={() => void video.refetch()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (video.isPending) return <Skeleton className="h-60 rounded-xl" role="status" aria-label="Loading the demo video" />;
  return (
    <div className="grid gap-5">
      {video.data ? (
        <Current video={video.data} />
      ) : (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
          <Clapperboard className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No demo video</p>
          <p className="text-sm text-muted-foreground">Nothing is shown on the onboarding welcome screen or the landing page. Set a link or upload a file below.</p>
        </div>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <ByLink />
        <ByFile />
      </div>
    </div>
  );
}
