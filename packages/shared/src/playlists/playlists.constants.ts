/** The extension a playlist file must have (spec §2 "Upload Playlist File", §5 "Upload file fields"). */
export const PLAYLIST_EXTENSION = '.playlist';

/**
 * Largest `.playlist` upload accepted, in bytes (spec §9 leaves upload limits open). A song entry is
 * about 300 bytes, so 1 MiB holds thousands of songs; real files are a few KiB (formats.md §2).
 */
export const PLAYLIST_MAX_BYTES = 1024 * 1024;

/** Most songs a playlist may hold (uploaded or edited); far above real playlists (5 and 16 songs). */
export const PLAYLIST_SONGS_MAX = 1000;

/**
 * Playlist name length in characters. Spec §5 leaves the playlist form's rules open: we require a
 * name (the game shows `namePlaylist` as the playlist's title, formats.md §2) and keep it to 64
 * characters, the length the spec gives stage names, so it fits the in-game title.
 */
export const PLAYLIST_NAME_MAX = 64;

/** Playlist description length in characters (the game shows it under the title). */
export const PLAYLIST_DESCRIPTION_MAX = 1000;

/** Largest cover image accepted by `POST /api/playlists/{id}/cover`, in bytes. */
export const PLAYLIST_COVER_MAX_BYTES = 10 * 1024 * 1024;

/** A colour as the game writes it in a `.playlist`: `#RRGGBB` (formats.md §2 fixtures, e.g. "#24491F"). */
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The four colours of a playlist, by their wire names (formats.md §2, §6.3). */
export const PLAYLIST_COLOR_FIELDS = ['gradientTop', 'gradientDown', 'colorTitle', 'colorTexture'] as const;
export type PlaylistColorField = (typeof PLAYLIST_COLOR_FIELDS)[number];

/** Labels of the colour fields on the edit form. */
export const PLAYLIST_COLOR_LABELS: Record<PlaylistColorField, string> = {
  gradientTop: 'Gradient top',
  gradientDown: 'Gradient bottom',
  colorTitle: 'Title colour',
  colorTexture: 'Texture colour',
};

/**
 * Colours of a new, empty playlist (and of uploads whose colours are missing or unreadable): the
 * site's pink-to-purple gradient with a white title.
 */
export const PLAYLIST_DEFAULT_COLORS: Record<PlaylistColorField, string> = {
  gradientTop: '#F91C84',
  gradientDown: '#7430CF',
  colorTitle: '#FFFFFF',
  colorTexture: '#464956',
};

/** Name of a playlist created empty (`POST /api/playlists` without a name). */
export const PLAYLIST_DEFAULT_NAME = 'New Playlist';
