import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { COUNTRY_CODES } from '@synthhub/shared/profile/countries';
import { CountryFlag, countryName } from '../../../components/country-flag.tsx';

/** What the overall ranking shows: one country (upper-case code) or all, only followed players or all. */
export interface OverallSelection {
  country: string | null;
  followed: boolean;
}

/** Every country a player may choose, ordered by English name (the Autocomplete's options). */
const COUNTRIES_BY_NAME = [...COUNTRY_CODES].sort((a, b) =>
  countryName(a).localeCompare(countryName(b), 'en'),
);

/**
 * The filters of the overall ranking (docs/decisions/0054): a country Autocomplete (flag and
 * name; type to search; cleared = every country), a "My country" button when the signed-in
 * player's account has a country (`myCountry`), and a "Players I follow" switch for a signed-in
 * user (`signedIn`). Each change calls `onChange` with the whole new selection.
 */
export function OverallFilters({
  selection,
  onChange,
  signedIn,
  myCountry,
}: {
  selection: OverallSelection;
  onChange: (selection: OverallSelection) => void;
  signedIn: boolean;
  myCountry: string | null;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <Autocomplete
        size="small"
        options={COUNTRIES_BY_NAME}
        value={selection.country}
        onChange={(_, country) => onChange({ ...selection, country })}
        getOptionLabel={(code) => countryName(code)}
        renderOption={(props, code) => {
          const { key, ...rest } = props;
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1 }}>
              <CountryFlag code={code} />
              {countryName(code)}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Country"
            placeholder="Every country"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: selection.country ? (
                  <Box component="span" sx={{ display: 'inline-flex', pl: 0.5 }}>
                    <CountryFlag code={selection.country} />
                  </Box>
                ) : undefined,
              },
            }}
          />
        )}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      {myCountry && selection.country !== myCountry && (
        <Button
          variant="outlined"
          size="small"
          startIcon={
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              <CountryFlag code={myCountry} />
            </Box>
          }
          title={`Only players from ${countryName(myCountry)}`}
          onClick={() => onChange({ ...selection, country: myCountry })}
        >
          My country
        </Button>
      )}
      {signedIn && (
        <FormControlLabel
          control={
            <Switch
              checked={selection.followed}
              onChange={(e) => onChange({ ...selection, followed: e.target.checked })}
            />
          }
          label="Players I follow"
        />
      )}
    </Stack>
  );
}
