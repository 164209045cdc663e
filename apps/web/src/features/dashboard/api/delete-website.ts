import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWebsites } from '@/api/get-websites';

/** DELETE /api/websites/{id}. */
export function deleteWebsite(id: number): Promise<{ success: true; message: string }> {
  return api.delete(`/websites/${id}`);
}

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebsite, onSettled: () => refreshWebsites(queryClient) });
}
