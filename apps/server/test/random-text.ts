import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { type beatmaps, type stages, users } from '../src/db/schema/index.ts';
import { seededRandom } from '../src/scripts/demo/demo-synth.ts';

/**
 * Words for random catalogues of the in-memory index tests (docs/decisions/0039, 0040): mixed
 * case, non-ASCII (whose `lower()` differs from naive folding), LIKE's metacharacters and quotes.
 */
export const WORDS = [
  'Love',
  'dragon',
  'Night',
  'NEON',
  'fever',
  'Éclair',
  'straße',
  'İstanbul',
  '東京',
  "Rock'n'Roll",
  'x\\y',
  '100%',
  'a_b',
  'Storm',
  'kai',
  'Kaleidoscope',
  "it's",
  'Midnight',
  'DRAGONFORCE',
  'Ünal',
];

/** Uploader names of the same tests. */
export const NAMES = ['NightRider', 'dragonslayer', 'Ünal', 'bob', 'KAI_99', 'storm%'];

/**
 * A random source from a fixed `seed` (so a failing case replays) and what the tests draw from it:
 * `pick` one of a list, `chance(p)`, a `fragment` of a word in random case (what a visitor types),
 * and `text(n)`: 1 to n words.
 */
export function randomText(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const fragment = (): string => {
    const word = pick(WORDS);
    const start = Math.floor(random() * Math.max(1, word.length - 2));
    const piece = chance(0.5) ? word : word.slice(start, start + 1 + Math.floor(random() * 5));
    return chance(0.3) ? piece.toUpperCase() : chance(0.3) ? piece.toLowerCase() : piece;
  };
  const text = (words: number): string =>
    Array.from({ length: 1 + Math.floor(random() * words) }, () => pick(WORDS)).join(' ');
  return { random, pick, chance, fragment, text };
}

/** The random source of {@link randomText}. */
export type RandomText = ReturnType<typeof randomText>;

/** A catalogue table of the equivalence tests: the item columns (db/schema/item-columns.ts) they change. */
type ItemTable = typeof beatmaps | typeof stages;

/**
 * One random change of a catalogue table for the equivalence tests: an edit (`edit()`'s columns),
 * (un)publishing (a soft-deleted item stays unpublished, docs/decisions/0030), a hard or a soft
 * delete, a counter, a renamed uploader among `userIds`, or three new items (`fresh()`).
 */
export async function randomItemChange(
  db: Db,
  table: ItemTable,
  r: RandomText,
  userIds: number[],
  edit: () => Record<string, unknown>,
  fresh: () => Record<string, unknown>,
): Promise<void> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(sql`random()`)
    .limit(1);
  const id = row!.id;
  const what = r.random();
  const update = (values: Record<string, unknown>) => db.update(table).set(values as never);
  if (what < 0.25) await update(edit()).where(eq(table.id, id));
  else if (what < 0.4)
    await update({ published: r.chance(0.5) }).where(and(eq(table.id, id), isNull(table.deletedAt)));
  else if (what < 0.5) await db.delete(table).where(eq(table.id, id));
  else if (what < 0.6) await update({ deletedAt: new Date(), published: false }).where(eq(table.id, id));
  else if (what < 0.7) await update({ downloadCount: 5 }).where(eq(table.id, id));
  else if (what < 0.8)
    await db
      .update(users)
      .set({ username: `${r.fragment()}${Math.floor(r.random() * 1e9)}` })
      .where(eq(users.id, r.pick(userIds)));
  else await db.insert(table).values(Array.from({ length: 3 }, fresh) as never);
}

/** A random public list request around `condition`: page size and number, sometimes the explicit sort or an uploader. */
export function randomListQuery(
  r: RandomText,
  condition: unknown,
  userIds: number[],
): Record<string, unknown> {
  const query: Record<string, unknown> = {
    s: JSON.stringify(condition),
    limit: String(1 + Math.floor(r.random() * 30)),
    page: String(1 + Math.floor(r.random() * 4)),
  };
  if (r.chance(0.3)) query.sort = 'published_at,DESC';
  if (r.chance(0.1)) query.user_id = String(r.pick(userIds));
  return query;
}
