import type { Playlist, PlaylistItem } from '@synthhub/shared/playlists/playlists.schemas';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { itemFixtureFields } from '../../../testing/item-fixture.ts';

/** A 64-hex hash made from a number, for songs in tests. */
export const hashOf = (n: number) => n.toString(16).padStart(64, 'a');

/** A song of a playlist for tests: on Synthhub (with `beatmap`) unless `beatmap_id` is null. */
export function itemFixture(overrides: Partial<PlaylistItem> = {}): PlaylistItem {
  const onSite = overrides.beatmap_id !== null;
  return {
    id: 1,
    position: 0,
    hash: hashOf(1),
    name: 'Shelter',
    author: 'Porter Robinson',
    beatmapper: 'KuritsaDBS',
    difficulty: 3,
    track_duration: 221,
    added_at: '2021-03-11T01:15:01.000Z',
    beatmap_id: onSite ? 41 : null,
    beatmap: onSite
      ? beatmapFixture({ id: 41, title: 'Shelter', artist: 'Porter Robinson', hash: hashOf(1) })
      : null,
    ...overrides,
  };
}

/** A complete playlist as the API answers it, for tests; override what a test cares about. */
export function playlistFixture(overrides: Partial<Playlist> = {}): Playlist {
  return {
    ...itemFixtureFields(5),
    name: 'warm up',
    description: 'new playlist',
    gradientTop: '#24491F',
    gradientDown: '#FB5B43',
    colorTitle: '#FFFFFF',
    colorTexture: '#405436',
    texture: 0,
    icon: 0,
    filename_original: '000002__warmup.playlist',
    published: false,
    published_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    auto_playlist_id: null,
    item_count: 2,
    download_url: '/api/playlists/5/download',
    cover_url: '',
    items: [
      itemFixture(),
      itemFixture({
        id: 2,
        position: 1,
        hash: hashOf(2),
        name: 'Eden',
        author: 'Battle Beast',
        beatmap_id: null,
      }),
    ],
    ...overrides,
  };
}
