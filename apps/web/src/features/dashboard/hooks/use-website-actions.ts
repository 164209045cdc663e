import type { WebsiteSummary } from '@folio/schema';
import { useState } from 'react';
import { toast } from 'sonner';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { subscriptionLimitOf, type SubscriptionLimitData } from '@/components/upgrade-dialog';
import { toastPublished } from '@/components/site-link';
import { ApiError } from '@/lib/api-client';
import { useActivateWebsite } from '@/api/activate-website';
import { exportFileName, useExportWebsite } from '@/api/export-website';
import { useCloneWebsite } from '../api/clone-website';
import { useDeleteWebsite } from '../api/delete-website';
import { usePublishWebsite } from '../api/publish-website';
import { useUnpublishWebsite } from '../api/unpublish-website';
import type { WebsiteAction } from '../components/website-menu';
import { dashboardMessages as m } from '../lib/messages';

/** The catalogue's message, with the server's explanation under it when it gave one (e.g. why publishing was refused). */
function failure(message: string, error: unknown) {
  const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.serverMessage : undefined;
  toast.error(message, detail && detail !== message ? { description: detail } : undefined);
}

/** What the card menu does; `onLimit` opens the upgrade modal when the plan refuses a copy, `onPdf` the PDF dialog. */
export function useWebsiteActions(onLimit: (data: SubscriptionLimitData) => void, onPdf: (website: WebsiteSummary) => void) {
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);
  const publish = usePublishWebsite();
  const unpublish = useUnpublishWebsite();
  const clone = useCloneWebsite();
  const exporter = useExportWebsite();
  const activate = useActivateWebsite();
  const remove = useDeleteWebsite();

  const run = async (website: WebsiteSummary, work: () => Promise<void>) => {
    setBusyId(website.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const handle = async (action: WebsiteAction, website: WebsiteSummary) => {
    const target = { id: website.id, version: website.version };
    switch (action) {
      case 'publish':
        return run(website, () =>
          publish.mutateAsync(target).then(
            (answer) => (website.site_url ? toastPublished(answer.message, website.site_url) : void toast.success(answer.message)),
            (error: unknown) => failure(m.publishFailed, error),
          ),
        );
      case 'unpublish':
        return run(website, () =>
          unpublish.mutateAsync(target).then((answer) => void toast.success(answer.message), (error: unknown) => failure(m.unpublishFailed, error)),
        );
      case 'clone':
        return run(website, () =>
          clone.mutateAsync(website.id).then(
            (answer) => void toast.success(answer.message),
            (error: unknown) => {
              const limit = subscriptionLimitOf(error);
              if (limit) onLimit(limit);
              else failure(m.cloneFailed, error);
            },
          ),
        );
      case 'export':
      case 'export-json-resume':
      case 'export-zip': {
        const format = action === 'export' ? 'json' : action === 'export-zip' ? 'zip' : 'json-resume';
        return run(website, () =>
          exporter.mutateAsync({ id: website.id, format }).then(
            () => void toast.success(`Exported ${website.name} as ${exportFileName(website.id, format)}`),
            (error: unknown) => failure(m.exportFailed, error),
          ),
        );
      }
      case 'export-pdf':
        return onPdf(website);
      case 'activate':
        return run(website, () =>
          activate.mutateAsync(website.id).then(
            () => void toast.success(`${website.name} is now your active website`),
            (error: unknown) => failure(m.switchFailed, error),
          ),
        );
      case 'delete': {
        const confirmed = await confirm({
          type: 'danger',
          title: `Delete ${website.name}?`,
          description: 'The website, every section in it and its address are deleted for good. Visitors will no longer find it. This cannot be undone.',
          confirmLabel: 'Delete Portfolio',
        });
        if (!confirmed) return;
        return run(website, () =>
          remove.mutateAsync(website.id).then(
            (answer) => void toast.success(answer.message),
            () => void toast.error(m.deletePortfolioFailed),
          ),
        );
      }
    }
  };

  return { busyId, handle };
}
