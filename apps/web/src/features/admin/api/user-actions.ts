import type { AdminUser } from '@synthhub/shared/admin/users.schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * The admin actions on one account (spec §2 "Admin area" users; each audited on the server). All
 * throw ApiError: 404 for no such account, 409 with the reason when refused (an admin's own
 * account, an account already deleted, unsuspending one that is not suspended).
 */
export const userActions = {
  /** `POST /api/admin/users/{id}/admin {admin}`: grant (true) or revoke (false) the admin role. */
  setAdmin: (id: number, admin: boolean) =>
    api.request<AdminUser>(`/api/admin/users/${id}/admin`, { method: 'POST', json: { admin } }),
  /** `POST /api/admin/users/{id}/suspend {reason}`: sign-in refused with the reason, sessions ended. */
  suspend: (id: number, reason: string) =>
    api.request<AdminUser>(`/api/admin/users/${id}/suspend`, { method: 'POST', json: { reason } }),
  /** `POST /api/admin/users/{id}/unsuspend`. */
  unsuspend: (id: number) => api.request<AdminUser>(`/api/admin/users/${id}/unsuspend`, { method: 'POST' }),
  /** `DELETE /api/admin/users/{id} {reason?}`: the account becomes a tombstone (its content stays). */
  remove: (id: number, reason?: string) =>
    api.request<void>(`/api/admin/users/${id}`, {
      method: 'DELETE',
      json: reason ? { reason } : {},
    }),
};
