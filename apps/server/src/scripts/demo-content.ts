import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beatmaps, leaderboardProfiles } from '../db/schema/index.ts';
import { Conflict } from '../errors.ts';
import { createUser } from '../modules/auth/auth.service.ts';
import { countBeatmaps } from '../modules/beatmaps/beatmaps.repository.ts';
import { type BeatmapsContext, uploadBeatmap } from '../modules/beatmaps/beatmaps.service.ts';
import { findUserByLogin } from '../modules/users/users.repository.ts';
import { seedDemoAvatars } from '../modules/avatars/avatars.demo.ts';
import { seedDemoPlaylists } from '../modules/playlists/playlists.demo.ts';
import { seedDemoStages } from '../modules/stages/demo-stages.ts';
import { buildDemoSynth, seededRandom } from './demo-synth.ts';
import { demoVoteColumns } from '../modules/votes/votes.rating.ts';
import { removeTemp, stageBytes } from '../lib/uploads/temp-files.ts';

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

/** How many demo items of each kind to make. */
export interface DemoCounts {
  beatmaps: number;
  playlists?: number;
  stages?: number;
  avatars?: number;
}

/** Default demo catalogue of `npm start` on an empty database (issue 2 item 10, issue 3 item 6). */
export const DEMO_DEFAULTS = { playlists: 24, stages: 24, avatars: 24 } as const;

/** What seeding created: the admin's credentials (printed once) and how many of each kind. */
export interface DemoSeedResult {
  admin: { username: string; password: string } | null;
  beatmaps: number;
  playlists: number;
  stages: number;
  avatars: number;
}

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
    if (user) out.push({ id: user.id, username: user.username });
  }
  // Each demo mapper also plays: a leaderboard profile under the same name (spec §3), once.
  await ctx.db
    .insert(leaderboardProfiles)
    .values(out.map((u) => ({ name: u.username, userId: u.id })))
    .onConflictDoNothing();
  return out;
}

/** Leaderboard profiles of players without a Synthhub account (global search finds them by name). */
export const DEMO_PLAYERS = ['NeonDrifter', 'BeatSamurai', 'SpinCycle'];

/**
 * Adds `count` demo beatmaps through the real upload path (read → store → rows), published with
 * dates spread over the last two years and plausible counts. `offset` keeps maps distinct across
 * runs (`npm run seed`). Uploads run 4 at a time. Returns how many were made.
 */
export async function seedDemoBeatmaps(ctx: BeatmapsContext, count: number, offset = 0): Promise<number> {
  const mappers = await ensureMappers(ctx);
  const now = Date.now();
  let made = 0;
  const one = async (n: number) => {
    const rand = seededRandom(n + 7);
    const mapper = mappers[n % mappers.length]!;
    const synth = await buildDemoSynth(n, mapper.username);
    const user = { id: mapper.id, username: mapper.username, admin: false };
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
      })
      .where(eq(beatmaps.id, id));
    made++;
  };
  const queue = Array.from({ length: count }, (_, i) => offset + i);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) await one(n);
    }),
  );
  return made;
}

/**
 * On an empty database (issue 2 item 10, issue 3 item 6): creates the demo admin (random password,
 * returned so it can be printed once), the demo mappers, `beatmaps` demo beatmaps, then demo
 * playlists, stages and avatars (DEMO_DEFAULTS unless given). Does nothing otherwise.
 */
export async function seedDemoContentIfEmpty(
  app: FastifyInstance,
  opts: DemoCounts,
): Promise<DemoSeedResult> {
  if ((await countBeatmaps(app.db)) > 0)
    return { admin: null, beatmaps: 0, playlists: 0, stages: 0, avatars: 0 };
  const password = randomBytes(12).toString('base64url');
  const admin = await createUser(app.db, {
    username: 'admin',
    email: 'admin@demo.synthhub.invalid',
    password,
    admin: true,
  }).catch((error) => {
    if (error instanceof Conflict) return null; // an admin account exists already
    throw error;
  });
  const started = Date.now();
  app.log.info(`creating ${opts.beatmaps} demo beatmaps…`);
  const made = await seedDemoBeatmaps(app, opts.beatmaps);
  await app.db.insert(leaderboardProfiles).values(DEMO_PLAYERS.map((name) => ({ name })));
  // Playlists link the beatmaps by hash, so they come after them.
  const playlists = await seedDemoPlaylists(app, opts.playlists ?? DEMO_DEFAULTS.playlists);
  const stages = await seedDemoStages(app, opts.stages ?? DEMO_DEFAULTS.stages);
  const avatars = await seedDemoAvatars(app, opts.avatars ?? DEMO_DEFAULTS.avatars);
  app.log.info(
    `created ${made} demo beatmaps, ${playlists} playlists, ${stages} stages and ${avatars} avatars in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (admin) {
    const line = `Demo admin account: username "admin", password "${password}" (shown once; change it in Profile Settings)`;
    console.log(`\n${'='.repeat(line.length)}\n${line}\n${'='.repeat(line.length)}\n`);
  }
  return {
    admin: admin ? { username: 'admin', password } : null,
    beatmaps: made,
    playlists,
    stages,
    avatars,
  };
}
