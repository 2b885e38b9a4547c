import type { AdminReview } from '@synthhub/shared/admin/reviews.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { api } from '../../../lib/api-client.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';
import { adminKeys } from './keys.ts';

/** The reviews grid's filter: hidden ones only (true), visible ones only (false), or all. */
export interface AdminReviewFilters {
  hidden?: boolean | undefined;
}

/** The reviews grid's key prefix for `filters`. */
export const adminReviewKeys = {
  all: adminKeys.screen('reviews'),
  list: (filters: AdminReviewFilters) => adminKeys.screen('reviews', 'list', filters),
  detail: (id: number) => adminKeys.screen('reviews', 'detail', id),
};

/** `GET /api/admin/reviews/{id}`: one review, hidden or not. @throws ApiError (404 when none) */
export function getAdminReview(id: number, signal?: AbortSignal): Promise<AdminReview> {
  return api.request<AdminReview>(`/api/admin/reviews/${id}`, { signal });
}

/**
 * `GET /api/admin/reviews`: one page of reviews (hidden ones too), newest first, the search term
 * matched in the text, the author's name or the beatmap's title. @throws ApiError
 */
export function getAdminReviews(
  query: AdminGridQuery,
  filters: AdminReviewFilters,
  signal?: AbortSignal,
): Promise<Paginated<AdminReview>> {
  return api.request<Paginated<AdminReview>>('/api/admin/reviews', {
    query: crudQuery(query, {
      searchFields: ['text', 'user.username', 'beatmap.title'],
      extra: { hidden: filters.hidden },
    }),
    signal,
  });
}

/**
 * The moderation of one review (each audited; the author is told, with the reason). Throw
 * ApiError: 404 for no such review, 409 when it is already hidden / not hidden.
 */
export const reviewActions = {
  /** `POST /api/admin/reviews/{id}/hide {reason}`: off the public list and the beatmap's counts. */
  hide: (id: number, reason: string) =>
    api.request<AdminReview>(`/api/admin/reviews/${id}/hide`, { method: 'POST', json: { reason } }),
  /** `POST /api/admin/reviews/{id}/unhide`. */
  unhide: (id: number) => api.request<AdminReview>(`/api/admin/reviews/${id}/unhide`, { method: 'POST' }),
  /** `DELETE /api/admin/reviews/{id} {reason}`. */
  remove: (id: number, reason: string) =>
    api.request<void>(`/api/admin/reviews/${id}`, { method: 'DELETE', json: { reason } }),
};
