import type { FirstPageQuery } from '../../lib/server-rendered.ts';
import { renderedOnServer } from '../../lib/server-rendered.ts';
import type { ListUrlSpec } from '../../lib/list-url-state.ts';
import { readListUrlState } from '../../lib/list-url-state.ts';
import { listQuery } from '../../lib/list-params.ts';
import { prefetchBeatmaps } from './api/get-beatmaps.ts';
import { BEATMAPS_PAGE_SIZE, beatmapKeys } from './api/keys.ts';
import { beatmapGrammar } from './beatmap-browse.ts';

let used = false;

/** The list parameters `/beatmaps` (or Recent) reads from `url`, as useListUrlState reads them. */
function listParams(url: URL, spec: ListUrlSpec) {
  const state = readListUrlState(url.searchParams, spec);
  return { page: state.page, ...beatmapGrammar(state) };
}

/**
 * A route loader for `/beatmaps` and `/beatmaps/recent` (docs/decisions/0025): on the first visit of
 * a page load it starts the list request the page will make (same parameters, read from the URL as
 * useListUrlState reads them), so the data loads while the page's code does; it blocks nothing
 * (answers null at once). Not when the server rendered the page (its data came with it,
 * docs/decisions/0029), nor on the server itself. Later navigations leave it to TanStack Query.
 */
export function beatmapsLoader(spec: ListUrlSpec) {
  return ({ request }: { request: Request }) => {
    if (used || typeof document === 'undefined' || renderedOnServer()) return null;
    used = true;
    prefetchBeatmaps(listParams(new URL(request.url), spec));
    return null;
  };
}

/**
 * The one API answer the beatmap list's first render reads (docs/decisions/0029): `GET /api/beatmaps`
 * with the page's parameters, under the key `useBeatmaps` reads.
 */
export function beatmapsFirstPage(spec: ListUrlSpec) {
  return (url: URL): FirstPageQuery[] => {
    const params = listParams(url, spec);
    return [
      {
        key: beatmapKeys.list(params),
        path: '/api/beatmaps',
        query: listQuery(params, BEATMAPS_PAGE_SIZE).query,
      },
    ];
  };
}
