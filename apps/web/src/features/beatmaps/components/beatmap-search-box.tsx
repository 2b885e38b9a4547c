import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { beatmapBrowseHref } from '../beatmap-browse.ts';

/**
 * The home page's search box: a labelled search field and a Search button; submitting (Enter or
 * the button) opens the browse page with the term, `/beatmaps?q=…` (an empty term opens it unfiltered).
 */
export function BeatmapSearchBox() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(beatmapBrowseHref({ q: term }));
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ maxWidth: 560 }}
    >
      <TextField
        type="search"
        label="Search beatmaps"
        placeholder="Title, artist, mapper"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        Search
      </Button>
    </Stack>
  );
}
