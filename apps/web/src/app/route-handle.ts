import { useMatches } from 'react-router';

/** What a route declares about itself in the route table; read by the top bar and the access guard. */
export interface RouteHandle {
  /** Shown in the top bar and the tab title. */
  title?: string;
  /** Needs an active subscription (or none at all, which counts as free). */
  requiresSubscription?: boolean;
  /** Only administrators. */
  admin?: boolean;
}

/** The handles of the current match chain merged, deepest route winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (match.handle && typeof match.handle === 'object') Object.assign(merged, match.handle as RouteHandle);
  }
  return merged;
}
