import { SecurityPolicy } from '@/features/admin/components/security-policy';
import { UsersList } from '@/features/admin/components/users-list';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = {
    search: params.get('search') ?? undefined,
    plan: params.get('plan') ?? undefined,
    verified: params.get('verified') ?? undefined,
    active: params.get('active') ?? undefined,
    admin: params.get('admin') ?? undefined,
  };
  return (
    <div className="grid gap-6">
      <PageIntro title="All users" text="Every account, newest first. Open one to see their websites, plan and sessions, and to act on it." />
      <SecurityPolicy />
      <UsersList page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
