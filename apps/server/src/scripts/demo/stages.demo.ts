import { randomBytes } from 'node:crypto';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { asc, eq } from 'drizzle-orm';
import { stages, users } from '../../db/schema/index.ts';
import { type DemoQueueOptions, runDemoQueue } from './demo-queue.ts';
import { demoCoverPng, seededRandom } from './demo-synth.ts';
import { createUser } from '../../modules/auth/index.ts';
import { findUserByUsername } from '../../modules/users/index.ts';
import { importStagePackage, type StagesContext } from '../../modules/stages/index.ts';
import { replaceTags } from '../../modules/stages/index.ts';
import { demoVoteColumns } from './demo-votes.ts';
import { removeTemp, stageBytes } from '../../lib/uploads/temp-files.ts';
import { AS_SESSION } from '../../plugins/auth.ts';

const PLACES = [
  'City',
  'Pier',
  'Hall',
  'Canyon',
  'Station',
  'Temple',
  'Arcade',
  'Orbit',
  'Garden',
  'Harbor',
  'Tunnel',
  'Summit',
];
const MOODS = [
  'Neon',
  'Sunset',
  'Frozen',
  'Crystal',
  'Midnight',
  'Lunar',
  'Golden',
  'Velvet',
  'Static',
  'Solar',
  'Retro',
  'Ember',
];
const TAGS = ['Neon', 'Space', 'Retro', 'Nature', 'Sci-Fi', 'Calm', 'Dark', 'Colorful', 'City', 'Water'];
const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/**
 * The accounts demo stages are spread over: the demo mappers when seeding made them (every
 * non-admin user, oldest first, at most 8), else one `StageCrafter` account made here.
 */
async function demoCreators(ctx: StagesContext): Promise<{ id: number; username: string }[]> {
  const existing = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.admin, false))
    .orderBy(asc(users.id))
    .limit(8);
  if (existing.length > 0) return existing;
  const found = await findUserByUsername(ctx.db, 'StageCrafter');
  const user =
    found ??
    (await createUser(ctx.db, {
      username: 'StageCrafter',
      email: 'stagecrafter@demo.synthhub.invalid',
      password: randomBytes(18).toString('base64url'),
    }));
  return [{ id: user.id, username: user.username }];
}

/**
 * Adds `n` demo stages through the real upload path (`buildStagepkg` → `importStagePackage`:
 * read → store → rows): each with a generated icon as its cover, PC and usually Quest bundles, some
 * with spin and experience variants, published with dates spread over the last year, tags and
 * plausible counts. `offset` keeps stages distinct across runs. Runs four at a time; returns how
 * many were made. `opts` makes it one resumable step of the first-start seeding (demo-queue.ts).
 */
export async function seedDemoStages(
  ctx: StagesContext,
  n: number,
  offset = 0,
  opts: DemoQueueOptions = {},
): Promise<number> {
  const creators = await demoCreators(ctx);
  const now = Date.now();
  const one = async (i: number) => {
    const rand = seededRandom(i * 7919 + 17);
    const creator = creators[i % creators.length]!;
    const name = `${pick(rand, MOODS)} ${pick(rand, PLACES)}`;
    const spin = rand() < 0.4;
    const experienceTag =
      rand() < 0.2 ? `EXPERIENCE${Array.from({ length: 4 }, () => pick(rand, ALNUM)).join('')}` : undefined;
    const pkg = buildStagepkg({
      name,
      creatorName: creator.username,
      icon: await demoCoverPng(rand),
      pc: {
        spin,
        experienceTag,
        experienceDescription: experienceTag ? `An experience in ${name}.` : undefined,
      },
      android: rand() < 0.8 ? { spin } : false,
    });
    const user = { id: creator.id, username: creator.username, admin: false, ...AS_SESSION };
    const staged = await stageBytes(ctx.uploads.tempDir, pkg.bytes, `${name}.stagepkg`);
    const { id } = await importStagePackage(ctx, user, staged.path, {
      published: true,
      type: 'default',
      description: null,
    }).finally(() => removeTemp(staged.path));
    const tags = [...new Set([pick(rand, TAGS), pick(rand, TAGS)])];
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(stages)
        .set({
          description: `${name}, a stage by ${creator.username}.`,
          publishedAt: new Date(now - Math.floor(rand() * 365 * 86400_000)),
          downloadCount: Math.floor(rand() * 3000),
          ...demoVoteColumns(rand, 80),
        })
        .where(eq(stages.id, id));
      await replaceTags(tx, id, tags);
    });
    return id;
  };
  // Four at a time, as seedDemoBeatmaps: sharp's resizing runs on its own threads.
  return runDemoQueue(offset, n, one, opts);
}
