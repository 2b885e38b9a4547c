import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { leaderboardProfiles } from '../../db/schema/index.ts';
import { Conflict } from '../../errors.ts';
import { createUser } from '../../modules/auth/index.ts';
import { seedDemoAvatars } from './avatars.demo.ts';
import { removeAvatar } from '../../modules/avatars/index.ts';
import { countBeatmaps, removeBeatmap } from '../../modules/beatmaps/index.ts';
import { seedDemoPlaylists } from './playlists.demo.ts';
import { removePlaylist } from '../../modules/playlists/index.ts';
import { makeDemoReviews } from './reviews.demo.ts';
import { seedDemoStages } from './stages.demo.ts';
import { removeStage } from '../../modules/stages/index.ts';
import { findUserByUsername } from '../../modules/users/index.ts';
import { AS_SESSION, type AuthUser } from '../../plugins/auth.ts';
import { DEMO_PLAYERS, seedDemoBeatmaps } from './demo-content.ts';
import { seedDemoEventsOnce } from './events.demo.ts';
import type { DemoQueueOptions } from './demo-queue.ts';
import * as ledger from './demo-seed-ledger.ts';
import { DemoNewsAborted, seedDemoNews } from './news.demo.ts';
import { seedDemoMods } from './mods.demo.ts';
import {
  DemoLeaderboardsAborted,
  type DemoLeaderboardOptions,
  seedDemoLeaderboards,
} from './leaderboards.demo.ts';
import { DEMO_PLAYERS_STEAM_BLOCK, demoSteamId } from './demo-players.ts';

/** How many demo items of each kind to make. */
export interface DemoCounts {
  beatmaps: number;
  playlists?: number;
  stages?: number;
  avatars?: number;
  /** Sizes of the competitive side (leaderboards.demo.ts DEMO_LEADERBOARD_DEFAULTS unless given). */
  leaderboards?: Pick<DemoLeaderboardOptions, 'ost' | 'profiles' | 'accounts'>;
}

/** Default demo catalogue of the first start besides the beatmaps (docs/configuration.md). */
export const DEMO_DEFAULTS = { playlists: 24, stages: 24, avatars: 24 } as const;

/** Resets the demo admin's password when the one printed at its creation is lost (README "Scripts"). */
export const RESET_ADMIN_PASSWORD = 'npm run admin -- reset-password admin';

/** What one seeding run did: the admin's credentials when it made the account, items made per kind. */
export interface DemoSeedResult {
  admin: { username: string; password: string } | null;
  beatmaps: number;
  playlists: number;
  stages: number;
  avatars: number;
  /** Demo scores made (0 when an earlier start made them). */
  scores: number;
  /** True when the signal stopped the run before every step finished (the next start resumes). */
  interrupted: boolean;
}

/** Who removes half-made demo items: an admin, as the remove services require owner or admin. */
const SEEDER: AuthUser = { id: 0, username: 'demo seeding', admin: true, ...AS_SESSION };
const REMOVE = {
  beatmap: removeBeatmap,
  playlist: removePlaylist,
  stage: removeStage,
  avatar: removeAvatar,
} as const;

/** Creates the demo admin with a random password and prints it; null when an admin exists already. */
async function makeAdmin(app: FastifyInstance): Promise<{ username: string; password: string } | null> {
  const made = await ledger.madeDemoItems(app.db, 'admin');
  if (made.size > 0) return null;
  const password = app.config.demoAdminPassword ?? randomBytes(12).toString('base64url');
  const user = await createUser(app.db, {
    username: 'admin',
    email: `admin@${ledger.DEMO_EMAIL_DOMAIN}`,
    password,
    admin: true,
  }).catch((error) => {
    if (error instanceof Conflict) return null; // an admin account exists already
    throw error;
  });
  if (user) {
    // Printed at once, so a start interrupted later still leaves the person able to sign in.
    const line = `Demo admin account: username "admin", password "${password}" (shown once; \`${RESET_ADMIN_PASSWORD}\` sets a new one)`;
    console.log(`\n${'='.repeat(line.length)}\n${line}\n${'='.repeat(line.length)}\n`);
  }
  const id = user?.id ?? (await findUserByUsername(app.db, 'admin'))?.id ?? 0;
  await ledger.recordDemoItem(app.db, 'admin', 0, id);
  return user ? { username: 'admin', password } : null;
}

/**
 * Leaderboard profiles of DEMO_PLAYERS, from Steam accounts (claimable, docs/decisions/0054), each
 * inserted with its ledger row in one transaction.
 */
