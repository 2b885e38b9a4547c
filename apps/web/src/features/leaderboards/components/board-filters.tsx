import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SCORE_PLATFORMS, type ScorePlatform } from '@synthhub/shared/leaderboards/board.schemas';
import { COUNTRY_CODES } from '@synthhub/shared/profile/countries';
import { CountryFlag, countryName } from '../../../components/country-flag.tsx';
import type { BoardFilterState } from '../board-state.ts';
import { PLATFORM_LABELS } from './board-table.tsx';

const ALL = '';

/** Every country by its English name, computed once. */
let sortedCountries: { code: string; name: string }[] | null = null;
function countriesByName() {
  sortedCountries ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  return sortedCountries;
}

/**
 * The player filters of a board (docs/decisions/0054 "Boards"): country (every ISO country, by
 * name, with its flag), "Players I follow" (only when `signedIn`) and platform (All, PC, Quest).
 * Each change calls `onChange` with the whole new state; the page turns it into a URL.
 */
export function BoardFilters({
  value,
  signedIn,
  onChange,
}: {
  value: BoardFilterState;
  signedIn: boolean;
  onChange: (next: BoardFilterState) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Country"
        value={value.country ?? ALL}
        onChange={(e) => onChange({ ...value, country: e.target.value || null })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value={ALL}>All countries</MenuItem>
        {countriesByName().map(({ code, name }) => (
          <MenuItem key={code} value={code} sx={{ gap: 1 }}>
            <CountryFlag code={code} />
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.platform ?? ALL}
        aria-label="Platform"
        onChange={(_, platform: string | null) => {
          if (platform === null) return;
          onChange({ ...value, platform: (platform || null) as ScorePlatform | null });
        }}
      >
        <ToggleButton value={ALL}>All platforms</ToggleButton>
        {SCORE_PLATFORMS.map((p) => (
          <ToggleButton key={p} value={p}>
            {PLATFORM_LABELS[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {signedIn && (
        <FormControlLabel
          control={
            <Switch
              checked={value.followed}
              onChange={(e) => onChange({ ...value, followed: e.target.checked })}
            />
          }
          label="Players I follow"
        />
      )}
    </Stack>
  );
}
