/**
 * Every TanStack Query key of the events feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"):
 * - `all` `['events']`: everything about events;
 * - `detail(ref)` `['events', 'detail', ref]`: `GET /api/events/published/{slug-or-id}`;
 * - `featured()` `['events', 'featured']`: `GET /api/events/featured`;
 * - `votes(eventId)` `['events', 'votes', eventId]`: the signed-in user's picks (reset on sign-out
 *   with every non-auth query, app/session-keeper.tsx).
 */
export const eventKeys = {
  all: ['events'] as const,
  detail: (ref: string) => [...eventKeys.all, 'detail', ref] as const,
  featured: () => [...eventKeys.all, 'featured'] as const,
  votes: (eventId: number) => [...eventKeys.all, 'votes', eventId] as const,
};
