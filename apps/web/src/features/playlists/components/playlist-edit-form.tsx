import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COLOR_PATTERN,
  PLAYLIST_COLOR_FIELDS,
  PLAYLIST_COLOR_LABELS,
  PLAYLIST_DEFAULT_COLORS,
} from '@synthhub/shared/playlists/playlists.constants';
import {
  type Playlist,
  type PlaylistForm,
  type PlaylistFormInput,
  playlistFormSchema,
} from '@synthhub/shared/playlists/playlists.schemas';
import { useSnackbar } from 'notistack';
import Paper from '@mui/material/Paper';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SavePublishRow } from '../../../components/save-publish-row.tsx';
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
  return {
    name: playlist.name,
    description: playlist.description ?? '',
    gradientTop: playlist.gradientTop,
    gradientDown: playlist.gradientDown,
    colorTitle: playlist.colorTitle,
    colorTexture: playlist.colorTexture,
    published: playlist.published,
  };
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
 * The playlist edit form (spec §2 `/playlists/edit/{id}` and `new`): name, description, the four
 * colours with pickers, the songs (add, remove, move up/down) and published, checked by the shared
 * `playlistFormSchema`. Messages show as you type and Save/Publish stay disabled while anything is
 * invalid. Save creates (new) or updates the playlist and its songs in one go; Publish also
 * publishes it. A new playlist then moves to its own edit URL.
 */
export function PlaylistEditForm({ playlist, aside }: PlaylistEditFormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePlaylist();
  const [initialSongs, setInitialSongs] = useState(() => draftsFromItems(playlist?.items));
  const [songs, setSongs] = useState<DraftSong[]>(initialSongs);
  const { control, handleSubmit, reset, formState } = useForm<PlaylistFormInput, unknown, PlaylistForm>({
    resolver: zodResolver(playlistFormSchema),
    defaultValues: formDefaults(playlist),
    mode: 'onChange',
  });
  const watched = useWatch({ control });
  const preview: PlaylistCoverData = {
    name: watched.name?.trim() || 'New Playlist',
    cover_url: playlist?.cover_url ?? '',
    cover_version: playlist?.cover_version ?? 1,
    gradientTop: previewColor(watched.gradientTop, PLAYLIST_DEFAULT_COLORS.gradientTop),
    gradientDown: previewColor(watched.gradientDown, PLAYLIST_DEFAULT_COLORS.gradientDown),
    colorTitle: previewColor(watched.colorTitle, PLAYLIST_DEFAULT_COLORS.colorTitle),
  };
  const isNew = playlist === null;
  const songsChanged = !sameRefs(songs, initialSongs);
  const canSave = formState.isValid && (isNew || formState.isDirty || songsChanged);

  const submit = (values: PlaylistForm, publish: boolean) => {
    const patch = {
      ...values,
      description: values.description?.trim() ? values.description : null,
      ...(publish && { published: true }),
    };
    const items = songsChanged || (isNew && songs.length > 0) ? songs.map((s) => s.ref) : undefined;
    save.mutate(
      { id: playlist?.id, patch, items },
      {
        onSuccess: (saved) => {
          const drafts = draftsFromItems(saved.items);
          setInitialSongs(drafts);
          setSongs(drafts);
          reset(formDefaults(saved));
          enqueueSnackbar(publish ? 'Playlist published!' : 'Playlist saved!', { variant: 'success' });
          if (isNew) navigate(paths.playlists.edit.getHref(saved.id), { replace: true });
        },
      },
    );
  };
  const onSave = handleSubmit((values) => submit(values, false));
  const onPublish = handleSubmit((values) => submit(values, true));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0, maxWidth: { xs: 320, md: 'none' } }}>
        {aside(preview)}
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSave} aria-label="Edit playlist">
          <FormTextField control={control} name="name" label="Name" fullWidth required />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            fullWidth
            multiline
            minRows={3}
          />
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
            <SongListEditor songs={songs} onChange={setSongs} disabled={save.isPending} />
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
              disabled={save.isPending}
            />
          </Box>
          <Divider />
          <ErrorAlert error={save.error} />
          <SavePublishRow
            pending={save.isPending}
            saveDisabled={!canSave}
            showPublish={!playlist?.published}
            publishDisabled={!formState.isValid}
            onPublish={onPublish}
          >
            {(formState.isDirty || songsChanged) && !save.isPending && (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                Unsaved changes
              </Typography>
            )}
          </SavePublishRow>
        </Stack>
      </Paper>
    </Box>
  );
}
