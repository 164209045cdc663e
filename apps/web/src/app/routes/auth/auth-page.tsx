import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * /login and /register sit in the landing layout and need their own centring; /auth/login and
 * /auth/register sit in the minimal layout, which already centres its content.
 */
export function AuthPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname.startsWith('/auth/')) return <>{children}</>;
  return (
    <div className="relative bg-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,color-mix(in_oklch,var(--primary)_10%,transparent),transparent)]"
      />
      <div className="relative mx-auto w-full max-w-[440px] px-4 py-12 sm:py-20 motion-ok:animate-enter">{children}</div>
    </div>
  );
}
