import Box from '@mui/material/Box';
import { countryFlagUrl } from '@synthhub/shared/profile/countries';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code ("DE" → "Germany"); the code when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A country's flag beside a player's name (docs/decisions/0054): an `<img>` of the SVG the server
 * answers at `/api/flags/{code}.svg` (no flag bytes in the page's JavaScript), 3:2, `height` px
 * high (default 12), named for screen readers and on hover by the country's English name.
 * Renders nothing for a null code.
 */
export function CountryFlag({ code, height = 12 }: { code: string | null | undefined; height?: number }) {
  if (!code) return null;
  const name = countryName(code);
  return (
    <Box
      component="img"
      src={countryFlagUrl(code)}
      alt={name}
      title={name}
      width={Math.round((height * 3) / 2)}
      height={height}
      loading="lazy"
      decoding="async"
      sx={{
        verticalAlign: 'middle',
        borderRadius: '2px',
        flexShrink: 0,
        boxShadow: '0 0 0 1px rgba(0,0,0,0.12)',
      }}
    />
  );
}
