import {
  MOD_GAME_VERSION_PATTERN,
  MOD_PLATFORMS,
  MOD_SORT_FIELDS,
  MOD_SORT_LABELS,
  type ModPlatform,
} from '@synthhub/shared/mods/mods.constants';
import type { ModListQueryInput } from '@synthhub/shared/mods/mods.schemas';
import type { ListUrlSpec, ListUrlState } from '../../lib/list-url-state.ts';

/**
 * `/mods`: search (`q`), the sort menu of MOD_SORT_LABELS (`?sort=download_count`; the URL key is
 * the API's sort field, Newest first by default) and two filters, `platform` (pc or quest) and
 * `game_version` ("2.1.0"), all kept in the URL (spec §2 /mods).
 */
export const MOD_LIST_SPEC: ListUrlSpec = {
  sorts: MOD_SORT_FIELDS.map((field) => ({ key: field, label: MOD_SORT_LABELS[field], sort: field })),
  filterKeys: ['platform', 'game_version'],
};

/** `pc` / `quest` from a URL value; anything else means "any platform". */
export function readModPlatform(value: string | undefined): ModPlatform | undefined {
  return MOD_PLATFORMS.find((p) => p === value);
}

/** A game version from the URL when it has the shape the API accepts (MOD_GAME_VERSION_PATTERN), else undefined. */
export function readGameVersion(value: string | undefined): string | undefined {
  return value && MOD_GAME_VERSION_PATTERN.test(value) ? value : undefined;
}

/**
 * The `GET /api/mods` query of the /mods page's URL state: the term, the platform and game version
 * when valid (a hand-typed bad one is left out rather than answered with a 400), the sort (`name`
 * ascending, everything else highest first, the API's default order) and the page.
 */
export function modListParams(
  state: Pick<ListUrlState, 'term' | 'sort' | 'filters' | 'page'>,
): ModListQueryInput {
  const sort = MOD_SORT_FIELDS.find((f) => f === state.sort.sort) ?? 'published_at';
  const params: ModListQueryInput = { q: state.term, sort, page: state.page };
  if (sort === 'name') params.order = 'asc';
  const platform = readModPlatform(state.filters.platform);
  if (platform) params.platform = platform;
  const gameVersion = readGameVersion(state.filters.game_version);
  if (gameVersion) params.game_version = gameVersion;
  return params;
}

/** The /mods list filtered on one tag's text (the API's `q` matches tags). */
export function modTagHref(tag: string): string {
  return `/mods?${new URLSearchParams({ q: tag })}`;
}
