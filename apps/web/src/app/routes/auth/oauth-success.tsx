import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OAuthResult } from '@/features/auth/components/oauth-result';
import { readOAuthResult } from '@/features/auth/lib/oauth-result';

export function Component() {
  const [params] = useSearchParams();
  // Read once, then take the one-time code out of the address bar and the browser history.
  const [outcome] = useState(() => {
    const result = readOAuthResult(params);
    window.history.replaceState(null, '', window.location.pathname);
    return result;
  });
  return <OAuthResult outcome={outcome} />;
}
