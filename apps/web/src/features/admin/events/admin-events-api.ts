import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { AdminEventDetail, AdminEventRow } from '@synthhub/shared/events/events.admin.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { grammarFilter, termCondition } from '../../../lib/list-grammar.ts';
import { adminKeys } from '../api/keys.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';

const BASE = '/api/admin/events';

/** Query keys of the events screens: the grid's prefix and one event's detail. */
export const adminEventKeys = {
  list: () => adminKeys.screen('events', 'list'),
  detail: (id: number) => adminKeys.screen('events', 'detail', id),
};

/** `GET /api/admin/events`: one grid page, drafts too, searching title and slug (formats.md §6.1). */
export function getAdminEvents(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<AdminEventRow>> {
  return api.request(BASE, { query: crudQuery(q, { searchFields: ['title', 'slug'] }), signal });
}

/** How often the event screen refetches, so its tallies stay live while voting runs (ms). */
export const TALLY_REFRESH_MS = 10_000;

/** `GET /api/admin/events/{id}`, refreshed every {@link TALLY_REFRESH_MS} (live tallies). */
export function useAdminEvent(id: number) {
  return useQuery({
    queryKey: adminEventKeys.detail(id),
    queryFn: ({ signal }) => api.request<AdminEventDetail>(`${BASE}/${id}`, { signal }),
    refetchInterval: TALLY_REFRESH_MS,
  });
}

/** The event fields the form sends (dates as ISO strings). */
export interface EventFields {
  title: string;
  slug: string;
  description: string;
  published: boolean;
  featured: boolean;
  voting_start_date: string;
  voting_end_date: string;
}

/** `POST /api/admin/events` (no categories yet: they are added on the event's page). Answers `{id}`. */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: EventFields) =>
      api.request<{ id: number; slug: string }>(BASE, {
        method: 'POST',
        json: { ...fields, categories: [] },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEventKeys.list() }),
  });
}

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

/** `DELETE /api/admin/events/{id}`; refreshes the events grid. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: adminEventKeys.detail(id) });
      return client.invalidateQueries({ queryKey: adminEventKeys.list() });
    },
  });
}

/** A beatmap the candidate search offers. */
export type BeatmapOption = Pick<Beatmap, 'id' | 'title' | 'artist' | 'mapper'>;

/**
 * `GET /api/beatmaps?s=…`: up to 10 published beatmaps whose title, artist or mapper contains
 * `term` (the public list, so only published ones, which is what a candidate must be).
 */
export async function searchCandidateBeatmaps(term: string, signal?: AbortSignal): Promise<BeatmapOption[]> {
  const page = await api.request<Paginated<BeatmapOption>>('/api/beatmaps', {
    query: {
      select: 'id,title,artist,mapper',
      limit: 10,
      page: 1,
      s: grammarFilter([termCondition(term, ['title', 'artist', 'mapper'])]),
    },
    signal,
  });
  return page.data;
}
