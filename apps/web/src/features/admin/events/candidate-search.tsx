import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type BeatmapOption, searchCandidateBeatmaps } from './api/search-candidates.ts';
import { adminKeys } from '../api/keys.ts';

/** Props of {@link CandidateSearch}. */
export interface CandidateSearchProps {
  /** Beatmap ids already candidates (left out of the options). */
  exclude: readonly number[];
  disabled?: boolean;
  onPick: (beatmap: BeatmapOption) => void;
}

const label = (b: BeatmapOption) => `${b.artist} - ${b.title} (${b.mapper}, #${b.id})`;

/**
 * A search autocomplete over the published beatmaps (`GET /api/beatmaps?s=…`, title, artist or
 * mapper contains the text, 300 ms after typing stops): picking one adds it as a candidate.
 */
export function CandidateSearch({ exclude, disabled, onPick }: CandidateSearchProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const found = useQuery({
    queryKey: adminKeys.screen('events', 'candidate-search', term),
    queryFn: ({ signal }) => searchCandidateBeatmaps(term, signal),
    enabled: term.length > 0,
  });
  const options = (found.data ?? []).filter((b) => !exclude.includes(b.id));
  return (
    <Autocomplete<BeatmapOption>
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_e, value) => {
        if (value) {
          onPick(value);
          setInput('');
        }
      }}
      getOptionLabel={label}
      filterOptions={(o) => o}
      loading={found.isFetching}
      disabled={disabled}
      noOptionsText={term ? 'No published beatmap matches' : 'Type a title, artist or mapper'}
      renderInput={(params) => (
        <TextField {...params} label="Add a beatmap" placeholder="Title, artist or mapper" />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
}
