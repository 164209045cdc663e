import { useSearchParams } from 'react-router';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { paths } from '@/config/paths';
import { PageIntro } from './page-intro';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /notifications?page=: the full list; page 1 keeps a clean address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  return (
    <div className="grid gap-6">
      <PageIntro title="All notifications" text="Messages from your visitors and news about your websites and plan, newest first." />
      <NotificationList
        page={page}
        firstPageHref={paths.app.notifications.getHref()}
        onPageChange={(next) => {
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next <= 1) updated.delete('page');
            else updated.set('page', String(next));
            return updated;
          });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
