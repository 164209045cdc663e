import { useSearchParams } from 'react-router';
import { PrivateSiteAccess } from '@/features/sites/components/private-site-access';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 py-16">
      <PrivateSiteAccess site={params.get('site') ?? ''} path={params.get('path') ?? '/'} />
    </div>
  );
}
