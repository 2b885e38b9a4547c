import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
  MODIFIERS_COMBINED,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { Season } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useNavigate } from 'react-router';
import { ChoiceToggle, indexChoices } from './choice-toggle.tsx';

/** The list a rankings page shows: season (null = all time), mode, difficulty, modifiers (0 or −1). */
export interface RankingSelection {
  season: Season | null;
  mode: number;
  difficulty: number;
  modifiers: number;
}

/** What the Modifiers choice means, in one line under the filters (linked as its description). */
export const MODIFIERS_EXPLAINED =
  'Modifiers: None counts only scores played without modifiers; Combined ranks every score, with or without modifiers, in one list.';

const MODE_CHOICES = indexChoices(LEADERBOARD_MODES);
const DIFFICULTY_CHOICES = indexChoices(LEADERBOARD_DIFFICULTIES);
const MODIFIER_CHOICES = [
  { value: 0, label: 'None' },
  { value: MODIFIERS_COMBINED, label: 'Combined' },
];

/** The value of the season picker for all time. */
const ALL_TIME = '__all';

/**
 * The filters of `/rankings` (spec §2): the season picker (all time and every season, newest
 * first), the Rhythm/Force switch, the difficulty and None/Combined, with one line saying what
 * None and Combined mean. Each change navigates to `hrefFor(selection)`, so it is a history entry
 * and a link.
 */
export function RankingFilters({
  seasons,
  selection,
  hrefFor,
}: {
  seasons: Season[];
  selection: RankingSelection;
  hrefFor: (selection: RankingSelection) => string;
}) {
  const navigate = useNavigate();
  const go = (change: Partial<RankingSelection>) => void navigate(hrefFor({ ...selection, ...change }));
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Season"
          value={selection.season?.slug ?? ALL_TIME}
          onChange={(e) => go({ season: seasons.find((s) => s.slug === e.target.value) ?? null })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL_TIME}>All time</MenuItem>
          {seasons.map((s) => (
            <MenuItem key={s.id} value={s.slug}>
              {s.name}
              {s.current ? ' (current)' : ''}
            </MenuItem>
          ))}
        </TextField>
        <ChoiceToggle
          label="Mode"
          value={selection.mode}
          choices={MODE_CHOICES}
          onChange={(mode) => go({ mode })}
        />
        <ChoiceToggle
          label="Difficulty"
          value={selection.difficulty}
          choices={DIFFICULTY_CHOICES}
          onChange={(difficulty) => go({ difficulty })}
        />
        <ChoiceToggle
          label="Modifiers"
          value={selection.modifiers}
          choices={MODIFIER_CHOICES}
          describedBy="ranking-modifiers-explained"
          onChange={(modifiers) => go({ modifiers })}
        />
      </Stack>
      <Typography id="ranking-modifiers-explained" variant="body2" color="text.secondary">
        {MODIFIERS_EXPLAINED}
      </Typography>
    </Stack>
  );
}
