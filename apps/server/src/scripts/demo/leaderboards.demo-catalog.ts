import { createHash } from 'node:crypto';
import { LEADERBOARD_DIFFICULTIES } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { beatmaps } from '../../db/schema/index.ts';

/**
 * The fixed parts of the demo competitive side (leaderboards.demo.ts): the official-soundtrack
 * (OST) entries, the seasons and the challenges, as functions of the seeding time so they sit
 * around "now" on every first start.
 */

const DAY = 86_400_000;

/** Invented official-soundtrack songs (title, artist, bpm, seconds); the demo never names real ones. */
const OST_SONGS: [title: string, artist: string, bpm: number, seconds: number][] = [
  ['Chrome Horizon', 'Kluge Audio', 128, 214],
  ['Rail Runner', 'The Neon Arcade', 140, 198],
  ['Midnight Circuit', 'Volt Sisters', 118, 236],
  ['Punch the Stars', 'Astro Lane', 150, 187],
  ['Glass City Lights', 'Prism Theory', 124, 243],
  ['Overdrive Heart', 'Kluge Audio', 132, 205],
  ['Satellite Waltz', 'Lunar Choir', 96, 262],
  ['Thunder Parade', 'Retro Engines', 160, 176],
  ['Afterglow Avenue', 'Solar Drive', 110, 229],
  ['Spiral Motion', 'The Neon Arcade', 136, 201],
  ['Cosmic Drift', 'Volt Sisters', 122, 248],
  ['Final Rail', 'Kluge Audio', 174, 195],
];

/** How many OST entries the demo can make (the length of its song list). */
export const DEMO_OST_MAX = OST_SONGS.length;

/** The game's map hash of demo OST entry `n`: 64 lowercase hex (formats.md §1.6), stable across starts. */
export function demoOstHash(n: number): string {
  return createHash('sha256').update(`synthhub-demo-ost-${n}`).digest('hex');
}

/** Notes of a chart of `seconds` at `bpm` and difficulty index `d` (0 Easy … 4 Master). */
export function demoNoteCount(seconds: number, bpm: number, d: number): number {
  return Math.round(((seconds * bpm) / 60) * (0.35 + 0.3 * d));
}

/**
 * The `beatmaps` row of OST entry `n` (0-based, below DEMO_OST_MAX), owned by `ownerId` (an admin:
 * OST entries are the admins' `/admin/ost` list, spec §2): every difficulty, `ost` true and no file
 * — it has no version, so its downloads answer 404 without a file name (formats.md §6.2: an OST hash
 * has no download). `published` is true, as RailGrinder's `{"beatmap.published":true}` with
 * `{"beatmap.ost":true}` expects, but `published_at` stays null: the public list, its running
 * total, search and the downloader take only dated uploads (beatmaps.list.ts), so the entry shows
 * on its own page, its leaderboards and `s={"published":{"$or":[true,false]},"ost":true}` only.
 * `created_at` (long ago) dates it.
 */
export function demoOstBeatmap(n: number, ownerId: number, now: number): typeof beatmaps.$inferInsert {
  const [title, artist, bpm, seconds] = OST_SONGS[n]!;
  const noteCounts = Object.fromEntries(
    LEADERBOARD_DIFFICULTIES.map((name, d) => [name, demoNoteCount(seconds, bpm, d)]),
  );
  const addedAt = new Date(now - (900 + 40 * n) * DAY);
  return {
    userId: ownerId,
    title,
    artist,
    mapper: 'Kluge Interactive',
    description: 'Official soundtrack: played in the game, not downloaded from this site.',
    hash: demoOstHash(n),
    bpm: String(bpm),
    durationS: seconds,
    difficulties: [...LEADERBOARD_DIFFICULTIES],
    noteCounts,
    published: true,
    publishedAt: null,
    uploadedAt: addedAt,
    createdAt: addedAt,
    productionMode: true,
    ost: true,
  };
}

/** Start of the UTC day of `at` (ms). */
const dayStart = (at: number) => Math.floor(at / DAY) * DAY;

/**
 * The demo seasons: season 1 ran from 270 to 90 days ago; season 2, the current one, from 90 days
 * ago to 90 days ahead (whole UTC days).
 */
export function demoSeasons(now: number) {
  const today = dayStart(now);
  return [
    {
      slug: 'season-1',
      name: 'Season 1: Ignition',
      startsAt: new Date(today - 270 * DAY),
      endsAt: new Date(today - 90 * DAY),
    },
    {
      slug: 'season-2',
      name: 'Season 2: Overdrive',
      startsAt: new Date(today - 90 * DAY),
      endsAt: new Date(today + 90 * DAY),
    },
  ];
}

/** A demo challenge with the OST entry and charts (difficulty, Rhythm mode) its boards use. */
export interface DemoChallenge {
  id: number;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  ost: number;
  difficulties: number[];
}

/** The demo challenges: one that ended three weeks ago, one running now (ids as the game sends them). */
export function demoChallenges(now: number): DemoChallenge[] {
  const today = dayStart(now);
  return [
    {
      id: 1,
      name: 'Rail Runner Sprint',
      description: 'One week, one song: the best Hard and Expert runs of Rail Runner.',
      startsAt: new Date(today - 28 * DAY),
      endsAt: new Date(today - 21 * DAY),
      ost: 1,
      difficulties: [2, 3],
    },
    {
      id: 2,
      name: 'Punch the Stars Marathon',
      description: 'This week: Expert and Master of Punch the Stars. No modifiers needed, grit is.',
      startsAt: new Date(today - 3 * DAY),
      endsAt: new Date(today + 4 * DAY),
      ost: 3,
      difficulties: [3, 4],
    },
  ];
}
