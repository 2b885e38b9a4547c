import { countries } from 'country-flag-icons';
import { z } from 'zod';

/**
 * The countries a player may choose (docs/decisions/0054): ISO 3166-1 alpha-2 codes, upper case,
 * that `country-flag-icons` has a flag for. Its list also holds regions that are not countries of
 * ISO 3166-1 (`EU`, `UN`, `GB-ENG` …); those are left out.
 */
export const COUNTRY_CODES: readonly string[] = countries.filter(
  (code) => /^[A-Z]{2}$/.test(code) && code !== 'EU' && code !== 'UN',
);

const known = new Set(COUNTRY_CODES);

/** True when `code` is one of {@link COUNTRY_CODES} (exactly: upper case, two letters). */
export function isCountryCode(code: string): boolean {
  return known.has(code);
}

/**
 * A country on the wire: two letters in either case, answered upper case (the canonical key,
 * docs/decisions/0046); anything else fails with "must be an ISO 3166-1 alpha-2 country code".
 */
export const countryCodeSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 country code, such as DE or US' });

/** Where a country's flag is served (an SVG, 3:2; `GET /api/flags/{code}.svg`). */
export const countryFlagUrl = (code: string) => `/api/flags/${code.toUpperCase()}.svg`;
