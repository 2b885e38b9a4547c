import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { CONTENT_SORTS, type GrammarParams } from '../../lib/content-lists.ts';
import {
  type GrammarCondition,
  grammarFilter,
  rangeConditions,
  readNumberParam,
  termCondition,
} from '../../lib/list-grammar.ts';
import { LIST_PARAMS, type ListUrlSpec, type ListUrlState } from '../../lib/list-url-state.ts';

/**
 * The query-string names of the beatmap filters (spec §2 /beatmaps):
 * - `difficulty`: comma-separated difficulty names (`Expert,Master`): has any of them
 * - `explicit`, `converts`: `hide` or `only` (absent: both kinds are listed)
 * - `from`, `to`: published on or after / on or before a day, `YYYY-MM-DD` in the visitor's time zone
 * - `duration_min`, `duration_max`: minutes (decimals allowed)
 * - `bpm_min`, `bpm_max`: beats per minute
 * - `tag`: one tag (case-insensitive; tags are stored lowercase, docs/decisions/0022)
 */
export const BEATMAP_FILTER_KEYS = [
  'tag',
  'difficulty',
  'explicit',
  'converts',
  'from',
  'to',
  'duration_min',
  'duration_max',
  'bpm_min',
  'bpm_max',
] as const;

/** `/beatmaps`: search, the content sorts and every beatmap filter in the URL. */
export const BEATMAP_LIST_SPEC: ListUrlSpec = { sorts: CONTENT_SORTS, filterKeys: BEATMAP_FILTER_KEYS };

/** `/beatmaps/recent`: the same filters, always newest first. */
export const RECENT_BEATMAPS_SPEC: ListUrlSpec = {
  sorts: CONTENT_SORTS.filter((s) => s.key === 'newest'),
  filterKeys: BEATMAP_FILTER_KEYS,
};

/**
 * The `/beatmaps` URL that searches for `q` and/or shows the beatmaps tagged `tag` (the home
 * page's search box, a tag chip, "See all results"): `/beatmaps?q=…&tag=…`, empty values left out.
 */
export function beatmapBrowseHref({ q, tag }: { q?: string; tag?: string }): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set(LIST_PARAMS.term, q.trim());
  if (tag?.trim()) params.set('tag', tag.trim().toLowerCase());
  const query = params.toString();
  return query ? `/beatmaps?${query}` : '/beatmaps';
}

/** How the `explicit` and `converts` filters treat their kind of beatmap. */
export type Inclusion = 'hide' | 'only';

/** `hide`/`only` from a URL value; anything else means "no filter". */
export function readInclusion(value: string | undefined): Inclusion | undefined {
  return value === 'hide' || value === 'only' ? value : undefined;
}

/** The known difficulty names in a `difficulty` parameter, in the game's order (case-insensitive). */
export function readDifficulties(value: string | undefined): Difficulty[] {
  const asked = new Set((value ?? '').split(',').map((d) => d.trim().toLowerCase()));
  return DIFFICULTIES.filter((d) => asked.has(d.toLowerCase()));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a `YYYY-MM-DD` day starts in the visitor's time zone, `days` later, as ISO 8601;
 * undefined for anything that is not a real day.
 */
export function dayStart(value: string | undefined, days = 0): string | undefined {
  const match = DAY.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day + days);
  // Rejects 2024-02-31 and the like, which Date would roll into March.
  if (days === 0 && (date.getMonth() !== month - 1 || date.getDate() !== day)) return undefined;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function inclusionCondition(field: string, value: string | undefined): GrammarCondition | undefined {
  const inclusion = readInclusion(value);
  return inclusion && { [field]: inclusion === 'only' };
}

/**
 * The grammar request of a beatmap list (formats.md §6.1, the fields `beatmaps.crud.ts` whitelists):
 * - the term: full text on `text_search`, or title, artist or uploader name contains it
 * - tag: `tags.tag` `$jsonContainsAny` the lowercased tag (docs/decisions/0022)
 * - difficulties: `difficulties` `$jsonContainsAny`
 * - explicit / converts: `explicit`, `beat_saber_convert` equal to true (only) or false (hide)
 * - dates: `published_at` `$gte` the first day's start and `$lt` the day after the last
 * - duration (minutes → seconds) and bpm: `$gte`/`$lte`
 *
 * Unreadable filter values are left out rather than sent.
 */
export function beatmapGrammar(state: Pick<ListUrlState, 'term' | 'sort' | 'filters'>): GrammarParams {
  const f = state.filters;
  const difficulties = readDifficulties(f.difficulty);
  const from = dayStart(f.from);
  const to = dayStart(f.to) && dayStart(f.to, 1);
  const minutes = (value: string | undefined) => {
    const n = readNumberParam(value);
    return n === undefined ? undefined : Math.round(n * 60);
  };
  return {
    s: grammarFilter([
      termCondition(state.term, ['title', 'artist', 'user.username'], 'text_search'),
      f.tag ? { 'tags.tag': { $jsonContainsAny: [f.tag.toLowerCase()] } } : undefined,
      difficulties.length > 0 ? { difficulties: { $jsonContainsAny: difficulties } } : undefined,
      inclusionCondition('explicit', f.explicit),
      inclusionCondition('beat_saber_convert', f.converts),
      from ? { published_at: { $gte: from } } : undefined,
      to ? { published_at: { $lt: to } } : undefined,
      ...rangeConditions('duration', minutes(f.duration_min), minutes(f.duration_max)),
      ...rangeConditions('bpm', readNumberParam(f.bpm_min), readNumberParam(f.bpm_max)),
    ]),
    sort: state.sort.sort,
  };
}
