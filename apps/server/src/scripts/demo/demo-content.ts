import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beatmapDownloadDays, beatmaps, leaderboardProfiles, users } from '../../db/schema/index.ts';
import { Conflict } from '../../errors.ts';
import { createUser } from '../../modules/auth/index.ts';
import { type BeatmapsContext, uploadBeatmap } from '../../modules/beatmaps/index.ts';
import { findUserByLogin } from '../../modules/users/index.ts';
import { type DemoQueueOptions, runDemoQueue } from './demo-queue.ts';
import { demoCountry } from './demo-players.ts';
import { buildDemoSynth, seededRandom } from './demo-synth.ts';
import { demoVoteColumns } from './demo-votes.ts';
import { removeTemp, stageBytes } from '../../lib/uploads/temp-files.ts';
import { AS_SESSION } from '../../plugins/auth.ts';

/** Mapper accounts the demo beatmaps are spread over. */
export const DEMO_MAPPERS = [
  'Dubu',
  'Geesebreath',
  'Moonshine',
  'KuritsaDBS',
  'ICHDerHorst',
  'Nyrox',
  'Elysia',
  'Tempo',
];

async function ensureMappers(ctx: BeatmapsContext): Promise<{ id: number; username: string }[]> {
  const out: { id: number; username: string }[] = [];
  for (const username of DEMO_MAPPERS) {
    const user = await createUser(ctx.db, {
      username,
      email: `${username.toLowerCase()}@demo.synthhub.invalid`,
      password: randomBytes(18).toString('base64url'),
    }).catch(async (error) => {
      // Seeding again (`npm run seed`): the mapper exists already, so reuse it.
      if (!(error instanceof Conflict)) throw error;
      return findUserByLogin(ctx.db, username);
    });
    if (!user) continue;
    // A country for the flag beside the name (docs/decisions/0054), only on a new account.
    const country = demoCountry(out.length);
    if (user.country === null && country !== null)
      await ctx.db.update(users).set({ country }).where(eq(users.id, user.id));
    out.push({ id: user.id, username: user.username });
  }
  // Each demo mapper also plays: a leaderboard profile under the same name (spec §3), once.
  await ctx.db
    .insert(leaderboardProfiles)
    .values(out.map((u) => ({ name: u.username, userId: u.id })))
    .onConflictDoNothing();
  return out;
}

/** Tags the demo beatmaps draw from (each gets one to three; docs/decisions/0022). */
export const DEMO_TAGS = [
  'electronic',
  'rock',
  'pop',
  'metal',
  'anime',
  'dubstep',
  'spin',
  'fitness',
  'chill',
];

/** One to three distinct {@link DEMO_TAGS}, drawn with `rand`. */
export function demoTags(rand: () => number): string[] {
  const count = 1 + Math.floor(rand() * 3);
  const start = Math.floor(rand() * DEMO_TAGS.length);
  return Array.from({ length: count }, (_, i) => DEMO_TAGS[(start + i * 4) % DEMO_TAGS.length]!);
}

/**
 * Per-day download rows for the last 7 UTC days (about half the beatmaps get some), so "Popular
 * this week" has something to rank on demo data. Up to 60 downloads a day.
 */
export function demoDownloadDays(rand: () => number, beatmapId: number, now: number) {
  if (rand() < 0.5) return [];
  return Array.from({ length: 7 }, (_, i) => ({
    beatmapId,
    day: new Date(now - i * 86400_000).toISOString().slice(0, 10),
    downloads: Math.floor(rand() * 60),
  })).filter((row) => row.downloads > 0);
}

/** Leaderboard profiles of players without a Synthhub account (global search finds them by name). */
export const DEMO_PLAYERS = ['NeonDrifter', 'BeatSamurai', 'SpinCycle'];

/**
 * Adds `count` demo beatmaps through the real upload path (read → store → rows), published with
 * dates spread over the last two years and plausible counts. `offset` keeps maps distinct across
 * runs (`npm run seed`). Uploads run 4 at a time. `opts` makes it one resumable step of the
 * first-start seeding (skip made items, record each, stop when aborted). Returns how many were made.
 */
export async function seedDemoBeatmaps(
  ctx: BeatmapsContext,
  count: number,
  offset = 0,
  opts: DemoQueueOptions = {},
): Promise<number> {
  const mappers = await ensureMappers(ctx);
  const now = Date.now();
  const one = async (n: number) => {
    const rand = seededRandom(n + 7);
    const mapper = mappers[n % mappers.length]!;
    const synth = await buildDemoSynth(n, mapper.username);
    const user = { id: mapper.id, username: mapper.username, admin: false, ...AS_SESSION };
    const record = {
      published: true,
      production_mode: true,
      options: { make_primary: true, unpublish_previous: true },
    };
    const staged = await stageBytes(ctx.uploads.tempDir, synth.bytes, synth.filename);
    const { id } = await uploadBeatmap(ctx, user, staged, record).finally(() => removeTemp(staged.path));
    await ctx.db
      .update(beatmaps)
      .set({
        publishedAt: new Date(now - Math.floor(rand() * 730 * 86400_000)),
        downloadCount: Math.floor(rand() * 5000),
        ...demoVoteColumns(rand, 120),
        tags: demoTags(rand),
      })
      .where(eq(beatmaps.id, id));
    const days = demoDownloadDays(rand, id, now);
    if (days.length > 0) await ctx.db.insert(beatmapDownloadDays).values(days).onConflictDoNothing();
    return id;
  };
  return runDemoQueue(offset, count, one, opts);
}
