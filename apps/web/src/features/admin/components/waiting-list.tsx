import type { WaitingListEntry } from '@folio/schema';
import { ListChecks, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useInvite, useWaitingList, type WaitingListFilters } from '../api/beta';
import { formatDate } from '../lib/format';
import { ListFilters } from './list-filters';

const sources: Record<WaitingListEntry['source'], string> = { landing: 'Landing page', app: 'Signed in', admin: 'Added by an admin' };

function Status({ entry }: { entry: WaitingListEntry }) {
  if (entry.user?.has_access) return <Badge variant="success">Has access</Badge>;
  if (entry.invited_at) return <Badge variant="primary">Invited {formatDate(entry.invited_at)}</Badge>;
  return <Badge variant="warning">Waiting</Badge>;
}

function Who({ entry }: { entry: WaitingListEntry }) {
  return (
    <div className="grid min-w-0">
      {entry.user ? (
        <Link to={paths.admin.user.getHref(entry.user.id)} className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
          {entry.user.name}
        </Link>
      ) : (
        <span className="text-muted-foreground">No account yet</span>
      )}
      <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{entry.email}</span>
    </div>
  );
}

/** Addresses typed one a line, or separated by commas or spaces. */
const addressesIn = (text: string) => [...new Set(text.split(/[\s,;]+/).map((value) => value.trim()).filter(Boolean))];

/** Invite by typing: each address with an account gets access, each without one an invitation to register. */
function InviteByEmail() {
  const invite = useInvite();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const emails = addressesIn(text);
    if (emails.length === 0) return setError('Enter at least one e-mail address.');
    setError(undefined);
    invite.mutate(
      { emails },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setText('');
        },
        onError: (failure) => {
          // A refused address is named: "emails.2" is the third one typed.
          const field = isApiError(failure) ? Object.entries(failure.fieldErrors).find(([name]) => name.startsWith('emails')) : undefined;
          const index = field ? Number(field[0].split('.')[1]) : Number.NaN;
          setError(field && Number.isInteger(index) && emails[index] ? `${emails[index]}: ${field[1][0] ?? ''}` : getErrorMessage(failure));
        },
      },
    );
  };
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h3 className="font-semibold">Invite by e-mail</h3>
        <p className="text-sm text-muted-foreground">Someone with an account gets access at once; anyone else gets an invitation to register, and access when they do. Each gets an e-mail.</p>
      </div>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="E-mail addresses" help="One a line, or separated by commas." error={error}>
          <FieldControl>
            <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} placeholder={'ada@example.com\ngrace@example.com'} />
          </FieldControl>
        </Field>
        <Button type="submit" className="justify-self-start" loading={invite.isPending}>
          {!invite.isPending && <Send aria-hidden="true" />}
          Send invitations
        </Button>
      </form>
    </Card>
  );
}

/** /admin/waiting-list: who is waiting and since when, searched, 25 a page; pick some and invite them, or type addresses. */
export function WaitingList({ page, filters, onPageChange, onFilterChange }: { page: number; filters: WaitingListFilters; onPageChange: (page: number) => void; onFilterChange: (name: string, value: string | null) => void }) {
  const list = useWaitingList(page, filters);
  const invite = useInvite();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = list.data?.data ?? [];
  const pickable = rows.filter((entry) => !entry.user?.has_access);
  const chosen = pickable.filter((entry) => selected.has(entry.id));
  const allChosen = pickable.length > 0 && chosen.length === pickable.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const inviteSelected = () =>
    invite.mutate(
      { ids: chosen.map((entry) => entry.id) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSelected(new Set());
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  const pick = (entry: WaitingListEntry) => (
    <Checkbox
      aria-label={`Select ${entry.email}`}
      checked={selected.has(entry.id)}
      disabled={entry.user?.has_access === true}
      onCheckedChange={(on) => toggle(entry.id, on === true)}
    />
  );

  return (
    <div className="grid gap-5">
      <InviteByEmail />
      <ListFilters
        idPrefix="waiting-list"
        searchPlaceholder="E-mail"
        filters={filters}
        selects={[{ name: 'status', label: 'Status', options: [['waiting', 'Waiting'], ['invited', 'Invited']] }]}
        onFilterChange={onFilterChange}
        className="lg:grid-cols-[2fr_1fr]"
      />
      {list.isError ? (
        <LoadError title="We couldn't load the waiting list" onRetry={() => void list.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !list.data ? (
        <div role="status" aria-label="Loading the waiting list" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <ListChecks className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Nobody here</p>
          <p className="text-sm text-muted-foreground">People who join from the landing page or the beta access page appear here. Clear the search to see everyone.</p>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {list.data.pagination.total} on the list{chosen.length > 0 ? ` · ${chosen.length} selected` : ''}
            </p>
            <Button onClick={inviteSelected} disabled={chosen.length === 0} loading={invite.isPending}>
              {!invite.isPending && <Send aria-hidden="true" />}
              Invite selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </div>
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">The waiting list, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="w-12 px-4 py-3">
                    <Checkbox
                      aria-label="Select everyone on this page"
                      checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                      disabled={pickable.length === 0}
                      onCheckedChange={(on) => setSelected(on === true ? new Set(pickable.map((entry) => entry.id)) : new Set())}
                    />
                  </th>
                  <th scope="col" className="px-4 py-3">Who</th>
                  <th scope="col" className="px-4 py-3">Joined</th>
                  <th scope="col" className="px-4 py-3">From</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((entry) => (
                  <tr key={entry.id} className="hover:bg-accent/50">
                    <td className="px-4 py-3">{pick(entry)}</td>
                    <td className="max-w-80 px-4 py-3">
                      <Who entry={entry} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">{sources[entry.source]}</td>
                    <td className="px-4 py-3">
                      <Status entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="The waiting list, newest first">
            {rows.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 rounded-xl border bg-card p-4 text-sm">
                <span className="pt-0.5">{pick(entry)}</span>
                <div className="grid min-w-0 flex-1 gap-2">
                  <Who entry={entry} />
                  <div className="flex flex-wrap items-center gap-2">
                    <Status entry={entry} />
                    <span className="text-xs text-muted-foreground">
                      joined <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time> · {sources[entry.source]}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination info={list.data.pagination} onPageChange={onPageChange} label="Waiting list pages" />
        </>
      )}
    </div>
  );
}
