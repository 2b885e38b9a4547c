import type { PlaylistSong } from '@synthhub/formats/playlist/playlist-file';
import { DIFFICULTIES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { PlaylistItemRef } from '@synthhub/shared/playlists/playlists.schemas';
import { BadRequest } from '../../errors.ts';
import { canContent, contentItem } from '../../policies/content.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { BeatmapWithUser } from '../beatmaps/index.ts';
import { presentBeatmap } from '../beatmaps/index.ts';
import type { ResolvedItem } from './playlists.presenter.ts';
import * as repo from './playlists.repository.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableBigint, storableInteger, storableJson } from '../../lib/storable.ts';

/**
 * The `difficulty` a `.playlist` entry gets for a beatmap (formats.md §2, spec §3: 0 Easy …
 * 4 Master, 5 Custom): its hardest standard difficulty, else 5 when it has only Custom; null when
 * it lists none.
 */
export function playlistDifficulty(difficulties: readonly string[]): number | null {
  const slots = difficulties
    .map((d) => DIFFICULTIES.indexOf(d as (typeof DIFFICULTIES)[number]))
    .filter((i) => i >= 0);
  if (slots.length === 0) return null;
  const standard = slots.filter((i) => i < 5);
  return standard.length > 0 ? Math.max(...standard) : 5;
}

/** A playlist entry for a beatmap on the site: its current hash and names, added at `nowS`. */
export function itemFromBeatmap(beatmap: BeatmapWithUser, nowS: number): repo.NewPlaylistItem {
  return {
    hash: beatmap.hash,
    beatmapId: beatmap.id,
    name: beatmap.title,
    author: beatmap.artist,
    beatmapper: beatmap.mapper,
    difficulty: playlistDifficulty(beatmap.difficulties),
    trackDurationS: beatmap.durationS,
    addedTimeS: nowS,
    extra: {},
  };
}

/** A playlist entry from a song of an uploaded `.playlist`, keeping its unknown keys. */
export function itemFromSong(song: PlaylistSong, beatmapId: number | null): repo.NewPlaylistItem {
  return {
    hash: song.hash,
    beatmapId,
    // Names from the file lose bidi controls and invisible characters (docs/decisions/0009).
    name: cleanDisplayText(song.name),
    author: cleanDisplayText(song.author),
    beatmapper: cleanDisplayText(song.beatmapper),
    // Values PostgreSQL would refuse (NUL, lone surrogates, numbers out of range) are dropped.
    difficulty: storableInteger(song.difficulty, null),
    trackDurationS: song.trackDuration,
    addedTimeS: storableBigint(song.addedTime, null),
    extra: storableJson(song.extra),
  };
}

/** The `.playlist` song of a stored entry (for the generated download). */
export function songFromItem(row: repo.PlaylistItemRow): PlaylistSong {
  return {
    hash: row.hash,
    name: row.name,
    author: row.author,
    beatmapper: row.beatmapper,
    difficulty: row.difficulty,
    trackDuration: row.trackDurationS,
    addedTime: row.addedTimeS,
    extra: row.extra,
  };
}

/**
 * Finds the beatmap of each song (the stored link, else by hash, formats.md §1.6) and keeps it only
 * when the viewer may see it (published, or theirs, or they are an admin); the others show as "Not
 * on Synthhub". With `withBeatmaps` each item carries the presented beatmap (or null).
 * Returns the items grouped by playlist id, in position order.
 */
export async function resolveItems(
  db: repo.DbOrTx,
  rows: repo.PlaylistItemRow[],
  viewer: AuthUser | null,
  withBeatmaps: boolean,
): Promise<Map<number, ResolvedItem[]>> {
  const byHash = await repo.findBeatmapIdsByHash(
    db,
    rows.filter((r) => r.beatmapId === null).map((r) => r.hash),
  );
  const ids = rows.map((r) => r.beatmapId ?? byHash.get(r.hash) ?? null);
  const beatmaps = new Map(
    (
      await repo.findBeatmapsByIds(
        db,
        ids.filter((id): id is number => id !== null),
      )
    ).map((b) => [b.id, b]),
  );
  const out = new Map<number, ResolvedItem[]>();
  rows.forEach((row, i) => {
    const found = beatmaps.get(ids[i] ?? -1);
    const visible = found && canContent(viewer, 'read', contentItem('beatmap', found)) ? found : null;
    const item: ResolvedItem = { row, beatmapId: visible?.id ?? null };
    if (withBeatmaps) item.beatmap = visible ? presentBeatmap(visible) : null;
    const list = out.get(row.playlistId) ?? [];
    list.push(item);
    out.set(row.playlistId, list);
  });
  return out;
}

/**
 * Turns the ordered refs of `PUT /api/playlists/{id}/items` into entries. A hash already in the
 * playlist keeps its entry as it was (names, added time, unknown keys), so reordering and removing
 * lose nothing; a new hash takes the names of the beatmap that has it, or stays a bare hash ("Not on
 * Synthhub"); a `beatmap_id` must be a beatmap the caller can see.
 * @throws BadRequest listing every `items.N.beatmap_id` that was not found
 */
export async function itemsFromRefs(
  db: repo.DbOrTx,
  viewer: AuthUser,
  refs: PlaylistItemRef[],
  existing: repo.PlaylistItemRow[],
  nowS: number,
): Promise<repo.NewPlaylistItem[]> {
  const kept = new Map<string, repo.PlaylistItemRow[]>();
  for (const row of existing) kept.set(row.hash, [...(kept.get(row.hash) ?? []), row]);
  const refHashes = refs.flatMap((r) => ('hash' in r ? [r.hash] : []));
  const byHash = await repo.findBeatmapIdsByHash(db, refHashes);
  const wantedIds = refs.map((r) => ('beatmap_id' in r ? r.beatmap_id : byHash.get(r.hash)));
  const beatmaps = new Map(
    (
      await repo.findBeatmapsByIds(
        db,
        wantedIds.filter((id): id is number => id !== undefined),
      )
    ).map((b) => [b.id, b]),
  );
  const visible = (id: number | undefined) => {
    const b = id === undefined ? undefined : beatmaps.get(id);
    return b && canContent(viewer, 'read', contentItem('beatmap', b)) ? b : undefined;
  };
  const problems: string[] = [];
  const items = refs.map((ref, i): repo.NewPlaylistItem | null => {
    const beatmap = visible(wantedIds[i]);
    if ('beatmap_id' in ref && !beatmap) {
      problems.push(`items.${i}.beatmap_id: beatmap ${ref.beatmap_id} was not found`);
      return null;
    }
    const hash = 'hash' in ref ? ref.hash : beatmap!.hash;
    const previous = kept.get(hash)?.shift();
    if (previous) {
      const { id: _id, playlistId: _p, position: _pos, ...entry } = previous;
      return { ...entry, beatmapId: entry.beatmapId ?? beatmap?.id ?? null };
    }
    if (beatmap) return { ...itemFromBeatmap(beatmap, nowS), hash };
    return { hash, beatmapId: null, addedTimeS: nowS, extra: {} };
  });
  if (problems.length > 0)
    throw new BadRequest(`Some songs could not be added: ${problems.join('; ')}`, { validation: problems });
  return items as repo.NewPlaylistItem[];
}
