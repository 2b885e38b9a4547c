import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminEventKeys } from './keys.ts';

/** `DELETE /api/admin/events/{id}`; refreshes the events grid. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request<void>(`/api/admin/events/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: adminEventKeys.detail(id) });
      return client.invalidateQueries({ queryKey: adminEventKeys.list() });
    },
  });
}
