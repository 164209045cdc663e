import { WebsitesList } from '@/features/admin/components/websites-list';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = {
    search: params.get('search') ?? undefined,
    status: params.get('status') ?? undefined,
    template: params.get('template') ?? undefined,
    domain: params.get('domain') ?? undefined,
  };
  return (
    <div className="grid gap-6">
      <PageIntro title="All websites" text="Every website, newest first, with its owner, addresses and views. Unpublish or suspend a site that breaks the terms." />
      <WebsitesList page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
