import { z } from 'zod';
import { cleanDisplayText } from '../format/display-text.ts';
import { dbIdSchema } from '../api/ids.ts';
import { beatmapSchema } from '../beatmaps/beatmaps.schemas.ts';
import { type Created, itemSchema } from '../items/item.schemas.ts';
import { mapHashSchema } from '../beatmaps/map-hash.schemas.ts';
import {
  COLOR_PATTERN,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  PLAYLIST_SONGS_MAX,
} from './playlists.constants.ts';

/** The message of a colour that is not `#RRGGBB`. */
export const COLOR_MESSAGE = 'Must be a colour like #FF00AA';

const color = z.string().trim().regex(COLOR_PATTERN, COLOR_MESSAGE);

/**
 * The playlist edit form, and the body of `PATCH /api/playlists/{id}` and `POST /api/playlists`
 * (every field optional there). Rules (spec §5 leaves them open; limits in playlists.constants):
 * - name: cleaned (`cleanDisplayText`: no bidi controls), trimmed, required ("Required"), at most `PLAYLIST_NAME_MAX` (64) characters;
 * - description: at most `PLAYLIST_DESCRIPTION_MAX` (1000) characters; '' and null mean none;
 * - gradientTop, gradientDown, colorTitle, colorTexture: `#RRGGBB` ("Must be a colour like #FF00AA");
 * - published: publishing sets `published_at`.
 */
export const playlistFormSchema = z.object({
  name: z
    .string()
    .overwrite(cleanDisplayText)
    .trim()
    .min(1, 'Required')
    .max(PLAYLIST_NAME_MAX, `At most ${PLAYLIST_NAME_MAX} characters`),
  description: z
    .string()
    .max(PLAYLIST_DESCRIPTION_MAX, `At most ${PLAYLIST_DESCRIPTION_MAX} characters`)
    .nullable(),
  gradientTop: color,
  gradientDown: color,
  colorTitle: color,
  colorTexture: color,
  published: z.boolean(),
});
export type PlaylistForm = z.infer<typeof playlistFormSchema>;
export type PlaylistFormInput = z.input<typeof playlistFormSchema>;

/** Body of `PATCH /api/playlists/{id}` and `POST /api/playlists`: any fields of the form. */
export const playlistPatchSchema = playlistFormSchema.partial().strict();
export type PlaylistPatch = z.infer<typeof playlistPatchSchema>;

/**
 * One song of `PUT /api/playlists/{id}/items`: by map hash (kept even when no beatmap on the site has
 * it) or by beatmap id (must be a beatmap the caller can see; its hash and names are copied).
 */
export const playlistItemRefSchema = z.union([
  z.object({ hash: mapHashSchema }).strict(),
  z.object({ beatmap_id: dbIdSchema }).strict(),
]);
export type PlaylistItemRef = z.infer<typeof playlistItemRefSchema>;

/** Body of `PUT /api/playlists/{id}/items`: the complete ordered list of songs (add, remove, reorder). */
export const playlistItemsSchema = z.object({
  items: z
    .array(playlistItemRefSchema)
    .max(PLAYLIST_SONGS_MAX, `A playlist holds at most ${PLAYLIST_SONGS_MAX} songs`),
});
export type PlaylistItems = z.infer<typeof playlistItemsSchema>;

/** What `POST /api/playlists/upload` and `POST /api/playlists` answer (spec §7: the id is read). */
export type PlaylistCreated = Created;

/**
 * One song of a playlist (formats.md §6.3 `items`). The entry's own fields come from the
 * `.playlist` (formats.md §2) so songs that are not on Synthhub can still be shown; `beatmap_id` is
 * the beatmap whose hash matches (null when none the viewer can see: "Not on Synthhub"), and
 * `beatmap` is that beatmap when `join=items.beatmap` was asked.
 */
export const playlistItemSchema = z.object({
  id: z.number().int(),
  /** 0-based place in the playlist. */
  position: z.number().int(),
  hash: z.string(),
  name: z.string(),
  author: z.string(),
  beatmapper: z.string(),
  /** Difficulty slot (0 Easy … 4 Master, 5 Custom; spec §3); null when the file had none. */
  difficulty: z.number().int().nullable(),
  /** Song length in seconds; null when unknown. */
  track_duration: z.number().nullable(),
  /** When the song was added, ISO 8601; null when unknown. */
  added_at: z.string().nullable(),
  beatmap_id: z.number().int().nullable(),
  beatmap: beatmapSchema.nullable().optional(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/**
 * A playlist as the API answers it (formats.md §6.3 "Playlist", plus `item_count`): the item
 * fields of {@link itemSchema} plus the playlist's own. `texture` and `icon` are the game's
 * `SelectedTexture` and `SelectedIconIndex`; `cover_url` is never '' (a placeholder drawn from the
 * gradient stands in). `items` is present when the request joined them (`join=items`).
 */
export const playlistSchema = itemSchema.extend({
  name: z.string(),
  gradientTop: z.string(),
  gradientDown: z.string(),
  colorTitle: z.string(),
  colorTexture: z.string(),
  texture: z.number().int(),
  icon: z.number().int(),
  filename_original: z.string(),
  version: z.number().int(),
  auto_playlist_id: z.number().int().nullable(),
  /** How many songs the playlist holds. */
  item_count: z.number().int(),
  items: z.array(playlistItemSchema).optional(),
});
export type Playlist = z.infer<typeof playlistSchema>;
