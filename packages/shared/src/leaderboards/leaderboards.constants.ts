/**
 * Leaderboard enums and the accuracy rule, as the game and the community's tools use them
 * (formats.md §6.2 "Leaderboard enums"; spec §3 Difficulty, Mode).
 */

/** Difficulty numbers of a leaderboard (formats.md §6.2): 0 Easy … 4 Master. */
export const LEADERBOARD_DIFFICULTIES = ['Easy', 'Normal', 'Hard', 'Expert', 'Master'] as const;
export type LeaderboardDifficultyName = (typeof LEADERBOARD_DIFFICULTIES)[number];
/** The largest leaderboard difficulty number (4, Master). */
export const LEADERBOARD_DIFFICULTY_MAX = LEADERBOARD_DIFFICULTIES.length - 1;

/** Game modes of a leaderboard (formats.md §6.2): 0 Rhythm, 1 Force. */
export const LEADERBOARD_MODES = ['Rhythm', 'Force'] as const;
export type LeaderboardModeName = (typeof LEADERBOARD_MODES)[number];

/** The modifiers bitmask of a score (formats.md §6.2 table), bit value → name. */
export const MODIFIER_BITS = {
  1: 'Spin90',
  2: 'Spin180',
  4: 'Spin360',
  8: 'Spin360Plus',
  16: 'NoFail',
  32: 'NoObstacles',
  64: 'HaloNotes',
  128: 'NJS2x',
  256: 'NJS3x',
  512: 'SuddenDeath',
  1024: 'PrismaticNotes',
  2048: 'VanishNotes',
  4096: 'SmallNotes',
  8192: 'BigNotes',
  16384: 'SpinStyled',
  32768: 'SpinWild',
  131072: 'SpiralMild',
  262144: 'SpiralStyled',
  524288: 'SpiralWild',
} as const satisfies Record<number, string>;

/** Every bit of {@link MODIFIER_BITS} or'ed together; a mask with any other bit is invalid (note 65536 is not used). */
export const MODIFIER_MASK = Object.keys(MODIFIER_BITS).reduce((mask, bit) => mask | Number(bit), 0);

/** `modifiers` value that selects the combined list (every modifier set) in the API (formats.md §6.2: `modifiers=-1`). */
export const MODIFIERS_COMBINED = -1;

/** The names of the modifiers set in `mask`, in bit order (e.g. 17 → ['Spin90', 'NoFail']). */
export function modifierNames(mask: number): string[] {
  return Object.entries(MODIFIER_BITS)
    .filter(([bit]) => (mask & Number(bit)) !== 0)
    .map(([, name]) => name);
}

/**
 * Accuracy as the community computes it (formats.md §6.2, RailGrinder): `perfect% + good% × 0.5 +
 * poor% × 0.25`, each hit percent 0–100; the result is 0–100.
 */
export function accuracyPercent(hits: {
  perfect_hit_percent: number;
  good_hit_percent: number;
  poor_hit_percent: number;
}): number {
  return hits.perfect_hit_percent + hits.good_hit_percent * 0.5 + hits.poor_hit_percent * 0.25;
}

/**
 * The most points one note may be worth in a chart's claimed `maxScore` (docs/decisions/0046). The
 * game's scoring rule is not known (formats.md §6.2 gives only 32-bit integers; docs/decisions/0019),
 * so this is a generous ceiling — twenty times the 1,000 a note is worth in the demo charts — that
 * still keeps a first submitter from setting a board's cap near 2^31: a chart of `n` notes (its
 * note count, else the claimed `maxCombo`) accepts a `maxScore` up to `max(n, 1) ×` this.
 */
export const MAX_SCORE_PER_NOTE = 20_000;
