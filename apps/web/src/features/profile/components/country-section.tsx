import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { COUNTRY_CODES } from '@synthhub/shared/profile/countries';
import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { CountryFlag, countryName } from '../../../components/country-flag.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The picker's value for "no country": the flag is not shown (the API's null). */
const NOT_SHOWN = '';

/** "Not shown", then every country by its English name (Intl.DisplayNames), A→Z. */
function countryOptions(): string[] {
  const byName = [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
  return [NOT_SHOWN, ...byName];
}

const label = (code: string) => (code === NOT_SHOWN ? 'Not shown' : countryName(code));

/**
 * The countries that match what was typed, best first: the code itself ("de" → Germany), then
 * names that start with it ("ger" → Germany before Algeria), then a word of the name that does
 * ("kingdom"), then names that contain it; in A→Z order within each.
 */
export function filterCountries(options: readonly string[], typed: string): string[] {
  const q = typed.trim().toLowerCase();
  if (!q) return [...options];
  const ranked: [number, string][] = [];
  for (const code of options) {
    const name = label(code).toLowerCase();
    const rank =
      code.toLowerCase() === q
        ? 0
        : name.startsWith(q)
          ? 1
          : name.split(/[\s,()-]+/).some((word) => word.startsWith(q))
            ? 2
            : name.includes(q)
              ? 3
              : -1;
    if (rank >= 0) ranked.push([rank, code]);
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, code]) => code);
}

/**
 * The country a player shows beside their name on leaderboards and in the country ranking
 * (docs/decisions/0054): an autocomplete of the ISO 3166-1 countries with flags (keyboard: type to
 * filter, arrows to move, Enter to choose), "Not shown" to clear it; saved by
 * `PATCH /api/user/profile {country}` (null for "Not shown").
 */
export function CountrySection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const saved = profile.country ?? NOT_SHOWN;
  const [value, setValue] = useState(saved);
  const options = useMemo(countryOptions, []);
  return (
    <SettingsSection
      id="country"
      title="Country"
      description="Shown as a flag beside your name on leaderboards, and used by the country ranking."
    >
      <SettingsForm
        label="Change country"
        error={save.error}
        submit={{ label: 'Save country', loading: save.isPending, disabled: value === saved }}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { country: value === NOT_SHOWN ? null : value },
            {
              onSuccess: (next) =>
                enqueueSnackbar(
                  next.country ? `Country set to ${countryName(next.country)}` : 'Country hidden',
                  {
                    variant: 'success',
                  },
                ),
            },
          );
        }}
      >
        <Autocomplete
          options={options}
          value={value}
          onChange={(_event, next) => setValue(next ?? NOT_SHOWN)}
          getOptionLabel={label}
          filterOptions={(list, state) => filterCountries(list, state.inputValue)}
          disableClearable
          autoHighlight
          fullWidth
          renderOption={({ key, ...props }, code) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {code === NOT_SHOWN ? <Box sx={{ width: 18 }} /> : <CountryFlag code={code} height={12} />}
              {label(code)}
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Country"
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  startAdornment:
                    value === NOT_SHOWN ? undefined : (
                      <Box component="span" sx={{ display: 'inline-flex', pl: 0.5 }}>
                        <CountryFlag code={value} height={14} />
                      </Box>
                    ),
                },
              }}
            />
          )}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
