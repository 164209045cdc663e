import { useSearchParams } from 'react-router';
import { contactFolders, ContactRequestsView } from '@/features/contact-requests/components/contact-requests-view';
import type { ContactFolder } from '@/features/contact-requests/api/get-contact-requests';
import { PageIntro } from './page-intro';

const isFolder = (value: string | null): value is ContactFolder => contactFolders.some((folder) => folder === value);

/** /contact-requests?status=&page=: the inbox of visitors' messages; the inbox and page 1 keep a clean address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const folder: ContactFolder = isFolder(status) ? status : 'inbox';
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;

  const go = (next: { folder: ContactFolder; page: number }) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (next.folder !== 'inbox') updated.set('status', next.folder);
      if (next.page > 1) updated.set('page', String(next.page));
      return updated;
    });

  return (
    <div className="grid gap-6">
      <PageIntro title="Contact requests" text="Messages visitors sent you through the contact form of your published websites." />
      <ContactRequestsView
        folder={folder}
        page={page}
        onFolderChange={(next) => go({ folder: next, page: 1 })}
        onPageChange={(next) => {
          go({ folder, page: next });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
