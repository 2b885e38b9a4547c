import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  COLOR_PATTERN,
  PLAYLIST_COLOR_FIELDS,
  PLAYLIST_COLOR_LABELS,
  PLAYLIST_DEFAULT_COLORS,
} from '@synthhub/shared/playlists/playlists.constants';
import {
  type Playlist,
  type PlaylistFormInput,
  playlistFormSchema,
} from '@synthhub/shared/playlists/playlists.schemas';
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { EditColumns } from '../../../components/edit-form/edit-columns.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { itemFormValues, useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useSavePlaylist } from '../api/save-playlist.ts';
import { AddSongs } from './add-songs.tsx';
import { ColourField } from './colour-field.tsx';
import type { PlaylistCoverData } from './playlist-cover.tsx';
import { type DraftSong, draftsFromItems, sameRefs } from './draft-songs.ts';
import { SongListEditor } from './song-list-editor.tsx';

/** The form's starting values: a playlist's, or a new playlist's (empty name, default colours). */
export function formDefaults(playlist: Playlist | null): PlaylistFormInput {
  if (!playlist) return { name: '', description: '', ...PLAYLIST_DEFAULT_COLORS, published: false };
  return itemFormValues(playlistFormSchema, playlist);
}

/** Props of {@link PlaylistEditForm}: the playlist, or null on `/playlists/edit/new`. */
export interface PlaylistEditFormProps {
  playlist: Playlist | null;
  /** The column beside the form (cover, actions); given the cover as it looks with the typed name and colours. */
  aside: (preview: PlaylistCoverData) => ReactNode;
}

const previewColor = (value: string | undefined, fallback: string) =>
  value && COLOR_PATTERN.test(value.trim()) ? value.trim() : fallback;

/**
 * The playlist edit form (spec §2 `/playlists/edit/{id}` and `new`) on {@link useItemEditForm}:
 * name, description, the four colours with pickers, the songs (add, remove, move up/down) and
 * published, checked by the shared `playlistFormSchema`; Save/Publish stay disabled while anything
 * is invalid. Save creates (new) or updates the playlist and its songs in one go; Publish also
 * publishes it. A new playlist then moves to its own edit URL.
 */
export function PlaylistEditForm({ playlist, aside }: PlaylistEditFormProps) {
  const navigate = useNavigate();
  const [initialSongs, setInitialSongs] = useState(() => draftsFromItems(playlist?.items));
  const [songs, setSongs] = useState<DraftSong[]>(initialSongs);
  const isNew = playlist === null;
  const songsChanged = !sameRefs(songs, initialSongs);
  const edit = useItemEditForm({
    schema: playlistFormSchema,
    item: playlist,
    defaults: formDefaults,
    mutation: useSavePlaylist(),
    noun: 'Playlist',
    extraDirty: songsChanged,
    savableUnchanged: isNew,
    variables: (values) => ({
      id: playlist?.id,
      patch: { ...values, description: values.description?.trim() ? values.description : null },
      items: songsChanged || (isNew && songs.length > 0) ? songs.map((s) => s.ref) : undefined,
    }),
    onSaved: (saved) => {
      const drafts = draftsFromItems(saved.items);
      setInitialSongs(drafts);
      setSongs(drafts);
      if (isNew) navigate(paths.playlists.edit.getHref(saved.id), { replace: true });
    },
  });
  const { control } = edit;
  const watched = useWatch({ control });
  const preview: PlaylistCoverData = {
    name: watched.name?.trim() || 'New Playlist',
    cover_url: playlist?.cover_url ?? '',
    cover_version: playlist?.cover_version ?? 1,
    gradientTop: previewColor(watched.gradientTop, PLAYLIST_DEFAULT_COLORS.gradientTop),
    gradientDown: previewColor(watched.gradientDown, PLAYLIST_DEFAULT_COLORS.gradientDown),
    colorTitle: previewColor(watched.colorTitle, PLAYLIST_DEFAULT_COLORS.colorTitle),
  };

  return (
    <EditColumns aside={aside(preview)} asideWidth={260}>
      <ItemEditForm edit={edit} label="Edit playlist" showPublish={!playlist?.published}>
        <FormTextField control={control} name="name" label="Name" fullWidth required />
        <CommonField control={control} name="description" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PLAYLIST_COLOR_FIELDS.map((field) => (
            <ColourField key={field} control={control} name={field} label={PLAYLIST_COLOR_LABELS[field]} />
          ))}
        </Box>
        <FormSwitch control={control} name="published" label="Published" alignStart />
        <Divider />
        <Box component="section" aria-labelledby="edit-songs-heading">
          <Typography id="edit-songs-heading" variant="h6" component="h2">
            Songs ({songs.length})
          </Typography>
          <SongListEditor songs={songs} onChange={setSongs} disabled={edit.pending} />
        </Box>
        <Box component="section" aria-labelledby="add-songs-heading">
          <Typography
            id="add-songs-heading"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            Add songs
          </Typography>
          <AddSongs
            songs={songs}
            onAdd={(song) => setSongs((list) => [...list, song])}
            disabled={edit.pending}
          />
        </Box>
        <Divider />
      </ItemEditForm>
    </EditColumns>
  );
}
