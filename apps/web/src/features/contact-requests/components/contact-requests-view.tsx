import type { ContactRequest, ContactRequestCounts, ContactRequestStatus } from '@folio/schema';
import { Archive, Inbox, MailCheck, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { useDeleteContactRequest } from '../api/delete-contact-request';
import { useContactRequests, type ContactFolder } from '../api/get-contact-requests';
import { useUpdateContactRequest } from '../api/update-contact-request';
import { ContactRequestCard, type ContactAction } from './contact-request-card';

export const contactFolders: ContactFolder[] = ['inbox', 'new', 'archived', 'spam'];

const folders: Record<ContactFolder, { label: string; count: (counts: ContactRequestCounts) => number; empty: { icon: LucideIcon; title: string; text: string } }> = {
  inbox: {
    label: 'Inbox',
    count: (counts) => counts.new + counts.read,
    empty: {
      icon: Inbox,
      title: 'No messages yet',
      text: 'When visitors write to you through the contact form of a published website, their messages arrive here and in your e-mail.',
    },
  },
  new: {
    label: 'Unread',
    count: (counts) => counts.new,
    empty: { icon: MailCheck, title: 'All caught up', text: 'Every message in your inbox has been read.' },
  },
  archived: {
    label: 'Archived',
    count: (counts) => counts.archived,
    empty: { icon: Archive, title: 'Nothing archived', text: 'Archive a message to keep it without it crowding your inbox.' },
  },
  spam: {
    label: 'Spam',
    count: (counts) => counts.spam,
    empty: { icon: ShieldAlert, title: 'No spam', text: 'Messages you mark as spam are kept here, out of your inbox.' },
  },
};

const statusToast: Record<ContactRequestStatus, string> = {
  new: 'Marked as unread.',
  read: 'Marked as read.',
  archived: 'Message archived.',
  spam: 'Message marked as spam.',
};

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="divide-y rounded-2xl border bg-card">
      {[0, 1, 2].map((key) => (
        <div key={key} className="grid gap-3 px-5 py-5">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
          </div>
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/** /contact-requests: the messages visitors sent through the user's published websites. */
export function ContactRequestsView({
  folder,
  page,
  onFolderChange,
  onPageChange,
}: {
  folder: ContactFolder;
  page: number;
  onFolderChange: (folder: ContactFolder) => void;
  onPageChange: (page: number) => void;
}) {
  const now = useNow();
  const list = useContactRequests(folder, page);
  const update = useUpdateContactRequest();
  const remove = useDeleteContactRequest();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);

  const setStatus = async (request: ContactRequest, status: ContactRequestStatus, { quiet = false } = {}) => {
    setBusyId(request.id);
    try {
      await update.mutateAsync({ id: request.id, status });
      if (quiet) return;
      const previous = request.status;
      // Moving a message out of sight can be taken back at once.
      const undoable = status === 'archived' || status === 'spam';
      toast.success(statusToast[status], undoable ? { action: { label: 'Undo', onClick: () => void setStatus(request, previous, { quiet: true }) } } : undefined);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The message could not be updated. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  const onAction = async (request: ContactRequest, action: ContactAction) => {
    switch (action.kind) {
      case 'status':
        return setStatus(request, action.status);
      case 'reply':
        // Answering a message is reading it.
        if (request.status === 'new') await setStatus(request, 'read', { quiet: true });
        return;
      case 'delete': {
        const confirmed = await confirm({
          type: 'danger',
          title: 'Delete this message?',
          description: `The message from ${request.name} will be deleted for good. This cannot be undone.`,
          confirmLabel: 'Delete message',
        });
        if (!confirmed) return;
        setBusyId(request.id);
        try {
          await remove.mutateAsync(request.id);
          toast.success('Message deleted.');
        } catch (error) {
          toast.error(getErrorMessage(error, 'The message could not be deleted. Please try again.'));
        } finally {
          setBusyId(null);
        }
      }
    }
  };

  const counts = list.data?.counts;
  const empty = folders[folder].empty;
  const EmptyIcon = empty.icon;

  return (
    <div className="grid gap-4">
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <Segmented
          label="Show messages"
          value={folder}
          onChange={onFolderChange}
          options={contactFolders.map((value) => {
            const count = counts ? folders[value].count(counts) : undefined;
            return {
              value,
              label: (
                <>
                  {folders[value].label}
                  {count !== undefined && count > 0 && (
                    <span className="rounded-full bg-muted-foreground/15 px-1.5 text-[11px] leading-4 tabular-nums">{count}</span>
                  )}
                </>
              ),
            };
          })}
        />
      </div>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError title="Messages could not be loaded." onRetry={() => void list.refetch()}>
          {getErrorMessage(list.error)}
        </LoadError>
      ) : list.data.data.length === 0 ? (
        <section aria-labelledby="contact-empty" className="grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-text">
            <EmptyIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 id="contact-empty" className="text-lg font-semibold tracking-tight">
            {list.data.pagination.total > 0 ? `There is nothing on page ${page}` : empty.title}
          </h3>
          <p className="max-w-md text-sm text-muted-foreground">{list.data.pagination.total > 0 ? 'The messages moved while you were away.' : empty.text}</p>
          {list.data.pagination.total > 0 && (
            <Button variant="outline" size="sm" onClick={() => onPageChange(1)}>
              Go to the first page
            </Button>
          )}
        </section>
      ) : (
        <>
          <ul aria-label={`${folders[folder].label} messages`} className={cn('divide-y overflow-hidden rounded-2xl border bg-card', list.isPlaceholderData && 'opacity-60')}>
            {list.data.data.map((request) => (
              <ContactRequestCard key={request.id} request={request} now={now} busy={busyId === request.id} onAction={(target, action) => void onAction(target, action)} />
            ))}
          </ul>
          <Pagination info={list.data.pagination} onPageChange={onPageChange} label="Message pages" />
        </>
      )}
    </div>
  );
}
