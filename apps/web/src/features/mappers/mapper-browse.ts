import type { GrammarParams } from '../../lib/content-lists.ts';
import { grammarFilter, termCondition } from '../../lib/list-grammar.ts';
import type { ListUrlSpec, ListUrlState } from '../../lib/list-url-state.ts';

/**
 * `/beatmaps/mappers`: search by username and the sorts `GET /api/mappers` whitelists
 * (`mappers.crud.ts`), most beatmaps first by default; no filters.
 */
export const MAPPER_LIST_SPEC: ListUrlSpec = {
  sorts: [
    { key: 'beatmaps', label: 'Most beatmaps', sort: 'beatmap_count,DESC' },
    { key: 'downloads', label: 'Downloads', sort: 'download_count,DESC' },
    { key: 'latest', label: 'Latest beatmap', sort: 'last_beatmap_at,DESC' },
    { key: 'hype', label: 'Hype', sort: 'score,DESC' },
    { key: 'rating', label: 'Rating', sort: 'rating,DESC' },
    { key: 'votes', label: 'Vote difference', sort: 'vote_diff,DESC' },
  ],
  filterKeys: [],
};

/** The grammar request of the mapper list: the username contains the term (case-insensitive). */
export function mapperGrammar(state: Pick<ListUrlState, 'term' | 'sort'>): GrammarParams {
  return { s: grammarFilter([termCondition(state.term, ['user.username'])]), sort: state.sort.sort };
}
