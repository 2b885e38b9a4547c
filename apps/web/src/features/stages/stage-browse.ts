import { CONTENT_SORTS, type GrammarParams } from '../../lib/content-lists.ts';
import { grammarFilter, termCondition } from '../../lib/list-grammar.ts';
import type { ListUrlSpec, ListUrlState } from '../../lib/list-url-state.ts';

/**
 * `/models/stages`: search, the content sorts and two filters in the URL — `platform` (`pc` or
 * `quest`: the stage has a bundle for it, spec §3 "Stage file") and `tag` (one of its tags, spec §3).
 */
export const STAGE_LIST_SPEC: ListUrlSpec = { sorts: CONTENT_SORTS, filterKeys: ['platform', 'tag'] };

/** The platforms the stage filter offers, with their labels. */
export const STAGE_PLATFORM_FILTERS = [
  { value: 'pc', label: 'PC' },
  { value: 'quest', label: 'Quest' },
] as const;

/** `pc` / `quest` from a URL value; anything else means "any platform". */
export function readPlatform(value: string | undefined): 'pc' | 'quest' | undefined {
  return value === 'pc' || value === 'quest' ? value : undefined;
}

/** The link to the stages list filtered on one tag (`/models/stages?tag=Neon`). */
export function stageTagHref(tag: string): string {
  return `/models/stages?${new URLSearchParams({ tag })}`;
}

/**
 * The grammar request of the stages list (formats.md §6.1, the fields `stages.crud.ts` whitelists):
 * name or uploader contains the term; `platform` equals the chosen one; `tag` equals the tag in any
 * case (`$eqL`); in the chosen sort.
 */
export function stageGrammar(state: Pick<ListUrlState, 'term' | 'sort' | 'filters'>): GrammarParams {
  const platform = readPlatform(state.filters.platform);
  const tag = state.filters.tag?.trim();
  return {
    s: grammarFilter([
      termCondition(state.term, ['name', 'user.username']),
      platform && { platform },
      tag ? { tag: { $eqL: tag } } : undefined,
    ]),
    sort: state.sort.sort,
  };
}
