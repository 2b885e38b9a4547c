import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars, beatmaps, playlists, stages, users } from '../../db/schema/index.ts';

/** How many rows of users, beatmaps, playlists, stages and avatars exist, drafts included. */
export async function countRows(
  db: Db,
): Promise<{ users: number; beatmaps: number; playlists: number; stages: number; avatars: number }> {
  const total = async (
    table: typeof users | typeof beatmaps | typeof playlists | typeof stages | typeof avatars,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [u, b, p, s, a] = await Promise.all([
    total(users),
    total(beatmaps),
    total(playlists),
    total(stages),
    total(avatars),
  ]);
  return { users: u, beatmaps: b, playlists: p, stages: s, avatars: a };
}
