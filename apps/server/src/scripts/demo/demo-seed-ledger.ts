import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  avatars,
  beatmaps,
  demoSeed,
  demoSeedItems,
  playlists,
  stages,
  users,
} from '../../db/schema/index.ts';

/** The database or a transaction on it. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The kinds of demo item the first-start seeding records, one step each (db/schema/demo-seed.ts). */
export type DemoKind =
  | 'admin'
  | 'beatmap'
  | 'player'
  | 'playlist'
  | 'stage'
  | 'avatar'
  | 'leaderboards'
  | 'events'
  | 'news'
  | 'reviews'
  | 'mods';

/** Every demo account (mappers, makers) has an e-mail in this reserved domain (RFC 2606). */
export const DEMO_EMAIL_DOMAIN = 'demo.synthhub.invalid';

/** The seeding's state: undefined before it began, else when it began and (once done) completed. */
export async function readDemoSeedState(
  db: Db,
): Promise<{ startedAt: Date; completedAt: Date | null } | undefined> {
  const [row] = await db.select().from(demoSeed).where(eq(demoSeed.id, 1));
  return row;
}

/** Records that seeding has begun (idempotent). */
export async function markDemoSeedStarted(db: Db): Promise<void> {
  await db.insert(demoSeed).values({ id: 1 }).onConflictDoNothing();
}

/** Records that every seeding step finished: later starts seed nothing. */
export async function markDemoSeedCompleted(db: Db): Promise<void> {
  await db
    .update(demoSeed)
    .set({ completedAt: sql`now()` })
    .where(eq(demoSeed.id, 1));
}

/** The item numbers of a kind made so far, with their row ids. */
export async function madeDemoItems(db: Db, kind: DemoKind): Promise<Map<number, number>> {
  const rows = await db
    .select({ n: demoSeedItems.n, itemId: demoSeedItems.itemId })
    .from(demoSeedItems)
    .where(eq(demoSeedItems.kind, kind));
  return new Map(rows.map((r) => [r.n, r.itemId]));
}

/** The id of an admin account (the lowest); throws when there is none (seeding makes one first). */
export async function anyAdminId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.admin, true))
    .orderBy(users.id)
    .limit(1);
  if (!row) throw new Error('demo seeding needs an admin account');
  return row.id;
}

/** Records item `n` of a kind as finished with row id `itemId`. */
export async function recordDemoItem(db: DbOrTx, kind: DemoKind, n: number, itemId: number): Promise<void> {
  await db.insert(demoSeedItems).values({ kind, n, itemId });
}

const TABLES = { beatmap: beatmaps, playlist: playlists, stage: stages, avatar: avatars } as const;

/**
 * Ids of the rows of a kind's table that a demo account (not the admin) owns but the ledger does
 * not list: items an interrupted start uploaded and did not finish (docs/decisions/0006).
 */
export async function unrecordedDemoItems(db: Db, kind: keyof typeof TABLES): Promise<number[]> {
  // The four tables share `id` and `user_id`; the cast only picks one of them for the types.
  const table = TABLES[kind] as typeof beatmaps;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(
      and(
        like(users.email, `%@${DEMO_EMAIL_DOMAIN}`),
        eq(users.admin, false),
        sql`${table.id} not in (select ${demoSeedItems.itemId} from ${demoSeedItems} where ${demoSeedItems.kind} = ${kind})`,
      ),
    );
  return rows.map((r) => r.id);
}
