import type { SnapshotKind, WebsiteSnapshot } from '@folio/schema';
import { useQuery } from '@tanstack/react-query';
import { Eye, History, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { EmptyState, SectionPanel } from '../components/section-panel';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { kindLabels, versionTime } from './format';
import { snapshotsQuery } from './snapshots-api';
import { restoreMessages, useRestore } from './use-restore';

const kindVariants: Record<SnapshotKind, 'success' | 'neutral' | 'warning'> = { published: 'success', edited: 'neutral', restored: 'warning' };

/** The History section: the website's versions, newest first; each can be previewed and restored. */
export function HistorySection() {
  const builder = useBuilder();
  const websiteId = useBuilderState((state) => state.website.id);
  const previewing = useBuilderState((state) => state.snapshotPreview?.snapshot.id ?? null);
  // New versions come from the server a couple of minutes after editing stops.
  const query = useQuery({ ...snapshotsQuery(websiteId), refetchInterval: 30_000 });
  const now = useNow();
  const { restore, restoring } = useRestore();
  const [opening, setOpening] = useState<number | null>(null);

  async function preview(snapshot: WebsiteSnapshot) {
    if (previewing === snapshot.id) return builder.ui.setSnapshotPreview(null);
    setOpening(snapshot.id);
    try {
      await builder.versions.preview(snapshot);
    } catch {
      toast.error(restoreMessages.previewFailed);
    } finally {
      setOpening(null);
    }
  }

  return (
    <SectionPanel
      title="History"
      description={
        <>
          A version is saved when you publish, a couple of minutes after you stop editing, and before a restore. {query.data?.retention.text}
        </>
      }
    >
      {query.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="Failed to load the history" onRetry={() => void query.refetch()}>
          The versions of this website could not be loaded.
        </LoadError>
      ) : (
        <ol aria-label="Versions" className="grid gap-3">
          <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 px-4 py-3">
            <div className="grid gap-0.5">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <Badge variant="primary">Current version</Badge>
                Now
              </p>
              <p className="text-sm text-muted-foreground">{previewing === null ? 'What your website shows now, with every saved edit.' : 'The preview is showing an older version.'}</p>
            </div>
            {previewing !== null && (
              <Button variant="outline" size="sm" onClick={() => builder.ui.setSnapshotPreview(null)}>
                <Undo2 aria-hidden="true" />
                Back to current version
              </Button>
            )}
          </li>
          {query.data.snapshots.length === 0 ? (
            <li>
              <EmptyState icon={History} title="No versions yet" text="Publish your website, or edit it and pause for a couple of minutes: each saves a version you can come back to." />
            </li>
          ) : (
            query.data.snapshots.map((snapshot) => {
              const when = versionTime(snapshot.created_at, now);
              const shown = previewing === snapshot.id;
              return (
                <li key={snapshot.id}>
                  <article
                    aria-labelledby={`version-${snapshot.id}`}
                    className={shown ? 'grid gap-3 rounded-xl border border-primary bg-card px-4 py-3 ring-1 ring-primary' : 'grid gap-3 rounded-xl border bg-card px-4 py-3'}
                  >
                    <div className="grid gap-1">
                      <h3 id={`version-${snapshot.id}`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                        <Badge variant={kindVariants[snapshot.kind]}>{kindLabels[snapshot.kind]}</Badge>
                        <time dateTime={snapshot.created_at}>{when}</time>
                        {shown && <span className="text-xs font-medium text-primary-text">In the preview</span>}
                      </h3>
                      {snapshot.kind === 'restored' && snapshot.restored_from && (
                        <p className="text-sm text-muted-foreground">Kept before restoring the version of {versionTime(snapshot.restored_from, now)}.</p>
                      )}
                      <p className="text-sm">{snapshot.summary}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button variant={shown ? 'secondary' : 'outline'} size="sm" aria-pressed={shown} loading={opening === snapshot.id} onClick={() => void preview(snapshot)} aria-label={`Preview the version of ${when}`}>
                        <Eye aria-hidden="true" />
                        Preview
                      </Button>
                      <Button variant="outline" size="sm" loading={restoring === snapshot.id} onClick={() => void restore(snapshot)} aria-label={`Restore the version of ${when}`}>
                        <RotateCcw aria-hidden="true" />
                        Restore
                      </Button>
                    </div>
                  </article>
                </li>
              );
            })
          )}
        </ol>
      )}
    </SectionPanel>
  );
}
