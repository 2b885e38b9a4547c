import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DIFFICULTIES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { ReactNode } from 'react';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import type { ListUrlControls } from '../../../lib/use-list-url-state.ts';
import { readDifficulties, readInclusion } from '../beatmap-browse.ts';

const INCLUSION_LABELS = { any: 'Show', hide: 'Hide', only: 'Only these' } as const;

function InclusionSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={readInclusion(value) ?? 'any'}
      onChange={(event) => onChange(event.target.value === 'any' ? '' : event.target.value)}
      sx={{ minWidth: 150 }}
    >
      {Object.entries(INCLUSION_LABELS).map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1, typography: 'body2' }}>
        {legend}
      </FormLabel>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </FormControl>
  );
}

/**
 * The beatmap filters (spec §2 /beatmaps): a tag, difficulties, explicit songs, Beat Saber
 * converts, the published date range, duration in minutes and BPM. Every control is a labelled form
 * control that writes its URL parameter (see BEATMAP_FILTER_KEYS); text, number and date fields
 * wait for typing to pause.
 */
export function BeatmapFilters({ list }: { list: ListUrlControls }) {
  const f = list.filters;
  const set = (key: string) => (value: string) => list.update({ filters: { [key]: value } });
  const chosen = readDifficulties(f.difficulty);
  const toggleDifficulty = (name: string, on: boolean) => {
    const next = on ? [...chosen, name] : chosen.filter((d) => d !== name);
    set('difficulty')(readDifficulties(next.join(',')).join(','));
  };
  const numberField = (key: string, label: string, step: number) => (
    <DebouncedTextField
      key={key}
      type="number"
      size="small"
      label={label}
      value={f[key] ?? ''}
      onCommit={set(key)}
      slotProps={{ htmlInput: { min: 0, step, inputMode: 'decimal' } }}
      sx={{ width: 150 }}
    />
  );
  const dateField = (key: string, label: string) => (
    <DebouncedTextField
      key={key}
      type="date"
      size="small"
      label={label}
      value={f[key] ?? ''}
      onCommit={set(key)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 160 }}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' },
      }}
    >
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ typography: 'body2' }}>
          Difficulty (any of)
        </FormLabel>
        <FormGroup row>
          {DIFFICULTIES.map((name) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.includes(name)}
                  onChange={(event) => toggleDifficulty(name, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Group legend="Tag">
        <DebouncedTextField
          size="small"
          label="Tag"
          placeholder="e.g. rock"
          value={f.tag ?? ''}
          onCommit={set('tag')}
          sx={{ width: 200 }}
        />
      </Group>
      <Group legend="Content">
        <InclusionSelect label="Explicit songs" value={f.explicit} onChange={set('explicit')} />
        <InclusionSelect label="Beat Saber converts" value={f.converts} onChange={set('converts')} />
      </Group>
      <Group legend="Published">
        {dateField('from', 'Published from')}
        {dateField('to', 'Published to')}
      </Group>
      <Group legend="Duration (minutes)">
        {numberField('duration_min', 'Min minutes', 0.5)}
        {numberField('duration_max', 'Max minutes', 0.5)}
      </Group>
      <Group legend="BPM">
        {numberField('bpm_min', 'Min BPM', 1)}
        {numberField('bpm_max', 'Max BPM', 1)}
      </Group>
    </Box>
  );
}
