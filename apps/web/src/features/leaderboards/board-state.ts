import { isCountryCode } from '@synthhub/shared/profile/countries';
import { SCORE_PLATFORMS, type ScorePlatform } from '@synthhub/shared/leaderboards/board.schemas';
import { modifiersParam } from './chart-state.ts';

/**
 * The filters of a board in the page URL (docs/decisions/0054 "Boards"):
 * `?country=DE&followed=1&platform=quest`, beside `modifiers` and `page` (chart-state.ts).
 */
export interface BoardFilterState {
  /** ISO 3166-1 alpha-2, upper case; null for every country. */
  country: string | null;
  followed: boolean;
  platform: ScorePlatform | null;
}

/** No filter: every player on every platform. */
export const NO_BOARD_FILTERS: BoardFilterState = { country: null, followed: false, platform: null };

/** Reads the filters from the URL; a value that is not one the server takes is ignored. */
export function parseBoardFilters(params: URLSearchParams): BoardFilterState {
  const country = params.get('country')?.toUpperCase() ?? null;
  const platform = params.get('platform');
  return {
    country: country && isCountryCode(country) ? country : null,
    followed: params.get('followed') === '1',
    platform: (SCORE_PLATFORMS as readonly string[]).includes(platform ?? '')
      ? (platform as ScorePlatform)
      : null,
  };
}

/**
 * The query string (no `?`) of a board view; parameters at their default are left out.
 * `difficulty` and `mode` are given on the beatmap's Leaderboards tab, where they pick the chart.
 */
export function boardQuery(
  state: BoardFilterState & { difficulty?: number; mode?: number; modifiers: number; page?: number },
): string {
  const params = new URLSearchParams();
  if (state.difficulty !== undefined) params.set('difficulty', String(state.difficulty));
  if (state.mode !== undefined) params.set('mode', String(state.mode));
  const modifiers = modifiersParam(state.modifiers);
  if (modifiers) params.set('modifiers', modifiers);
  if (state.country) params.set('country', state.country);
  if (state.followed) params.set('followed', '1');
  if (state.platform) params.set('platform', state.platform);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
