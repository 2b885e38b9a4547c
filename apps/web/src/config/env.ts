/**
 * Origin the API lives on, without a trailing slash (spec §7: "The base URL is configurable; the
 * default is the product's own host"). Set `VITE_API_URL` at build time to point elsewhere.
 */
export const API_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * Turns a relative API URL (`download_url`, `cover_url`) into one the browser can fetch from this
 * page, honouring `API_URL`. Absolute URLs pass through.
 */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${API_URL}${path}`;
}
