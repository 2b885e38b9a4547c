/**
 * Reads the `exp` claim (seconds since epoch) of a JWT without checking its signature — only to
 * schedule a refresh before the access token runs out (spec §4: 900 s). Returns null when the
 * token is not a readable JWT.
 */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
