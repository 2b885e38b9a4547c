/**
 * Parses an id route segment (`/beatmaps/{id}`, `/playlists/edit/{id}` …); null unless it is a
 * positive integer of at most 12 digits, so a bad URL shows the 404 page instead of a request.
 */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
