import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../api/search-constants.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { RESULT_LINK_ATTR } from './search-result-group.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * The body of the search dialog: a labelled search field whose trimmed value is searched once
 * typing pauses for {@link SEARCH_DEBOUNCE_MS}, and the grouped results. Arrow Down/Up move focus
 * from the field through the result links (Tab works too). Its state lives only while mounted, so
 * closing the dialog resets it.
 */
export function SearchPanel() {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const root = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(root.current?.querySelectorAll<HTMLElement>(`[${RESULT_LINK_ATTR}]`) ?? []);
    if (links.length === 0) return;
    const stops = [field.current, ...links].filter((el) => el !== null);
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    event.preventDefault();
    stops[next]?.focus();
  };

  return (
    <Box ref={root} onKeyDown={handleKeyDown}>
      <TextField
        autoFocus
        fullWidth
        type="search"
        label="Search"
        placeholder="Users, beatmaps, playlists, stages, avatars"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        inputRef={field}
        autoComplete="off"
        margin="dense"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <SearchResults term={term} />
    </Box>
  );
}
