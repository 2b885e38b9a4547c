import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useEffect, useState } from 'react';
import { usePlaylistChoices } from '../api/get-downloader-playlists.ts';

/** How long typing must pause before the playlists are searched (ms; the site's search debounce is longer, spec §9). */
const SEARCH_DELAY_MS = 300;

/** Props of {@link PlaylistPicker}. */
export interface PlaylistPickerProps {
  /** The chosen playlist (its name shows in the field), or null. */
  value: Pick<Playlist, 'id' | 'name'> | null;
  onChange: (playlist: Playlist | null) => void;
}

/**
 * Picks one of the site's playlists for the downloader (spec §2 /beatmaps/downloader): a combo
 * box that searches playlist names and uploaders as one types (most downloaded first), each option
 * with its uploader and song count.
 */
export function PlaylistPicker({ value, onChange }: PlaylistPickerProps) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const choices = usePlaylistChoices(term === value?.name ? '' : term);

  return (
    <Autocomplete<Playlist | Pick<Playlist, 'id' | 'name'>>
      value={value}
      options={choices.data ?? []}
      loading={choices.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.name}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, chosen) => onChange((chosen as Playlist | null) ?? null)}
      noOptionsText={choices.isError ? 'Could not load playlists' : 'No playlists found'}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const p = option as Playlist;
        return (
          <li key={key} {...rest}>
            <span>
              {p.name}
              {p.user && (
                <small style={{ display: 'block', opacity: 0.7 }}>
                  by {p.user.username} · {p.item_count} {p.item_count === 1 ? 'song' : 'songs'}
                </small>
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Playlist" placeholder="Search playlists" />}
      sx={{ maxWidth: 560 }}
    />
  );
}
