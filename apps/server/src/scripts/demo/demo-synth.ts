import { makeOggVorbis } from '@synthhub/formats/audio/make-ogg';
import { makeSilentOggVorbis } from '@synthhub/formats/audio/make-silent-vorbis';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import sharp from 'sharp';

const WORDS = [
  'Neon',
  'Midnight',
  'Pulse',
  'Echo',
  'Solar',
  'Velvet',
  'Drift',
  'Crystal',
  'Electric',
  'Dream',
  'Rush',
  'Horizon',
  'Static',
  'Gravity',
  'Nova',
  'Skyline',
  'Fever',
  'Shadow',
  'Wild',
  'Chrome',
  'Rider',
  'Synth',
  'Ocean',
  'Thunder',
  'Cosmic',
  'Golden',
  'Lunar',
  'Signal',
  'Falling',
  'Runaway',
  'Heart',
  'Machine',
];
const ARTISTS = [
  'Kevin Afflack',
  'The Midnight Drive',
  'Lumen Vale',
  'Arcade Hearts',
  'Nightcall Unit',
  'Polar Bloom',
  'Sunset Circuit',
  'Violet Avenue',
  'Dual Horizon',
  'Static Lovers',
  'Neon Tigers',
  'Glass Pilots',
];
const PRESETS: Partial<Record<Difficulty, number>>[] = [
  { Expert: 420, Master: 610 },
  { Easy: 90, Normal: 160, Hard: 260, Expert: 380 },
  { Hard: 240, Expert: 350, Master: 520 },
  { Normal: 140, Hard: 220, Expert: 330, Master: 470, Custom: 560 },
  { Master: 700 },
  { Easy: 80, Normal: 150, Hard: 230, Expert: 340, Master: 480 },
];

/** A small deterministic pseudo-random generator (mulberry32), so demo content is the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

/** A 256 px PNG cover: a two-colour gradient with a few circles (no text, so no font is needed). */
export async function demoCoverPng(rand: () => number): Promise<Uint8Array> {
  const hue = Math.floor(rand() * 360);
  const hue2 = (hue + 60 + Math.floor(rand() * 120)) % 360;
  const circles = Array.from({ length: 4 }, () => {
    const r = 20 + Math.floor(rand() * 70);
    return `<circle cx="${Math.floor(rand() * 256)}" cy="${Math.floor(rand() * 256)}" r="${r}" fill="hsla(${(hue + 180) % 360},90%,70%,0.35)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,45%)"/><stop offset="1" stop-color="hsl(${hue2},85%,25%)"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** One generated demo beatmap: its `.synth` bytes, file name and facts. */
export interface DemoSynth {
  bytes: Uint8Array;
  filename: string;
  title: string;
  artist: string;
  mapper: string;
}

/**
 * Builds the n-th demo `.synth` (deterministic for a seed): real `beatmap.meta.bin` JSON with
 * notes, a UTF-16 `track.data.json`, a cover and a playable Ogg Vorbis of silence for the duration
 * (so the site's audio preview plays). `audioBytes` swaps it for an undecodable stub of that size in
 * bytes (incompressible): `npm run loadtest` uses it for a 20 MB upload.
 */
export async function buildDemoSynth(
  n: number,
  mapper: string,
  seed = 1,
  audioBytes?: number,
): Promise<DemoSynth> {
  const rand = seededRandom(seed * 100_003 + n);
  const title = `${pick(rand, WORDS)} ${pick(rand, WORDS)}${n % 7 === 0 ? ' (Extended Mix)' : ''}`;
  const artist = pick(rand, ARTISTS);
  const bpm = 90 + Math.floor(rand() * 90);
  const durationS = 120 + Math.floor(rand() * 180);
  const difficulties = pick(rand, PRESETS);
  const cover = await demoCoverPng(rand);
  const audioName = `demo_${n}.ogg`;
  const meta = buildBeatmapMeta({
    title,
    artist,
    mapper,
    bpm,
    difficulties,
    coverPng: cover,
    artworkName: 'cover.png',
    audioName,
    explicit: rand() < 0.08,
    durationS,
    modifiedTime: 1_700_000_000 + n,
  });
  const bytes = await writeSynth({
    meta,
    trackData: buildTrackData({
      title,
      artist,
      mapper,
      bpm,
      difficulties,
      durationS,
      audioName,
      artworkName: 'cover.png',
    }),
    audio: {
      name: audioName,
      bytes: audioBytes ? makeOggVorbis(durationS, { audioBytes }) : makeSilentOggVorbis(durationS),
    },
    cover: { name: 'cover.png', bytes: cover },
  });
  return { bytes, filename: `${title.replace(/\W+/g, '')}.synth`, title, artist, mapper };
}
