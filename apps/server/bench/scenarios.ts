/**
 * The requests `npm run bench` measures (docs/performance.md). The global search's queries copy, byte
 * for byte, what apps/web/src/features/search/api/*.ts sends (the server may not import the web
 * app, so they are rebuilt here; keep the two in step).
 */

/** One measured line: requests rotate through `paths` (one per request, all connections share it). */
export interface Scenario {
  name: string;
  paths: string[];
  /** Part of docs/performance.md's targets (p99 < 25 ms at 32 connections), or shown for information. */
  target: boolean;
  /** This line's own p99 target when it differs from the table's (the leaderboard lines: 5 ms). */
  p99TargetMs?: number;
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Full-text terms: common ("love") to rare ("kaleidoscope"), one of two words. */
export const TS_QUERY_TERMS = [
  'love',
  'dragon',
  'midnight fever',
  'kaleidoscope',
  'tokyo',
  'echo',
  'neon',
  'storm',
];
/** `$contL` terms on titles: whole words and fragments a visitor types. */
export const CONT_TERMS = ['dragon', 'neon', 'crystal', 'fever', 'remix', 'star', 'love', 'kai'];
/** Global search terms: 5+ characters, so all six requests fire (spec §5 "Search"). */
export const GLOBAL_TERMS = ['night', 'dragon', 'crystal', 'fever', 'sakura', 'storm', 'thunder', 'velvet'];

/** search-beatmaps.ts `searchBeatmaps(term)` (its `beatmapSearchFilter`, built by lib/list-grammar.ts). */
export function beatmapSearchPath(term: string): string {
  const s = JSON.stringify({
    $and: [
      {
        $or: [
          { text_search: { $tsQuery: term } },
          { artist: { $contL: term } },
          { title: { $contL: term } },
          { 'user.username': { $contL: term } },
        ],
      },
      { ost: { $ne: true } },
    ],
  });
  const select =
    'id,title,artist,mapper,published_at,created_at,download_count,upvote_count,downvote_count,user';
  return `/api/beatmaps?${q({ select, join: 'user', sort: 'published_at,DESC', limit: 5, page: 1, s })}`;
}

/** search-constants.ts `nameSearchQuery(term)` on `base` (playlists, stages, avatars). */
export function nameSearchPath(base: string, term: string): string {
  const select = 'id,name,published_at,download_count,upvote_count,downvote_count,user';
  const s = JSON.stringify({ name: { $contL: term.toLowerCase() } });
  return `${base}?${q({ select, s, sort: 'published_at,DESC', limit: 3, page: 1 })}`;
}

/** search-users.ts `listUsers`: exact (`$eqL`, no paging) or fuzzy (`$contL`, limit 2). */
export function userSearchPath(term: string, fuzzy: boolean): string {
  const s = JSON.stringify({ username: fuzzy ? { $contL: term } : { $eqL: term } });
  const paging: Record<string, number> = fuzzy ? { limit: 2, page: 1 } : {};
  return `/api/user?join=beatmaps&join=leaderboard_profile&${q({ s, sort: 'username,ASC', ...paging })}`;
}

/** search-leaderboard-profiles.ts: the profiles named `term` (case-insensitive), spec §7. */
export function profileSearchPath(term: string): string {
  const s = JSON.stringify({ name: { $eqL: term } });
  return `/api/leaderboard-profiles?${q({ s, sort: 'name,ASC', limit: 3, page: 1 })}`;
}

/** The requests of one global search for `term`, by name. */
export function globalSearchPaths(term: string): [string, string][] {
  return [
    ['beatmaps', beatmapSearchPath(term)],
    ['playlists', nameSearchPath('/api/playlists', term)],
    ['stages', nameSearchPath('/api/models/stages', term)],
    ['avatars', nameSearchPath('/api/models/avatars', term)],
    ['users, exact', userSearchPath(term, false)],
    ['users, contains', userSearchPath(term, true)],
    ['leaderboard profiles', profileSearchPath(term)],
  ];
}

/**
 * Every measured line: the default beatmap page, a `$tsQuery` and a `$contL` search (terms
 * rotating), each request of the global search (terms rotating), all of them interleaved as one
 * global search would send them, and `GET /api/beatmaps/{id}` over `detailIds`; then, for
 * information only, `GET /api/mappers`.
 */
export function scenarios(detailIds: number[], terms: string[] = GLOBAL_TERMS): Scenario[] {
  const global = terms.map(globalSearchPaths);
  const perRequest = global[0]!.map(([name], k) => ({
    name: `global search: ${name}`,
    paths: global.map((requests) => requests[k]![1]),
    target: true,
  }));
  return [
    { name: 'beatmaps, default page', paths: ['/api/beatmaps'], target: true },
    {
      name: 'beatmaps, $tsQuery search',
      paths: TS_QUERY_TERMS.map(
        (t) => `/api/beatmaps?${q({ s: JSON.stringify({ text_search: { $tsQuery: t } }) })}`,
      ),
      target: true,
    },
    {
      name: 'beatmaps, $contL search (title)',
      paths: CONT_TERMS.map((t) => `/api/beatmaps?${q({ s: JSON.stringify({ title: { $contL: t } }) })}`),
      target: true,
    },
    ...perRequest,
    {
      name: 'global search, all requests interleaved',
      paths: global.flatMap((r) => r.map(([, p]) => p)),
      target: true,
    },
    {
      name: 'beatmap detail (random ids)',
      paths: detailIds.map((id) => `/api/beatmaps/${id}`),
      target: true,
    },
    // Not among the targets: shown because it aggregates every published beatmap per request.
    { name: 'mappers, default page (info)', paths: ['/api/mappers'], target: false },
  ];
}
