import type { TemplateDataByCategory } from '@folio/schema';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { useTemplateData } from '../api/get-template-data';
import { builderMessages } from '../state/messages';

type Category = keyof TemplateDataByCategory;

/** Shows the form once its saved data is here (a skeleton until then, the spec's message if it fails). */
export function TemplateDataLoader({ category, websiteId, children }: { category: Category; websiteId: number; children: ReactNode }) {
  const query = useTemplateData(websiteId, category);
  useEffect(() => {
    if (query.isError) toast.error(builderMessages.templateDataLoadFailed, { id: 'template-data-load' });
  }, [query.isError]);
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm">
        {builderMessages.templateDataLoadFailed}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading template data" className="grid gap-4">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  return <>{children}</>;
}
