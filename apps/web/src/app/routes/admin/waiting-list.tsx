import { WaitingList } from '@/features/admin/components/waiting-list';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = { search: params.get('search') ?? undefined, status: params.get('status') ?? undefined };
  return (
    <div className="grid gap-6">
      <PageIntro title="Waiting list" text="Everyone waiting for beta access, newest first. Invite some, and they get an e-mail and access." />
      <WaitingList page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
