import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
  MODIFIERS_COMBINED,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type Chart, pickChart } from '../chart-state.ts';
import { modifiersLabel } from '../format.ts';

/** What a filter change asks for; the page turns it into a URL (so back/forward and links work). */
export interface ChartChange {
  chart: Chart;
  modifiers: number;
}

/**
 * The filters above a leaderboard (spec §1 "difficulty chips and game modes"): a chip per
 * difficulty that exists in the current mode (Easy … Master), the Rhythm/Force switch (a mode
 * without charts is disabled) and the modifiers filter (None, Combined, then every set `sets`
 * holds). Chips are links; the switch and the select navigate, so each choice is a history entry.
 */
export function ChartFilters({
  charts,
  current,
  modifiers,
  sets,
  hrefFor,
}: {
  charts: readonly Chart[];
  current: Chart;
  modifiers: number;
  sets: readonly number[];
  hrefFor: (change: ChartChange) => string;
}) {
  const navigate = useNavigate();
  const inMode = charts.filter((c) => c.mode === current.mode).sort((a, b) => a.difficulty - b.difficulty);
  const options = [0, MODIFIERS_COMBINED, ...[...new Set(sets)].filter((m) => m > 0).sort((a, b) => a - b)];
  if (!options.includes(modifiers)) options.push(modifiers);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label="Difficulty"
        sx={{ flexWrap: 'wrap' }}
      >
        {inMode.map((chart) => (
          <Chip
            key={chart.id}
            label={LEADERBOARD_DIFFICULTIES[chart.difficulty] ?? chart.difficulty}
            component={RouterLink}
            to={hrefFor({ chart, modifiers })}
            clickable
            color={chart.id === current.id ? 'primary' : 'default'}
            variant={chart.id === current.id ? 'filled' : 'outlined'}
            aria-current={chart.id === current.id ? 'true' : undefined}
          />
        ))}
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current.mode}
        aria-label="Mode"
        onChange={(_, mode: number | null) => {
          if (mode === null) return;
          const chart = pickChart(charts, current.difficulty, mode);
          if (chart) void navigate(hrefFor({ chart, modifiers }));
        }}
      >
        {LEADERBOARD_MODES.map((name, mode) => (
          <ToggleButton key={name} value={mode} disabled={!charts.some((c) => c.mode === mode)}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Modifiers"
        value={modifiers}
        onChange={(e) => void navigate(hrefFor({ chart: current, modifiers: Number(e.target.value) }))}
        sx={{ minWidth: 200 }}
      >
        {options.map((m) => (
          <MenuItem key={m} value={m}>
            {modifiersLabel(m)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
