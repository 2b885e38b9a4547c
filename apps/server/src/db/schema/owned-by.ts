import { integer } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * `user_id`, the account a row belongs to (a vote, a session, a notification, an identity …): not
 * null, referencing `users.id`, and deleted with the account (docs/decisions/0016). Not for an
 * item's uploader (item-columns.ts: items outlive a deleted account's row as a tombstone's), nor
 * for a reference that outlives its user (`on delete set null`). Beside item-columns.ts and
 * timestamps.ts; builds exactly the SQL the tables had written out.
 */
export function ownedBy() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
