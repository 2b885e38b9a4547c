import type { scores } from '../../db/schema/index.ts';

/**
 * The demo scores of the first start (leaderboards.demo.ts), made in memory from a seeded PRNG so
 * the same boards and profiles always give the same rows. Percents are 0–100 with two decimals,
 * rounded down so perfect + good + poor never exceeds 100 (formats.md §6.2 `scoreInfo`); scores
 * never exceed the board's `maxScore`, `maxCombo` never exceeds `notesHit`.
 */

/** A demo leaderboard as the generator sees it. */
export interface DemoBoard {
  id: number;
  difficulty: number;
  mode: number;
  /** Notes of the chart: the board's max combo. */
  maxCombo: number;
  maxScore: number;
  /** How many of the profiles play it, about (1 = an OST chart everyone plays). */
  popularity: number;
  /** Scores are set in [`since`, `until`) (epoch ms). */
  since: number;
  until: number;
}

/** A demo player as the generator sees it: skill and activity in [0, 1]. */
export interface DemoPlayer {
  id: number;
  skill: number;
  activity: number;
  hmd: string;
}

/** One row for `scores` (ranks are left to the rank job). */
export type DemoScoreRow = typeof scores.$inferInsert;

/** Headsets the demo players own (the game's `hmd` string). */
export const DEMO_HMDS = [
  'Oculus Quest 2',
  'Meta Quest 3',
  'Meta Quest 3S',
  'Valve Index',
  'HTC Vive',
  'Oculus Rift S',
  'Pico 4',
  'Meta Quest Pro',
];

/**
 * Modifier sets (formats.md §6.2 bitmask) with their weights: mostly none, then NoFail (16),
 * Spin90 (1), Spin90 + NoFail (17), Spin180 (2), HaloNotes (64), NJS2x (128), SuddenDeath (512).
 */
const MODIFIER_SETS: [mask: number, weight: number][] = [
  [0, 780],
  [16, 90],
  [1, 60],
  [17, 25],
  [2, 20],
  [64, 10],
  [128, 10],
  [512, 5],
];

/** Harder charts lose accuracy (0 Easy … 4 Master). */
const DIFFICULTY_PENALTY = [0, 0.02, 0.05, 0.09, 0.14];
/** Share of players who try a chart of that difficulty. */
const DIFFICULTY_APPEAL = [0.45, 0.65, 1, 1, 0.8];

