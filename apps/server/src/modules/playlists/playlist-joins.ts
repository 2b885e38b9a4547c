/** Which relations a playlist request asked for. */
export interface PlaylistJoins {
  /** `items` (or any `items.*`) was joined: answer each playlist's songs. */
  items: boolean;
  /** `items.beatmap` was joined: each song carries its beatmap (or null when not on the site). */
  beatmaps: boolean;
}

function values(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * Reads the @nestjsx/crud `join` parameter the community clients send (formats.md §6.1, §6.2):
 * `join=items`, `join[]=items`, `join=items||id`, `join=items.beatmap`, repeated or not. The
 * `||fields` part is ignored (whole songs are answered); unknown relations (`join=id`, `join=`) are
 * ignored too, as the live site does.
 */
export function parsePlaylistJoins(query: Record<string, unknown>): PlaylistJoins {
  const relations = [...values(query.join), ...values(query['join[]'])].map(
    (v) => v.split('||')[0]?.trim() ?? '',
  );
  return {
    items: relations.some((r) => r === 'items' || r.startsWith('items.')),
    beatmaps: relations.some((r) => r === 'items.beatmap' || r.startsWith('items.beatmap.')),
  };
}
