import type { AdminEventDetail } from '@synthhub/shared/events/events.admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../api/keys.ts';
import type { EventFields } from './create-event.ts';
import { adminEventKeys } from './keys.ts';

const BASE = '/api/admin/events';

/**
 * Every change of one event, each answering the admin view of the event, which replaces the cached
 * detail: `update` (PATCH fields), `close` (voting now), `addCategory`, `renameCategory`,
 * `removeCategory`, `reorder` (all ids in order), `addCandidate`, `removeCandidate`.
 * @throws ApiError with the server's message (409 slug taken, 400 spec §5 rule …)
 */
export function useEventActions(id: number) {
  const client = useQueryClient();
  const call = (path: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', json?: unknown) =>
    api.request<AdminEventDetail>(`${BASE}/${id}${path}`, {
      method,
      ...(json === undefined ? {} : { json }),
    });
  const mutation = useMutation({
    mutationFn: (run: () => Promise<AdminEventDetail>) => run(),
    onSuccess: (detail) => {
      client.setQueryData(adminEventKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: adminEventKeys.list() });
      // The event's History (the audit log) gained an entry.
      void client.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) });
    },
  });
  const run = (fn: () => Promise<AdminEventDetail>) => mutation.mutateAsync(fn);
  return {
    pending: mutation.isPending,
    update: (fields: Partial<EventFields>) => run(() => call('', 'PATCH', fields)),
    close: () => run(() => call('/close', 'POST')),
    addCategory: (name: string) => run(() => call('/categories', 'POST', { name })),
    renameCategory: (categoryId: number, name: string) =>
      run(() => call(`/categories/${categoryId}`, 'PATCH', { name })),
    removeCategory: (categoryId: number) => run(() => call(`/categories/${categoryId}`, 'DELETE')),
    reorder: (ids: number[]) => run(() => call('/categories/order', 'PUT', { category_ids: ids })),
    addCandidate: (categoryId: number, beatmapId: number) =>
      run(() => call(`/categories/${categoryId}/beatmaps`, 'POST', { beatmap_id: beatmapId })),
    removeCandidate: (categoryId: number, beatmapId: number) =>
      run(() => call(`/categories/${categoryId}/beatmaps/${beatmapId}`, 'DELETE')),
  };
}
