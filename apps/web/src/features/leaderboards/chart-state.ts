import { MODIFIER_MASK, MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';

/** One chart of a map: a leaderboard's id, difficulty (0–4), mode (0–1) and count of ranked profiles. */
export interface Chart {
  id: number;
  difficulty: number;
  mode: number;
  scores: number;
}

/**
 * Reads `?modifiers=`: `combined` is −1 (every modifier set, formats.md §6.2), a number is a
 * modifiers mask (bits of MODIFIER_BITS only), anything else (absent, `none`, a bad value) is 0.
 */
export function parseModifiers(value: string | null): number {
  if (value === 'combined') return MODIFIERS_COMBINED;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && (n & ~MODIFIER_MASK) === 0 ? n : 0;
}

/** The `?modifiers=` value of a modifiers filter: null for 0 (the default), `combined` for −1. */
export function modifiersParam(modifiers: number): string | null {
  if (modifiers === 0) return null;
  return modifiers === MODIFIERS_COMBINED ? 'combined' : String(modifiers);
}

/** Reads a small non-negative integer URL parameter (difficulty, mode), else undefined. */
export function readIndex(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The chart to show among `charts`: the one of `mode` and `difficulty` when it exists; else, in that
 * mode (or the first mode present, Rhythm before Force), the asked difficulty or the hardest one.
 * Undefined when there are no charts.
 */
export function pickChart(charts: readonly Chart[], difficulty?: number, mode?: number): Chart | undefined {
  const modes = [...new Set(charts.map((c) => c.mode))].sort((a, b) => a - b);
  const chosenMode = mode !== undefined && modes.includes(mode) ? mode : modes[0];
  const inMode = charts.filter((c) => c.mode === chosenMode).sort((a, b) => b.difficulty - a.difficulty);
  return inMode.find((c) => c.difficulty === difficulty) ?? inMode[0];
}

/** A query string (no `?`) of the leaderboard URL state; parameters at their default are left out. */
export function chartQuery(state: {
  difficulty?: number;
  mode?: number;
  modifiers: number;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (state.difficulty !== undefined) params.set('difficulty', String(state.difficulty));
  if (state.mode !== undefined) params.set('mode', String(state.mode));
  const modifiers = modifiersParam(state.modifiers);
  if (modifiers) params.set('modifiers', modifiers);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
