import { AuditLog } from '@/features/admin/components/audit-log';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = { actor: params.get('actor') ?? undefined, action: params.get('action') ?? undefined, target: params.get('target') ?? undefined };
  return (
    <div className="grid gap-6">
      <PageIntro title="Admin actions" text="Every admin action: who did what, to whom, and when, including each change made while impersonating." />
      <AuditLog page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
