import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
  MODIFIERS_COMBINED,
  modifierNames,
} from '@synthhub/shared/leaderboards/leaderboards.constants';

/** "Easy" … "Master" for difficulty 0–4 (formats.md §6.2), else "Difficulty N". */
export const difficultyName = (difficulty: number) =>
  LEADERBOARD_DIFFICULTIES[difficulty] ?? `Difficulty ${difficulty}`;

/** "Rhythm" or "Force" for mode 0–1 (formats.md §6.2), else "Mode N". */
export const modeName = (mode: number) => LEADERBOARD_MODES[mode] ?? `Mode ${mode}`;

/** A modifiers value as people read it: 0 "None", −1 "Combined", else the names ("Spin90 + NoFail"). */
export function modifiersLabel(modifiers: number): string {
  if (modifiers === 0) return 'None';
  if (modifiers === MODIFIERS_COMBINED) return 'Combined';
  return modifierNames(modifiers).join(' + ') || `Modifiers ${modifiers}`;
}

/** A score with thousands separators: 1234567 → "1,234,567". */
export const formatScore = (score: number) => score.toLocaleString('en');

/** A 0–100 percent with one decimal: 97.25 → "97.3%" (spec §9 leaderboard rows). */
export const formatPercent = (percent: number) => `${percent.toFixed(1)}%`;

/** Ranking points (rankings/ranking-math.ts on the server) with up to one decimal: `1,234.5`. */
export const formatPoints = (points: number) => points.toLocaleString('en', { maximumFractionDigits: 1 });

/** "#12", or "—" for 0 (a score that is not ranked). */
export const formatRank = (rank: number | null | undefined) => (rank ? `#${rank.toLocaleString('en')}` : '—');

/** A date as "Nov 26, 2026". */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Short names of the modifiers (formats.md §6.2 table) as a board row shows them, the way
 * BeatLeader writes "NF" for No Fail; the full names go in the title and the accessible name.
 */
export const MODIFIER_SHORT_NAMES: Readonly<Record<string, string>> = {
  Spin90: 'S90',
  Spin180: 'S180',
  Spin360: 'S360',
  Spin360Plus: 'S360+',
  NoFail: 'NF',
  NoObstacles: 'NO',
  HaloNotes: 'HN',
  NJS2x: 'NJS2',
  NJS3x: 'NJS3',
  SuddenDeath: 'SD',
  PrismaticNotes: 'PN',
  VanishNotes: 'VN',
  SmallNotes: 'SN',
  BigNotes: 'BN',
  SpinStyled: 'SS',
  SpinWild: 'SW',
  SpiralMild: 'SpM',
  SpiralStyled: 'SpS',
  SpiralWild: 'SpW',
};

/** A modifiers mask in short names ("S90 NF"), "" for none. */
export function modifiersShort(modifiers: number): string {
  return modifierNames(modifiers)
    .map((name) => MODIFIER_SHORT_NAMES[name] ?? name)
    .join(' ');
}
