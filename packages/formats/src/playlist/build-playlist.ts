import type { PlaylistFile, PlaylistSong } from './playlist-file.ts';

/** What {@link buildPlaylist} takes: any playlist fields, and songs of which only `hash` is needed. */
export type PlaylistInput = Partial<Omit<PlaylistFile, 'songs'>> & {
  songs?: (Partial<PlaylistSong> & { hash: string })[];
};

/**
 * A complete {@link PlaylistFile} from a few fields (tests, demo content, the site's generated
 * downloads): pink-to-purple colours with a white title, icon and texture 0, no extra keys; each
 * song gets '' names and null numbers unless given.
 */
export function buildPlaylist(input: PlaylistInput = {}): PlaylistFile {
  return {
    name: 'Playlist',
    description: '',
    gradientTop: '#F91C84',
    gradientDown: '#7430CF',
    colorTitle: '#FFFFFF',
    colorTexture: '#464956',
    selectedIconIndex: 0,
    selectedTexture: 0,
    creationDate: null,
    extra: {},
    ...input,
    songs: (input.songs ?? []).map((song) => ({
      name: '',
      author: '',
      beatmapper: '',
      difficulty: null,
      trackDuration: null,
      addedTime: null,
      extra: {},
      ...song,
    })),
  };
}
