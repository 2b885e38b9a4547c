import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminEventKeys } from './keys.ts';

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

/**
 * `POST /api/admin/events` (no categories yet: they are added on the event's page). Answers `{id}`;
 * refreshes the grid. @throws ApiError 400 (spec §5 rules), 409 (slug taken)
 */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: EventFields) =>
      api.request<{ id: number; slug: string }>('/api/admin/events', {
        method: 'POST',
        json: { ...fields, categories: [] },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEventKeys.list() }),
  });
}
