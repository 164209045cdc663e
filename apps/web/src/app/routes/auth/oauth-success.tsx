import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OAuthResult, readOAuthResult } from '@/features/auth/components/oauth-result';

export function Component() {
  const [params] = useSearchParams();
  // Read once, then take the token out of the address bar and the browser history.
  const [outcome] = useState(() => {
    const result = readOAuthResult(params);
    window.history.replaceState(null, '', window.location.pathname);
    return result;
  });
  return <OAuthResult outcome={outcome} />;
}
