import { createHash, randomBytes } from 'node:crypto';
import { buildPlaylist } from '@synthhub/formats/playlist/build-playlist';
import { playlistGameFilename } from '@synthhub/formats/playlist/playlist-filename';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { asc, eq } from 'drizzle-orm';
import { beatmaps, playlists, users } from '../../db/schema/index.ts';
import { type DemoQueueOptions, runDemoQueue } from './demo-queue.ts';
import { seededRandom } from './demo-synth.ts';
import { createUser } from '../../modules/auth/index.ts';
import { playlistDifficulty } from '../../modules/playlists/index.ts';
import { type PlaylistsContext, uploadPlaylist } from '../../modules/playlists/index.ts';
import { demoVoteColumns } from './demo-votes.ts';
import { AS_SESSION } from '../../plugins/auth.ts';

const THEMES = [
  ['Warm-up', 'Easy songs to get moving before a long session.'],
  ['Force Training', 'Maps that train punch accuracy in Force mode.'],
  ['Late Night Flow', 'Smooth rails and calm tempos for after dark.'],
  ['Cardio Blast', 'Fast, dense and sweaty. Bring water.'],
  ['Spin Session', 'Favourites for the spin modifiers.'],
  ['Party Mix', 'Crowd-pleasers for friends who have never played.'],
  ['Expert Gauntlet', 'One hard map after another.'],
  ['Chill Rails', 'Long rails, few walls, lots of groove.'],
] as const;

function hexColor(rand: () => number): string {
  return `#${Math.floor(rand() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;
}

/** Owners for demo playlists: the first non-admin users (the demo mappers), or one curator made here. */
async function demoOwners(ctx: PlaylistsContext) {
  const rows = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.admin, false))
    .orderBy(asc(users.id))
    .limit(8);
  if (rows.length > 0) return rows;
  const curator = await createUser(ctx.db, {
    username: 'Curator',
    email: 'curator@demo.synthhub.invalid',
    password: randomBytes(18).toString('base64url'),
  });
  return [{ id: curator.id, username: curator.username }];
}

/**
 * Adds `count` demo playlists (docs/decisions/0006) through the real upload path: each is a `.playlist`
 * written by the formats writer (`writePlaylist`) with 3-12 published demo beatmaps, one in three
 * also naming a song that is not on the site, then uploaded with `uploadPlaylist` and published
 * with a date in the last year and plausible counts. Deterministic for a given `offset` (`npm run
 * seed` passes how many exist). One at a time; `opts` makes it one resumable step of the first-start
 * seeding (demo-queue.ts). Returns how many were made.
 */
export async function seedDemoPlaylists(
  ctx: PlaylistsContext,
  count: number,
  offset = 0,
  opts: DemoQueueOptions = {},
): Promise<number> {
  if (count <= 0) return 0;
  const owners = await demoOwners(ctx);
  const pool = await ctx.db
    .select()
    .from(beatmaps)
    .where(eq(beatmaps.published, true))
    .orderBy(asc(beatmaps.id))
    .limit(300);
  const now = Date.now();
  const one = async (n: number) => {
    const rand = seededRandom(n + 101);
    const [theme, description] = THEMES[n % THEMES.length]!;
    const name = n < THEMES.length ? theme : `${theme} ${Math.floor(n / THEMES.length) + 1}`;
    const songs = Array.from({ length: Math.min(pool.length, 3 + Math.floor(rand() * 10)) }, () => {
      const b = pool[Math.floor(rand() * pool.length)]!;
      return {
        hash: b.hash,
        name: b.title,
        author: b.artist,
        beatmapper: b.mapper,
        difficulty: playlistDifficulty(b.difficulties),
        trackDuration: b.durationS,
        addedTime: Math.floor(now / 1000) - Math.floor(rand() * 86400 * 365),
      };
    });
    if (n % 3 === 0) {
      const hash = createHash('sha256').update(`synthhub-demo-missing-${n}`).digest('hex');
      songs.push({
        hash,
        name: 'A song not on Synthhub',
        author: 'Official Soundtrack',
        beatmapper: '',
        difficulty: 3,
        trackDuration: 200,
        addedTime: Math.floor(now / 1000),
      });
    }
    const file = buildPlaylist({
      name,
      description,
      gradientTop: hexColor(rand),
      gradientDown: hexColor(rand),
      colorTexture: hexColor(rand),
      selectedIconIndex: Math.floor(rand() * 4),
      creationDate: Math.floor(now / 1000) - Math.floor(rand() * 86400 * 400),
      songs: [...new Map(songs.map((s) => [s.hash, s])).values()],
    });
    const owner = owners[n % owners.length]!;
    const { id } = await uploadPlaylist(
      ctx,
      { ...owner, admin: false, ...AS_SESSION },
      { bytes: writePlaylist(file), filename: playlistGameFilename(n + 1, name) },
    );
    await ctx.db
      .update(playlists)
      .set({
        published: true,
        publishedAt: new Date(now - Math.floor(rand() * 365 * 86400_000)),
        downloadCount: Math.floor(rand() * 900),
        ...demoVoteColumns(rand, 60),
      })
      .where(eq(playlists.id, id));
    return id;
  };
  return runDemoQueue(offset, count, one, opts, 1);
}
