import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './timestamps.ts';

/**
 * The tag registry (docs/decisions/0031-tags.md; spec §2 "Admin area" tags, §5 "Tags"): names an admin
 * created ahead of use, so the upload and edit forms can suggest them. `name` is the tag in lower
 * case (how beatmaps store theirs, docs/decisions/0022). Items keep their own tags (the beatmaps'
 * `tags` array, `stage_tags`); a tag in use needs no row here, and usage counts come from the items.
 * `createdBy` is the admin (null once that account is deleted).
 */
export const tags = pgTable(
  'tags',
  {
    name: text('name').primaryKey(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('tags_name_lower_check', sql`${t.name} = lower(${t.name})`)],
);
