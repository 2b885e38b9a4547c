/** Lifetime of a device code and its user code, in seconds: 10 minutes (RFC 8628 §3.2 `expires_in`). */
export const DEVICE_CODE_TTL_S = 600;
/** Minimum seconds between polls of the token endpoint (RFC 8628 §3.2 `interval`). */
export const DEVICE_POLL_INTERVAL_S = 5;
/** Seconds added to the interval at each `slow_down` answer (RFC 8628 §3.5). */
export const DEVICE_SLOW_DOWN_STEP_S = 5;
/** The grant type of the device token request (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/**
 * The letters of a user code: 20 consonants without vowels (no words) and without look-alikes,
 * as RFC 8628 §6.1 suggests: 20^8 ≈ 2.6 × 10^10 codes of 8 letters.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
/** Letters in a user code, shown as two groups of four (`WDJB-MJHT`). */
export const USER_CODE_LENGTH = 8;
/** The short page where the user types the code (spec §2 addition; RFC 8628 `verification_uri`). */
export const ACTIVATE_PATH = '/activate';

/**
 * Normalises what a user typed as a user code (RFC 8628 §6.1): upper case, dashes and spaces
 * dropped, then shown as `XXXX-XXXX`. Returns undefined when the rest is not 8 code letters.
 */
export function normalizeUserCode(typed: string): string | undefined {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return undefined;
  for (const c of letters) if (!USER_CODE_ALPHABET.includes(c)) return undefined;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
