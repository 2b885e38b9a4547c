import { defineResource } from '../../lib/crud/define-resource.ts';
import { events } from '../../db/schema/index.ts';

/**
 * The `GET /api/admin/events` whitelist for the list grammar (formats.md §6.1): the admin grid
 * searches `title` and `slug` (`$contL`), filters `published`/`featured`, and sorts by any of the
 * listed columns; newest voting start first by default, 25 a page.
 */
export const adminEventsResource = defineResource({
  name: 'events',
  fields: {
    id: { sql: events.id, type: 'number' },
    title: { sql: events.title, type: 'string' },
    slug: { sql: events.slug, type: 'string' },
    published: { sql: events.published, type: 'boolean' },
    featured: { sql: events.featured, type: 'boolean' },
    voting_start_date: { sql: events.votingStartDate, type: 'date' },
    voting_end_date: { sql: events.votingEndDate, type: 'date' },
    created_at: { sql: events.createdAt, type: 'date' },
  },
  sorts: [
    'id',
    'title',
    'slug',
    'published',
    'featured',
    'voting_start_date',
    'voting_end_date',
    'created_at',
  ],
  defaultSort: [{ field: 'voting_start_date', order: 'DESC' }],
  tieBreaker: events.id,
  defaultLimit: 25,
});
