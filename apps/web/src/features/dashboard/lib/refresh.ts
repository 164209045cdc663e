import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth';

/**
 * After a website is added, removed or changed: the list, any cached website, and the user
 * (websites_count and active_website_id drive the guards and the sidebar).
 */
export function refreshWebsites(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['websites'] }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);
}
