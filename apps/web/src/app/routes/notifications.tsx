import { NotificationList } from '@/features/notifications/components/notification-list';
import { paths } from '@/config/paths';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from './page-intro';

/** /notifications?page=: the full list; page 1 keeps a clean address. */
export function Component() {
  const { page, setPage } = usePageParam();
  return (
    <div className="grid gap-6">
      <PageIntro title="All notifications" text="Messages from your visitors and news about your websites and plan, newest first." />
      <NotificationList page={page} firstPageHref={paths.app.notifications.getHref()} onPageChange={setPage} />
    </div>
  );
}
