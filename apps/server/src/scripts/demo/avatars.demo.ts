import { randomBytes } from 'node:crypto';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { avatars } from '../../db/schema/index.ts';
import { Conflict } from '../../errors.ts';
import { type DemoQueueOptions, runDemoQueue } from './demo-queue.ts';
import { seededRandom } from './demo-synth.ts';
import { createUser } from '../../modules/auth/index.ts';
import { findUserByLogin } from '../../modules/users/index.ts';
import { type AvatarsContext, uploadAvatar } from '../../modules/avatars/index.ts';
import { demoVoteColumns } from './demo-votes.ts';
import { removeTemp, stageBytes } from '../../lib/uploads/temp-files.ts';
import { AS_SESSION } from '../../plugins/auth.ts';

/** Accounts the demo avatars are spread over (some of the demo mappers; created when missing). */
const DEMO_AVATAR_MAKERS = ['Elysia', 'Nyrox', 'Tempo', 'Moonshine'];
const ADJECTIVES = [
  'Neon',
  'Cyber',
  'Starlit',
  'Velvet',
  'Chrome',
  'Pastel',
  'Solar',
  'Midnight',
  'Glitch',
  'Lunar',
];
const NOUNS = ['Fox', 'Rider', 'Idol', 'Ninja', 'Android', 'Witch', 'Pilot', 'Drummer', 'Dancer', 'Knight'];

async function ensureMakers(ctx: AvatarsContext): Promise<{ id: number; username: string }[]> {
  const out: { id: number; username: string }[] = [];
  for (const username of DEMO_AVATAR_MAKERS) {
    // Look first: hashing a password for an account that exists would cost ~100 ms for nothing.
    const user =
      (await findUserByLogin(ctx.db, username)) ??
      (await createUser(ctx.db, {
        username,
        email: `${username.toLowerCase()}@demo.synthhub.invalid`,
        password: randomBytes(18).toString('base64url'),
      }).catch(async (error) => {
        if (!(error instanceof Conflict)) throw error; // created meanwhile: reuse the account
        return findUserByLogin(ctx.db, username);
      }));
    if (user) out.push({ id: user.id, username: user.username });
  }
  return out;
}

/** A 256 px PNG thumbnail: a head-and-shoulders silhouette on a two-colour gradient (no text, no font). */
async function demoThumbnailPng(rand: () => number): Promise<Uint8Array> {
  const hue = Math.floor(rand() * 360);
  const hue2 = (hue + 90 + Math.floor(rand() * 90)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,55%)"/><stop offset="1" stop-color="hsl(${hue2},80%,22%)"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/><circle cx="128" cy="104" r="52" fill="hsla(${(hue + 180) % 360},40%,92%,0.9)"/><path d="M40 256c6-62 44-92 88-92s82 30 88 92z" fill="hsla(${(hue + 180) % 360},40%,92%,0.9)"/><rect x="96" y="94" width="64" height="14" rx="7" fill="hsl(${hue},90%,45%)"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * Adds `count` demo avatars through the real upload path (`buildVrm` → `uploadAvatar`: read,
 * thumbnail → cover, store, row), alternating VRM 1.0 and 0.x, then publishes them with dates
 * spread over the last year and plausible counts. `offset` keeps names distinct across runs. The
 * makers' accounts are created when missing. Runs four at a time; returns how many were made.
 * `opts` makes it one resumable step of the first-start seeding (demo-queue.ts).
 */
export async function seedDemoAvatars(
  ctx: AvatarsContext,
  count: number,
  offset = 0,
  opts: DemoQueueOptions = {},
): Promise<number> {
  if (count <= 0) return 0;
  const makers = await ensureMakers(ctx);
  const now = Date.now();
  const one = async (n: number) => {
    const rand = seededRandom(n + 4242);
    const maker = makers[n % makers.length]!;
    const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]}`;
    const bytes = buildVrm({
      specVersion: n % 2 === 0 ? '1.0' : '0.x',
      name,
      authors: [maker.username],
      version: `1.${n % 5}`,
      thumbnail: { bytes: await demoThumbnailPng(rand), mimeType: 'image/png' },
    });
    const user = { id: maker.id, username: maker.username, admin: false, ...AS_SESSION };
    const staged = await stageBytes(ctx.uploads.tempDir, bytes, `${name.replace(/ /g, '')}.vrm`);
    const { id } = await uploadAvatar(ctx, user, staged).finally(() => removeTemp(staged.path));
    await ctx.db
      .update(avatars)
      .set({
        published: true,
        publishedAt: new Date(now - Math.floor(rand() * 365 * 86400_000)),
        description: `${name}, a demo avatar by ${maker.username}.`,
        downloadCount: Math.floor(rand() * 2000),
        ...demoVoteColumns(rand, 80),
      })
      .where(eq(avatars.id, id));
    return id;
  };
  // Four at a time, like the demo beatmaps: sharp works on libuv's thread pool while the database waits.
  return runDemoQueue(offset, count, one, opts);
}
