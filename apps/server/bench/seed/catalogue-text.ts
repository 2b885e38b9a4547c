/**
 * Deterministic, varied text for the bench catalogue: song words in a skewed (Zipf-like) mix so a
 * few words are common and most are rare, as on a real catalogue, plus generated names built from
 * syllables, so `$tsQuery` and `$contL` searches meet realistic match counts.
 */

/** A seeded PRNG (mulberry32): the same seed gives the same catalogue. Returns floats in [0, 1). */
export type Rng = () => number;

/** Builds a mulberry32 generator from a 32-bit seed. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] (inclusive). */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Any item, uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

/** An item with a skewed distribution: the first items are picked far more often (rank ~ u^skew). */
export function pickSkewed<T>(rng: Rng, items: readonly T[], skew = 2.5): T {
  return items[Math.floor(Math.pow(rng(), skew) * items.length)]!;
}

/** Words of song titles, most common first (the order drives pickSkewed). */
export const SONG_WORDS = [
  'love',
  'night',
  'heart',
  'dream',
  'fire',
  'light',
  'time',
  'world',
  'dance',
  'star',
  'sky',
  'life',
  'summer',
  'rain',
  'blue',
  'shadow',
  'storm',
  'ghost',
  'angel',
  'electric',
  'neon',
  'midnight',
  'dragon',
  'wild',
  'gold',
  'moon',
  'ocean',
  'city',
  'road',
  'glass',
  'thunder',
  'crystal',
  'runaway',
  'paradise',
  'echo',
  'velvet',
  'silver',
  'rhythm',
  'fever',
  'horizon',
  'machine',
  'tonight',
  'forever',
  'galaxy',
  'phoenix',
  'rebel',
  'spirit',
  'wave',
  'diamond',
  'infinity',
  'pulse',
  'secret',
  'mirror',
  'hollow',
  'legend',
  'sunrise',
  'sunset',
  'cosmic',
  'chaos',
  'frozen',
  'burning',
  'falling',
  'rising',
  'broken',
  'golden',
  'savage',
  'lonely',
  'crazy',
  'sweet',
  'dark',
  'bright',
  'lost',
  'alive',
  'free',
  'under',
  'over',
  'beyond',
  'inside',
  'always',
  'never',
  'again',
  'home',
  'kingdom',
  'empire',
  'voltage',
  'overdrive',
  'afterglow',
  'aurora',
  'nebula',
  'satellite',
  'requiem',
  'symphony',
  'anthem',
  'lullaby',
  'serenade',
  'carnival',
  'circus',
  'masquerade',
  'labyrinth',
  'oblivion',
  'eclipse',
  'tempest',
  'avalanche',
  'hurricane',
  'volcano',
  'tsunami',
  'monsoon',
  'blizzard',
  'solstice',
  'equinox',
  'wanderer',
  'stranger',
  'dreamer',
  'hunter',
  'soldier',
  'pirate',
  'samurai',
  'ninja',
  'wizard',
  'kaleidoscope',
  'starlight',
  'moonlight',
  'daylight',
  'firefly',
  'butterfly',
  'hummingbird',
  'sakura',
  'tokyo',
  'paris',
  'berlin',
  'vegas',
  'hollywood',
  'miami',
  'seoul',
  'havana',
  'cairo',
] as const;

const ONSETS = [
  'k',
  'r',
  'm',
  'n',
  's',
  't',
  'v',
  'z',
  'l',
  'd',
  'b',
  'h',
  'y',
  'sh',
  'ch',
  'kr',
  'dr',
  'br',
];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ei', 'ou', 'ia', 'y'];
const CODAS = ['', '', '', 'n', 'r', 'x', 's', 'l', 'th', 'm'];

/** A made-up word of 2-3 syllables ("kaizor", "mivel"), lower case. */
export function madeUpWord(rng: Rng): string {
  let word = '';
  for (let i = intBetween(rng, 2, 3); i > 0; i--) word += pick(rng, ONSETS) + pick(rng, NUCLEI);
  return word + pick(rng, CODAS);
}

/** "Kaizor" from "kaizor". */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const ARTIST_SHAPES = [
  (a: string, b: string) => `${a} ${b}`,
  (a: string) => a,
  (a: string, b: string) => `The ${a} ${b}s`,
  (a: string, b: string) => `DJ ${a}${b.slice(0, 3)}`,
  (a: string, b: string) => `${a} & ${b}`,
  (a: string, b: string) => `${a} feat. ${b}`,
];

/** A pool of `n` artist names ("Kaizor Mivel", "The Neon Drakes", "DJ Vouran"), some with song words. */
export function artistPool(rng: Rng, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = capitalize(rng() < 0.2 ? pickSkewed(rng, SONG_WORDS, 1.4) : madeUpWord(rng));
    const b = capitalize(rng() < 0.3 ? pickSkewed(rng, SONG_WORDS, 1.4) : madeUpWord(rng));
    out.push(pickSkewed(rng, ARTIST_SHAPES, 1.5)(a, b));
  }
  return out;
}

/** A song title of 1-4 words ("Midnight Fever", "Lost in the Neon Kaizor"), sometimes with a remix tag. */
export function songTitle(rng: Rng): string {
  const words: string[] = [];
  for (let i = pickSkewed(rng, [2, 1, 3, 4], 1.4); i > 0; i--) {
    words.push(capitalize(rng() < 0.8 ? pickSkewed(rng, SONG_WORDS, 1.4) : madeUpWord(rng)));
  }
  if (words.length >= 3 && rng() < 0.3) words.splice(1, 0, pick(rng, ['in the', 'of', 'and', 'to']));
  const title = words.join(' ');
  const tag = rng();
  if (tag < 0.08) return `${title} (${capitalize(madeUpWord(rng))} Remix)`;
  if (tag < 0.12) return `${title} (Extended Mix)`;
  if (tag < 0.14) return `${title} (TV Size)`;
  return title;
}

const NAME_SUFFIXES = ['', '', '', '_maps', 'VR', 'Beats', '_', 'X', 'Rider', 'Synth'];

/** A username like "kaizor_maps", "NeonMivel42"; not unique (the caller de-duplicates). */
export function username(rng: Rng): string {
  const base = rng() < 0.35 ? pickSkewed(rng, SONG_WORDS) + capitalize(madeUpWord(rng)) : madeUpWord(rng);
  const shaped = rng() < 0.5 ? capitalize(base) : base;
  const digits = rng() < 0.4 ? String(intBetween(rng, 1, 999)) : '';
  return `${shaped}${pick(rng, NAME_SUFFIXES)}${digits}`.slice(0, 24);
}

/** A description of a few sentences or none (a third of maps have none). */
export function description(rng: Rng): string | null {
  if (rng() < 0.33) return null;
  const phrases = [
    'Mapped for all difficulties.',
    'My first map, feedback welcome!',
    `Inspired by ${pick(rng, SONG_WORDS)} vibes.`,
    'Lots of crossovers on Master.',
    'Rails everywhere, watch your arms.',
    `Thanks to ${capitalize(madeUpWord(rng))} for testing.`,
    'Spin mode friendly.',
    `Custom ${pick(rng, ['stage', 'lighting', 'walls'])} recommended.`,
  ];
  const n = intBetween(rng, 1, 3);
  return Array.from({ length: n }, () => pick(rng, phrases)).join(' ');
}
