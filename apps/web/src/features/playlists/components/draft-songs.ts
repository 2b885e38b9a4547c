import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { PlaylistItem, PlaylistItemRef } from '@synthhub/shared/playlists/playlists.schemas';
import { difficultyName, songLabels } from './song-labels.ts';

/** A song on the edit page before it is saved: what to send (`ref`) and what to show. */
export interface DraftSong {
  /** Stable React key (kept while the song moves). */
  key: string;
  ref: PlaylistItemRef;
  /** The map hash when known (pasted hashes, saved songs, beatmaps from the list). */
  hash: string | null;
  beatmapId: number | null;
  title: string;
  artist: string;
  mapper: string;
  difficulty: string | null;
  /** A pasted hash: its names are looked up when the playlist is saved. */
  lookup: boolean;
}

let counter = 0;
const nextKey = () => `new-${++counter}`;

/** The saved songs of a playlist as drafts, sent back as `{hash}` so they keep their entries. */
export function draftsFromItems(items: PlaylistItem[] | undefined): DraftSong[] {
  return (items ?? []).map((item) => ({
    key: `item-${item.id}`,
    ref: { hash: item.hash },
    hash: item.hash,
    beatmapId: item.beatmap_id,
    ...songLabels(item),
    difficulty: difficultyName(item.difficulty),
    lookup: false,
  }));
}

/** A beatmap picked from the list or by id, sent as `{beatmap_id}`. */
export function draftFromBeatmap(beatmap: Beatmap): DraftSong {
  return {
    key: nextKey(),
    ref: { beatmap_id: beatmap.id },
    hash: beatmap.hash,
    beatmapId: beatmap.id,
    title: beatmap.title,
    artist: beatmap.artist,
    mapper: beatmap.mapper,
    difficulty: null,
    lookup: false,
  };
}

/** A pasted map hash, sent as `{hash}`; the server keeps it even when no beatmap has it. */
export function draftFromHash(hash: string): DraftSong {
  const lower = hash.toLowerCase();
  return {
    key: nextKey(),
    ref: { hash: lower },
    hash: lower,
    beatmapId: null,
    title: `Song ${lower.slice(0, 12)}…`,
    artist: '',
    mapper: '',
    difficulty: null,
    lookup: true,
  };
}

/** True when two song lists would send the same items. */
export function sameRefs(a: DraftSong[], b: DraftSong[]): boolean {
  return JSON.stringify(a.map((s) => s.ref)) === JSON.stringify(b.map((s) => s.ref));
}

/** Whether a song (by beatmap id or hash) is in the list already. */
export function hasSong(
  songs: DraftSong[],
  probe: { beatmapId?: number | null; hash?: string | null },
): boolean {
  return songs.some(
    (s) =>
      (probe.beatmapId != null && s.beatmapId === probe.beatmapId) ||
      (probe.hash != null && s.hash === probe.hash.toLowerCase()),
  );
}

/** Moves the song at `index` by `delta` places (a new array; unchanged when out of range). */
export function moveSong(songs: DraftSong[], index: number, delta: -1 | 1): DraftSong[] {
  const target = index + delta;
  if (index < 0 || target < 0 || index >= songs.length || target >= songs.length) return songs;
  const next = [...songs];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Reads what someone pasted to add a song: a beatmap id ("42"), a beatmap link ("…/beatmaps/42"),
 * or a 64-character map hash. Null when it is none of those.
 */
export function parseSongInput(text: string): { beatmapId: number } | { hash: string } | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return { hash: value.toLowerCase() };
  const id = /^(?:.*\/beatmaps\/)?(\d{1,12})\/?$/.exec(value)?.[1];
  if (id && Number(id) > 0) return { beatmapId: Number(id) };
  return null;
}