async function makePlayers(app: FastifyInstance, opts: DemoQueueOptions): Promise<number> {
  let made = 0;
  for (const [n, name] of DEMO_PLAYERS.entries()) {
    if (opts.skip?.has(n) || opts.signal?.aborted) continue;
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaderboardProfiles)
        .values({ name, provider: 'steam', providerUserId: demoSteamId(DEMO_PLAYERS_STEAM_BLOCK, n) })
        .returning();
      await ledger.recordDemoItem(tx, 'player', n, row!.id);
    });
    made++;
  }
  return made;
}

/**
 * The competitive side (leaderboards.demo.ts) as one ledger item (`leaderboards`, n 0, item 0): made
 * in one transaction together with its ledger row, so it exists once or not at all; an abort
 * stops it between phases and rolls it back. The OST
 * entries belong to the demo admin (admins keep the OST list, spec §2), whose beatmaps are never
 * taken for leftovers. Returns the scores made.
 */
async function makeLeaderboards(
  app: FastifyInstance,
  counts: DemoCounts,
  signal?: AbortSignal,
): Promise<number> {
  if (signal?.aborted || (await ledger.madeDemoItems(app.db, 'leaderboards')).size > 0) return 0;
  const ownerId = (await ledger.madeDemoItems(app.db, 'admin')).get(0) || (await ledger.anyAdminId(app.db));
  app.log.info('creating the demo leaderboards, scores and rankings…');
  const made = await seedDemoLeaderboards(app.db, {
    ...counts.leaderboards,
    ownerId,
    signal,
    onMade: (tx) => ledger.recordDemoItem(tx, 'leaderboards', 0, 0),
  }).catch((error) => {
    if (error instanceof DemoLeaderboardsAborted) return null; // rolled back; the next start makes it
    throw error;
  });
  if (!made) return 0;
  app.log.info(
    `demo leaderboards: ${made.leaderboards} boards (${made.ostBeatmaps} OST entries), ${made.profiles} profiles, ${made.scores} scores, ${made.dethrones} dethrones`,
  );
  return made.scores;
}

/**
 * The news posts and the chartathon archive (news.demo.ts; docs/decisions/0028) as one ledger item
 * (`news`, n 0, item 0), written in one transaction with its ledger row, so it exists once or not
 * at all; posts are by the demo admin. Answers whether it made them now.
 */
async function makeNews(app: FastifyInstance, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted || (await ledger.madeDemoItems(app.db, 'news')).size > 0) return false;
  const authorId = (await ledger.madeDemoItems(app.db, 'admin')).get(0) || (await ledger.anyAdminId(app.db));
  const made = await seedDemoNews(app, {
    authorId,
    signal,
    onMade: (tx) => ledger.recordDemoItem(tx, 'news', 0, 0),
  }).catch((error) => {
    if (error instanceof DemoNewsAborted) return null;
    throw error;
  });
  if (made)
    app.log.info(
      `demo news: ${made.posts} posts, ${made.chartathons} chartathons with ${made.entries} entries`,
    );
  return made !== null;
}

/**
 * The demo mods (mods.demo.ts) as one ledger item (`mods`, n 0, item 0), recorded once they are all
 * made; an interrupted run's mods are deleted and made again by the next start. Skipped when made.
 */
async function makeMods(app: FastifyInstance, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted || (await ledger.madeDemoItems(app.db, 'mods')).size > 0) return;
  const made = await seedDemoMods(app);
  await ledger.recordDemoItem(app.db, 'mods', 0, 0);
  app.log.info(`demo mods: ${made}`);
}

/**
 * One resumable step: removes the kind's half-made leftovers, then makes the items the ledger
 * lacks, recording each, with a progress line about every tenth of the step.
 */
async function step(
  app: FastifyInstance,
  kind: Exclude<ledger.DemoKind, 'admin' | 'leaderboards' | 'events' | 'news' | 'reviews' | 'mods'>,
  count: number,
  signal: AbortSignal | undefined,
  seed: (opts: DemoQueueOptions) => Promise<number>,
): Promise<number> {
  if (signal?.aborted || count <= 0) return 0;
  if (kind !== 'player') {
    const leftovers = await ledger.unrecordedDemoItems(app.db, kind);
    for (const id of leftovers) await REMOVE[kind](app, SEEDER, id);
    if (leftovers.length > 0) app.log.info(`removed ${leftovers.length} half-made demo ${kind}(s)`);
  }
  const skip = new Set((await ledger.madeDemoItems(app.db, kind)).keys());
  let done = [...skip].filter((n) => n < count).length;
  if (done >= count) return 0;
  const every = Math.max(1, Math.ceil(count / 10));
  app.log.info(`creating ${count - done} demo ${kind}s (${done} of ${count} made before)…`);
  return seed({
    skip,
    signal,
    onMade: async (n, id) => {
      await ledger.recordDemoItem(app.db, kind, n, id);
      done++;
      if (done % every === 0 || done === count) app.log.info(`demo ${kind}s: ${done}/${count}`);
    },
  });
}

