import { adminUserFiltersSchema } from '@synthhub/shared/admin/users.schemas';
import { sql } from 'drizzle-orm';
import { avatars, beatmaps, playlists, stages, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';

/**
 * How many items (beatmaps, playlists, stages, avatars; published or not) the account in the
 * surrounding `users` row uploaded: four counts on the `<kind>_user_idx` indexes.
 */
export const uploadsCount = sql<number>`(${sql.join(
  [beatmaps, playlists, stages, avatars].map(
    // Qualified by hand: inside a subquery Drizzle would leave `user_id`/`id` unqualified.
    (table) => sql`(select count(*) from ${table} where ${table}."user_id" = "users"."id")`,
  ),
  sql` + `,
)})::int`.mapWith(Number);

/**
 * The `GET /api/admin/users` whitelist for the list grammar (formats.md §6.1): `username` and
 * `email` searchable (`$contL`; admins may see e-mails), `admin`, the dates and `uploads` filterable;
 * sorts `username`, `created_at`, `uploads`, `id`. Default order: newest account first. Extras
 * `admin`, `suspended`, `deleted` (adminUserFiltersSchema).
 */
export const adminUsersResource = defineResource({
  name: 'admin users',
  fields: {
    id: { sql: users.id, type: 'number' },
    username: { sql: users.username, type: 'string' },
    email: { sql: users.email, type: 'string' },
    admin: { sql: users.admin, type: 'boolean' },
    created_at: { sql: users.createdAt, type: 'date' },
    suspended_at: { sql: users.suspendedAt, type: 'date' },
    deleted_at: { sql: users.deletedAt, type: 'date' },
    uploads: { sql: uploadsCount, type: 'number' },
  },
  sorts: ['username', 'created_at', 'uploads', 'id'],
  defaultSort: [{ field: 'created_at', order: 'DESC' }],
  tieBreaker: users.id,
  defaultLimit: 25,
  extras: adminUserFiltersSchema,
});
