import {
  boolean,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource } from './define-resource.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A table that is never created: the parser tests only need its columns. */
const items = pgTable('crud_test_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  size: numeric('size'),
  count: integer('count'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
  tags: jsonb('tags').$type<string[]>(),
  search: tsvector('search'),
});
const owners = pgTable('crud_test_owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
});

/**
 * A resource with one field of every type, a relation with two fields, placeholder relations and
 * an extra parameter, for the pure parser and shaping tests (no database).
 */
export const testResource = defineResource({
  name: 'items',
  fields: {
    id: { sql: items.id, type: 'number' },
    name: { sql: items.name, type: 'string' },
    note: { sql: items.note, type: 'string' },
    size: { sql: items.size, type: 'number' },
    count: { sql: items.count, type: 'number', coerce: (v) => (v === 'many' ? 100 : v) },
    flag: { sql: items.flag, type: 'boolean' },
    at: { sql: items.at, type: 'date' },
    tags: { sql: items.tags, type: 'json-array' },
    text_search: { sql: items.search, type: 'tsvector' },
    code: { sql: items.name, type: 'string', operators: ['$eq', '$in'] },
  },
  relations: {
    owner: { fields: { id: { sql: owners.id, type: 'number' }, name: { sql: owners.name, type: 'string' } } },
    parts: { placeholder: [] },
    'parts.owner': {},
  },
  sorts: ['id', 'name', 'at'],
  defaultSort: [{ field: 'at', order: 'DESC' }],
  tieBreaker: items.id,
  defaultLimit: 10,
  maxLimit: 50,
  extras: z.object({ mine: z.enum(['yes', 'no']).optional() }),
});