const floor2 = (x: number) => Math.floor(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function pickModifiers(rand: () => number): number {
  let r = rand() * MODIFIER_SETS.reduce((sum, [, w]) => sum + w, 0);
  for (const [mask, w] of MODIFIER_SETS) if ((r -= w) < 0) return mask;
  return 0;
}

/** One play of `board` by `player` at time `at`, `form` in [0, 1] being how well it went. */
function onePlay(
  board: DemoBoard,
  player: DemoPlayer,
  modifiers: number,
  at: number,
  form: number,
  rand: () => number,
): DemoScoreRow {
  const notes = Math.max(1, board.maxCombo);
  const noise = (rand() + rand() + rand() - 1.5) * 0.05;
  const quality = clamp(
    player.skill - DIFFICULTY_PENALTY[board.difficulty]! + noise - (1 - form) * 0.08,
    0.05,
    0.995,
  );
  const hit = clamp(0.7 + 0.3 * quality + (rand() - 0.5) * 0.04, 0.35, 1);
  const fullCombo = quality > 0.93 && rand() < 0.35;
  const hitShare = fullCombo ? 1 : hit;
  const notesHit = Math.min(notes, Math.floor(hitShare * notes));
  const perfectShare = clamp(quality * 0.97 + (rand() - 0.5) * 0.04, 0.15, 0.99);
  const perfect = floor2(hitShare * perfectShare * 100);
  const good = floor2(hitShare * (1 - perfectShare) * 0.7 * 100);
  const poor = floor2(hitShare * (1 - perfectShare) * 0.3 * 100);
  const maxCombo = fullCombo
    ? notesHit
    : Math.max(1, Math.min(notesHit, Math.floor(notesHit * (0.15 + 0.85 * quality * rand()))));
  const accuracy = (perfect + good * 0.5 + poor * 0.25) / 100;
  const baseScore = Math.min(
    board.maxScore,
    Math.floor(board.maxScore * accuracy * (0.7 + 0.3 * (maxCombo / notes))),
  );
  // NoFail halves the counted score; the other sets count as played.
  const modifiedScore = modifiers & 16 ? Math.floor(baseScore / 2) : baseScore;
  return {
    leaderboardId: board.id,
    profileId: player.id,
    baseScore,
    modifiedScore,
    notesHit,
    modifiers,
    poorHitPercent: poor,
    goodHitPercent: good,
    perfectHitPercent: perfect,
    punchIntensityAvg: board.mode === 1 ? floor2(0.35 + 0.5 * rand()) : 0,
    maxCombo,
    hmd: player.hmd,
    createdAt: new Date(at),
  };
}

/**
 * Every demo score of `boards` × `players`: a player plays a board with probability popularity ×
 * activity × the difficulty's appeal (Force a little less often than Rhythm); a play has one
 * modifier set (12% a second one too) and, about a third of the time, 2–4 attempts spread in time
 * that tend to improve (the older ones stay as history). Times lean towards the recent end.
 */
export function demoScores(boards: DemoBoard[], players: DemoPlayer[], rand: () => number): DemoScoreRow[] {
  const rows: DemoScoreRow[] = [];
  for (const board of boards) {
    const chance = board.popularity * DIFFICULTY_APPEAL[board.difficulty]! * (board.mode === 1 ? 0.6 : 1);
    for (const player of players) {
      if (rand() >= chance * player.activity) continue;
      const sets = [pickModifiers(rand)];
      if (rand() < 0.12) sets.push(sets[0] === 0 ? pickModifiers(rand) : 0);
      for (const modifiers of new Set(sets)) {
        const attempts = rand() < 0.33 ? 2 + Math.floor(rand() * 3) : 1;
        const times = Array.from({ length: attempts }, () => {
          const back = Math.pow(rand(), 3); // 0 = now, leaning recent
          return Math.floor(board.until - back * (board.until - board.since));
        }).sort((a, b) => a - b);
        times.forEach((at, i) => rows.push(onePlay(board, player, modifiers, at, (i + 1) / attempts, rand)));
      }
    }
  }
  return rows;
}

const NAME_HEADS = [
  'Neon',
  'Pixel',
  'Volt',
  'Laser',
  'Retro',
  'Hyper',
  'Turbo',
  'Astro',
  'Echo',
  'Nova',
  'Rail',
  'Synth',
  'Beat',
  'Flux',
  'Chrome',
  'Lunar',
  'Solar',
  'Glitch',
  'Cyber',
  'Prism',
];
const NAME_TAILS = [
  'Rider',
  'Fox',
  'Wolf',
  'Punch',
  'Grinder',
  'Dancer',
  'Wave',
  'Knight',
  'Ghost',
  'Hawk',
  'Storm',
  'Blade',
  'Drift',
  'Spark',
  'Comet',
  'Tiger',
  'Pilot',
  'Runner',
  'Raven',
  'Viper',
  'Orbit',
  'Racer',
  'Monk',
  'Ninja',
  'Bolt',
];

/**
 * The name of demo player `n` (0-based): distinct for n < 500 (head × tail), with a number after
 * (e.g. "NeonRider", "pixel_fox_7") in a few styles, as gamer tags look.
 */
export function demoPlayerName(n: number): string {
  const head = NAME_HEADS[n % NAME_HEADS.length]!;
  const tail = NAME_TAILS[Math.floor(n / NAME_HEADS.length) % NAME_TAILS.length]!;
  const round = Math.floor(n / (NAME_HEADS.length * NAME_TAILS.length));
  const suffix = round > 0 ? String(round + 1) : '';
  switch (n % 4) {
    case 0:
      return `${head}${tail}${suffix}`;
    case 1:
      return `${head.toLowerCase()}_${tail.toLowerCase()}${suffix ? `_${suffix}` : ''}`;
    case 2:
      return `xX${head}${tail}${suffix}Xx`;
    default:
      return `${head}${tail}${(n * 37) % 100}${suffix}`;
  }
}
