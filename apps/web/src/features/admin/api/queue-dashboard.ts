import { toast } from 'sonner';
import { api, getErrorMessage } from '@/lib/api-client';

/**
 * The sidebar's Queue Dashboard (platform.md section 2): POST /api/admin/horizon-access answers a
 * link good for one minute, opened in a new tab (still within the click's activation, so no popup
 * blocker stops it).
 */
export async function openQueueDashboard() {
  try {
    const { url } = await api.post<{ success: true; url: string }>('/admin/horizon-access');
    window.open(url, '_blank', 'noopener');
  } catch (error) {
    toast.error(getErrorMessage(error, 'The queue dashboard could not be opened. Please try again.'));
  }
}
