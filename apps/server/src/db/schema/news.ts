import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { users } from './users.ts';
import { createdAt, timestamps, timestamptz } from './timestamps.ts';

/**
 * News posts (spec §2 news pages; docs/decisions/0028). `slug` is unique and may hold one `/` after
 * a year (`2023/coconut-edition`); `bodyMarkdown` is Markdown rendered without raw HTML on the web.
 * `coverKey` is the storage key of a stored cover (demo posts' generated gradients), `coverUrl` an
 * https URL an admin gave; both null when there is none. `publishedAt` null is a draft, which only
 * admins see. `official` posts are the ones listed on `/news/official`.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    coverKey: text('cover_key'),
    coverUrl: text('cover_url'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    official: boolean('official').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('news_posts_slug_uq').on(t.slug),
    // Lower-case only (docs/decisions/0046).
    check('news_posts_slug_lower_ck', sql`${t.slug} = lower(${t.slug})`),
    // The public list: published posts, newest first (optionally official only).
    index('news_posts_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Past mapping contests (`/archive/chartathon`, spec §2; docs/decisions/0028): one per year. */
export const chartathons = pgTable(
  'chartathons',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('chartathons_year_uq').on(t.year)],
);

/**
 * The placed entries of a chartathon: `placement` 1 is the winner (unique per contest), `mapperName`
 * as the contest listed it, `beatmapId` the beatmap on Synthhub when it is here (kept null when
 * that beatmap is deleted).
 */
export const chartathonEntries = pgTable(
  'chartathon_entries',
  {
    id: serial('id').primaryKey(),
    chartathonId: integer('chartathon_id')
      .notNull()
      .references(() => chartathons.id, { onDelete: 'cascade' }),
    beatmapId: integer('beatmap_id').references(() => beatmaps.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    mapperName: text('mapper_name').notNull(),
    placement: smallint('placement').notNull(),
    judgesNotes: text('judges_notes'),
  },
  (t) => [
    uniqueIndex('chartathon_entries_placement_uq').on(t.chartathonId, t.placement),
    check('chartathon_entries_placement_check', sql`${t.placement} >= 1`),
  ],
);

/**
 * Reports filed by visitors (`/copyright` form, `POST /api/reports`; docs/decisions/0028): a
 * copyright takedown request or an abuse report about `targetUrl` or an item (`targetKind` +
 * `targetId`). `reporterId` is the signed-in account that filed it (null when anonymous or the
 * account is gone); `contactEmail` is required for anonymous reports. Kind 'score' is filed by the
 * site itself: a score held for review (`targetKind` 'score', docs/decisions/0054 "Honest scores"). Admins move `status` from
 * 'open' to 'resolved' or 'dismissed'.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    targetUrl: text('target_url'),
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email'),
    name: text('name'),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('reports_kind_check', sql`${t.kind} in ('copyright', 'abuse', 'score')`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);
