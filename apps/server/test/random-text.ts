import { seededRandom } from '../src/scripts/demo/demo-synth.ts';

/**
 * Words for random catalogues of the in-memory index tests (docs/decisions/0039, 0040): mixed
 * case, non-ASCII (whose `lower()` differs from naive folding), LIKE's metacharacters and quotes.
 */
export const WORDS = [
  'Love',
  'dragon',
  'Night',
  'NEON',
  'fever',
  'Éclair',
  'straße',
  'İstanbul',
  '東京',
  "Rock'n'Roll",
  'x\\y',
  '100%',
  'a_b',
  'Storm',
  'kai',
  'Kaleidoscope',
  "it's",
  'Midnight',
  'DRAGONFORCE',
  'Ünal',
];

/** Uploader names of the same tests. */
export const NAMES = ['NightRider', 'dragonslayer', 'Ünal', 'bob', 'KAI_99', 'storm%'];

/**
 * A random source from a fixed `seed` (so a failing case replays) and what the tests draw from it:
 * `pick` one of a list, `chance(p)`, a `fragment` of a word in random case (what a visitor types),
 * and `text(n)`: 1 to n words.
 */
export function randomText(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const fragment = (): string => {
    const word = pick(WORDS);
    const start = Math.floor(random() * Math.max(1, word.length - 2));
    const piece = chance(0.5) ? word : word.slice(start, start + 1 + Math.floor(random() * 5));
    return chance(0.3) ? piece.toUpperCase() : chance(0.3) ? piece.toLowerCase() : piece;
  };
  const text = (words: number): string =>
    Array.from({ length: 1 + Math.floor(random() * words) }, () => pick(WORDS)).join(' ');
  return { random, pick, chance, fragment, text };
}
