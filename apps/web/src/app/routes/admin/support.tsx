import { SupportInbox } from '@/features/admin/components/support-inbox';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = { status: params.get('status') ?? undefined, priority: params.get('priority') ?? undefined };
  return (
    <div className="grid gap-6">
      <PageIntro title="Support inbox" text="Requests from the Support page: premium users' tickets first. Answers go out by e-mail." />
      <SupportInbox page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
