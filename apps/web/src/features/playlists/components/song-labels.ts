import { DIFFICULTIES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { PlaylistItem } from '@synthhub/shared/playlists/playlists.schemas';

/** The difficulty name of a playlist entry's slot (spec §3: 0 Easy … 5 Custom); null when unknown. */
export function difficultyName(difficulty: number | null): string | null {
  return difficulty === null ? null : (DIFFICULTIES[difficulty] ?? null);
}

/**
 * What a song is called on the page: the beatmap's current title/artist/mapper when it is on
 * Synthhub, else the names the `.playlist` entry carried; a bare hash shows its first 12 characters.
 */
export function songLabels(item: Pick<PlaylistItem, 'name' | 'author' | 'beatmapper' | 'hash' | 'beatmap'>): {
  title: string;
  artist: string;
  mapper: string;
} {
  const b = item.beatmap;
  if (b) return { title: b.title, artist: b.artist, mapper: b.mapper };
  return {
    title: item.name.trim() || `Song ${item.hash.slice(0, 12)}…`,
    artist: item.author,
    mapper: item.beatmapper,
  };
}