/**
 * The demo content of the first start (README "Quick start"): the admin (random password, printed
 * once when made), the demo mappers with leaderboard profiles, `counts.beatmaps` beatmaps, the
 * DEMO_PLAYERS profiles, then playlists, stages and avatars (DEMO_DEFAULTS unless given), all
 * through the real upload paths, then reviews of a few dozen beatmaps (reviews.demo.ts), then the
 * competitive side (OST entries, leaderboards, profiles, scores, seasons, challenges, ranks and
 * rankings; leaderboards.demo.ts) in one transaction, then the demo events with votes
 * (events.demo.ts), in one transaction, then the news posts and the chartathon archive
 * (news.demo.ts) in another, then the demo mods with their versions (mods.demo.ts).
 *
 * Runs on an empty database, or to finish the seeding an interrupted start began; does nothing
 * once it completed or when the database already holds beatmaps without a seeding record.
 * Resumable at any point, SIGKILL included (docs/decisions/0006): every item is recorded once
 * finished, and unrecorded items of demo accounts are removed and made again, so each item exists
 * exactly once. The queued jobs of the uploads (cover sizes) are run before it resolves. When `signal` aborts, no new item starts; the promise settles once the items under
 * way are finished, with `interrupted: true`. Rejects when an upload fails (a bug, not input).
 */
export async function seedDemoContent(
  app: FastifyInstance,
  counts: DemoCounts,
  signal?: AbortSignal,
): Promise<DemoSeedResult> {
  const result: DemoSeedResult = {
    admin: null,
    beatmaps: 0,
    playlists: 0,
    stages: 0,
    avatars: 0,
    scores: 0,
    interrupted: false,
  };
  const state = await ledger.readDemoSeedState(app.db);
  if (state?.completedAt) {
    // A demo site seeded before the news step existed gets its news and archive on this start.
    if ((await ledger.madeDemoItems(app.db, 'admin')).size > 0) {
      await makeNews(app, signal);
      // Likewise the mods, on a demo site seeded before mods existed.
      await makeMods(app, signal);
    }
    return result;
  }
  if (!state) {
    if ((await countBeatmaps(app.db)) > 0) return result;
    await ledger.markDemoSeedStarted(app.db);
  } else {
    app.log.info('resuming the demo content an interrupted start began');
  }
  const started = Date.now();
  result.admin = await makeAdmin(app);
  result.beatmaps = await step(app, 'beatmap', counts.beatmaps, signal, (o) =>
    seedDemoBeatmaps(app, counts.beatmaps, 0, o),
  );
  await step(app, 'player', DEMO_PLAYERS.length, signal, (o) => makePlayers(app, o));
  // Playlists link the beatmaps by hash, so they come after them.
  const playlists = counts.playlists ?? DEMO_DEFAULTS.playlists;
  result.playlists = await step(app, 'playlist', playlists, signal, (o) =>
    seedDemoPlaylists(app, playlists, 0, o),
  );
  const stages = counts.stages ?? DEMO_DEFAULTS.stages;
  result.stages = await step(app, 'stage', stages, signal, (o) => seedDemoStages(app, stages, 0, o));
  const avatars = counts.avatars ?? DEMO_DEFAULTS.avatars;
  result.avatars = await step(app, 'avatar', avatars, signal, (o) => seedDemoAvatars(app, avatars, 0, o));
  // Reviews by the demo accounts on a few dozen demo beatmaps, some with videos (docs/decisions/0027).
  await makeDemoReviews(app, signal);
  // Leaderboards take every chart of the finished catalogue, so they come once it is complete.
  result.scores = await makeLeaderboards(app, counts, signal);
  await seedDemoEventsOnce(app, signal);
  // The chartathon archive links the oldest published beatmaps, so it comes after them.
  await makeNews(app, signal);
  await makeMods(app, signal);
  // The uploads queued their cover sizes (docs/decisions/0012): made before the site opens, as
  // when they were made during the upload, so the first visitors are not served resizes.
  if (!signal?.aborted) await app.jobs.drained();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (signal?.aborted) {
    result.interrupted = true;
    app.log.info(`demo content interrupted after ${seconds} s; the next start finishes it`);
    return result;
  }
  await ledger.markDemoSeedCompleted(app.db);
  app.log.info(
    `created ${result.beatmaps} demo beatmaps, ${result.playlists} playlists, ${result.stages} stages, ${result.avatars} avatars and ${result.scores} scores in ${seconds} s`,
  );
  if (!result.admin) {
    console.log(
      `The account "admin" existed before this start (its password was printed when it was made); \`${RESET_ADMIN_PASSWORD}\` sets a new one.`,
    );
  }
  return result;
}
