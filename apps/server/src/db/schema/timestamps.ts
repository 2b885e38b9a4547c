import { timestamp } from 'drizzle-orm/pg-core';

// Time columns every kind of table shares, beside the content items' own (item-columns.ts) and
// the owner column (owned-by.ts). Each call makes a new builder: one per column of a `pgTable`.
// They build exactly the SQL the tables had written out (`npm run db:generate` finds no change).
// This file imports no table, so users.ts can use it too.

/** A `timestamp with time zone` column read as a `Date` (every time in the schema is one). */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** `created_at`: when the row was inserted; not null, default `now()`. */
export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** `updated_at`: when the row last changed; not null, default `now()`, set by the write paths. */
export function updatedAt() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/** `created_at` and `updated_at` (see {@link createdAt}, {@link updatedAt}): spread into a `pgTable`. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}
