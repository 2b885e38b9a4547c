import type { ListUrlSpec } from '../../lib/list-url-state.ts';
import { readListUrlState } from '../../lib/list-url-state.ts';
import { prefetchBeatmaps } from './api/get-beatmaps.ts';
import { beatmapGrammar } from './beatmap-browse.ts';

let used = false;

/**
 * A route loader for `/beatmaps` and `/beatmaps/recent` (docs/decisions/0025): on the first visit of
 * a page load it starts the list request the page will make (same parameters, read from the URL as
 * useListUrlState reads them), so the data loads while the page's code does; it blocks nothing
 * (answers null at once). Later navigations leave it to TanStack Query and its cache.
 */
export function beatmapsLoader(spec: ListUrlSpec) {
  return ({ request }: { request: Request }) => {
    if (used) return null;
    used = true;
    const state = readListUrlState(new URL(request.url).searchParams, spec);
    prefetchBeatmaps({ page: state.page, ...beatmapGrammar(state) });
    return null;
  };
}
