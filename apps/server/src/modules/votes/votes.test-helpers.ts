import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { VOTE_PATHS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeSynth, uploadForm } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';
import { postAvatar } from '../avatars/avatars.test-helpers.ts';
import { uploadStage } from '../stages/stage-test-kit.ts';
import { addVersions, makeMod } from '../mods/mods.test-kit.ts';
import { voteFigures } from './votes.rating.ts';
import { VOTE_TARGETS } from './votes.targets.ts';

/** `Authorization` header for a bearer token. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let seed = 5000;

const create: Record<VoteKind, (app: FastifyInstance, token: string) => Promise<number>> = {
  beatmap: async (app, token) => {
    const form = uploadForm(
      await makeSynth({ seed: seed++ }),
      uploadRecordForMode('default', { published: false }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      ...form,
      headers: { ...form.headers, ...auth(token) },
    });
    return res.json().id;
  },
  playlist: async (app, token) =>
    (await app.inject({ method: 'POST', url: '/api/playlists', headers: auth(token) })).json().id,
  stage: async (app, token) =>
    (
      await uploadStage(app, token, buildStagepkg({ name: `Place ${seed++}` }).bytes, { published: false })
    ).json().id,
  avatar: async (app, token) =>
    (
      await postAvatar(app, token, buildVrm({ specVersion: '1.0', name: `Fox ${seed++}`, authors: ['Kit'] }))
    ).json().id,
  // A draft mod with one version, so it has a file to download.
  mod: async (app, token) => {
    const { id } = await makeMod(app, token, { published: false });
    await addVersions(app, token, id, '1.0.0');
    return id;
  },
};

/**
 * Uploads one item of a kind as `token` (the way test/delete.test.ts does), published unless
 * `published` is false, and answers its API path (`/api/beatmaps/12`). Throws if the upload fails.
 */
export async function makeItem(
  app: FastifyInstance,
  kind: VoteKind,
  token: string,
  published = true,
): Promise<string> {
  const id = await create[kind](app, token);
  if (typeof id !== 'number') throw new Error(`${kind} upload failed`);
  const path = `${VOTE_PATHS[kind]}/${id}`;
  if (published) {
    const res = await app.inject({
      method: 'PATCH',
      url: path,
      headers: auth(token),
      payload: { published: true },
    });
    if (res.statusCode !== 200 && res.statusCode !== 204) throw new Error(`publish failed: ${res.body}`);
  }
  return path;
}

/**
 * Inserts `n` users straight into the database (no password: hashing 500 of them through the
 * API would take minutes) and answers their ids and access tokens.
 */
export async function makeVoters(app: FastifyInstance, n: number): Promise<{ id: number; token: string }[]> {
  const tag = `${process.pid}x${seed++}`;
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `voter${tag}x${i}`,
        email: `voter${tag}x${i}@example.test`,
      })),
    )
    .returning({ id: users.id, username: users.username });
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, token: await app.signAccessToken({ ...row, admin: false }) })),
  );
}

/**
 * Sets an item's stored vote columns directly, with no vote rows behind them: the state of demo
 * content and of items imported from the existing site, which arrive with counts but no votes.
 * `score`/`rating` are derived from the counts as the vote service would (votes.rating.ts).
 */
export async function setStoredCounts(
  app: FastifyInstance,
  kind: VoteKind,
  itemId: number,
  up: number,
  down: number,
): Promise<void> {
  const t = VOTE_TARGETS[kind].table;
  await app.db
    .update(t)
    .set({ upvoteCount: up, downvoteCount: down, ...voteFigures(up, down) })
    .where(eq(t.id, itemId));
}
