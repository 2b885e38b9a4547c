import type { LeaderboardBeatmap, ScoreProfile } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Player } from '@synthhub/shared/leaderboards/player.schemas';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, leaderboardProfiles, users } from '../../db/schema/index.ts';
import { presentItemUser } from '../items/index.ts';

/**
 * Loads the relations the competitive lists embed, one query per relation and page (never one per
 * row): profiles (with their linked user's public fields when `withUser`) and beatmaps.
 */

/** The profiles of `ids` with their linked account's public fields (one query; none for no ids). */
async function profileRows(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({
      id: leaderboardProfiles.id,
      name: leaderboardProfiles.name,
      userId: leaderboardProfiles.userId,
      createdAt: leaderboardProfiles.createdAt,
      username: users.username,
      avatarFilename: users.avatarFilename,
      country: users.country,
    })
    .from(leaderboardProfiles)
    .leftJoin(users, eq(users.id, leaderboardProfiles.userId))
    .where(inArray(leaderboardProfiles.id, unique));
}

/** The linked account's public fields of a profile row, or null (no account, or it is gone). */
function userOf(r: { userId: number | null; username: string | null; avatarFilename: string | null }) {
  return r.userId !== null && r.username !== null
    ? presentItemUser({ id: r.userId, username: r.username, avatarFilename: r.avatarFilename })
    : null;
}

/** Profiles by id, `user` embedded (or null) when `withUser`, else without the key. */
export async function profilesById(
  db: Db,
  ids: number[],
  withUser: boolean,
): Promise<Map<number, ScoreProfile>> {
  const found = new Map<number, ScoreProfile>();
  const rows = await profileRows(db, ids);
  for (const r of rows) {
    const profile: ScoreProfile = {
      id: r.id,
      name: r.name,
      user_id: r.userId,
      created_at: r.createdAt.toISOString(),
    };
    if (withUser) profile.user = userOf(r);
    found.set(r.id, profile);
  }
  return found;
}

/**
 * Players by leaderboard profile id (docs/decisions/0054; shared `playerSchema`): the name to show,
 * the linked account's public fields and its country. One query for all `ids`; unknown ids are
 * absent from the map.
 */
export async function playersById(db: Db, ids: number[]): Promise<Map<number, Player>> {
  const found = new Map<number, Player>();
  const rows = await profileRows(db, ids);
  for (const r of rows) {
    const user = userOf(r);
    found.set(r.id, { id: r.id, name: user?.username ?? r.name, user, country: r.country ?? null });
  }
  return found;
}

/**
 * Beatmaps the public may see: published (with a publish date) or OST (spec §3 OST entries), never
 * a soft-deleted one (docs/decisions/0030).
 */
export const visibleBeatmap = or(
  and(eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt)),
  and(eq(beatmaps.ost, true), isNull(beatmaps.deletedAt)),
);

/**
 * The beatmaps of some leaderboards as embedded with `join=beatmap` (relative cover URL as
 * formats.md §6.3; uploader's public fields). Beatmaps the public may not see are left out, so
 * their leaderboards embed `beatmap: null`.
 */
export async function beatmapsById(db: Db, ids: (number | null)[]): Promise<Map<number, LeaderboardBeatmap>> {
  const found = new Map<number, LeaderboardBeatmap>();
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return found;
  const rows = await db
    .select({
      id: beatmaps.id,
      title: beatmaps.title,
      artist: beatmaps.artist,
      mapper: beatmaps.mapper,
      coverKeys: beatmaps.coverKeys,
      coverVersion: beatmaps.coverVersion,
      published: beatmaps.published,
      ost: beatmaps.ost,
      userId: users.id,
      username: users.username,
      avatarFilename: users.avatarFilename,
    })
    .from(beatmaps)
    .leftJoin(users, eq(users.id, beatmaps.userId))
    .where(and(inArray(beatmaps.id, unique), visibleBeatmap));
  for (const r of rows) {
    found.set(r.id, {
      id: r.id,
      title: r.title,
      artist: r.artist,
      mapper: r.mapper,
      cover_url: r.coverKeys.orig ? `/api/beatmaps/${r.id}/cover` : '',
      cover_version: r.coverVersion,
      published: r.published,
      ost: r.ost,
      user:
        r.userId !== null && r.username !== null
          ? presentItemUser({ id: r.userId, username: r.username, avatarFilename: r.avatarFilename })
          : null,
    });
  }
  return found;
}
