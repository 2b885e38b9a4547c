import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { avatars } from '../../db/schema/index.ts';
import { expectEnvelope, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

// Replays the avatar list request of NoodleManagerX (Models/AvatarHandler.cs: the generic select,
// search and sort of GenericHandler.cs, formats.md §6.2) and checks the §6.3 Avatar shape.
let t: TestApp;
let robot: number, cat: number, draft: number;
let ownerId: number;

async function insertAvatar(userId: number, values: Partial<typeof avatars.$inferInsert>) {
  const [row] = await t.app.db
    .insert(avatars)
    .values({
      userId,
      name: 'Avatar',
      specVersion: '1.0',
      license: { name: null, url: null, otherLicenseUrl: null, permissions: {} },
      fileKey: `avatar-${Math.random()}`,
      filesize: 100,
      filenameOriginal: 'avatar.vrm',
      published: true,
      publishedAt: new Date('2023-03-01T00:00:00.000Z'),
      ...values,
    })
    .returning({ id: avatars.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertUser(t.app, 'AvatarDubu');
  const other = await insertUser(t.app, 'AvatarMoon');
  ownerId = owner.id;
  robot = await insertAvatar(owner.id, {
    name: 'Robot',
    filenameOriginal: 'robot.vrm',
    rating: '0.6',
    upvoteCount: 3,
  });
  cat = await insertAvatar(other.id, {
    name: 'Cat Girl',
    rating: '0.8',
    publishedAt: new Date('2022-03-01T00:00:00.000Z'),
  });
  draft = await insertAvatar(owner.id, { name: 'Robot Draft', published: false, publishedAt: null });
});
afterAll(async () => t?.close());

async function list(params: [string, string][], status = 200) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await t.app.inject({ url: `/api/models/avatars${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((a) => a.id);

const NOODLE_SELECT =
  'id,cover_url,download_url,published_at,download_count,upvote_count,downvote_count,score,rating,vote_diff,user,name,filename_original,bogus_column';

describe('NoodleManagerX (Models/AvatarHandler.cs)', () => {
  it('lists with select (unknown names ignored), s, join= and sort, answering §6.3 avatars', async () => {
    const s = JSON.stringify({
      $and: [{}, { $or: [{ name: { $contL: 'robot' } }, { 'user.username': { $contL: 'robot' } }] }],
    });
    const body = await list([
      ['select', NOODLE_SELECT],
      ['limit', '10'],
      ['page', '1'],
      ['s', s],
      ['join', ''],
      ['sort', 'published_at,DESC'],
    ]);
    expectEnvelope(body, 10);
    expect(idsOf(body)).toEqual([robot]);
    const [avatar] = body.data;
    expect(Object.keys(avatar).sort()).toEqual(
      NOODLE_SELECT.split(',')
        .filter((k) => k !== 'bogus_column')
        .sort(),
    );
    expect(avatar).toMatchObject({
      name: 'Robot',
      filename_original: 'robot.vrm',
      rating: '0.6',
      vote_diff: 3,
    });
    expect(avatar.user).toMatchObject({ id: ownerId, username: 'AvatarDubu' });
    expect(avatar.download_url).toBe(`/api/models/avatars/${robot}/download`);
    expect(avatar.published_at).toBe('2023-03-01T00:00:00.000Z');
  });

  it('answers the full §6.3 shape with s={} and sorts by rating', async () => {
    const body = await list([
      ['s', '{}'],
      ['sort', 'rating,DESC'],
      ['page', '1'],
    ]);
    expect(idsOf(body)).toEqual([cat, robot]);
    for (const a of body.data) {
      for (const key of [
        'id',
        'cover_version',
        'name',
        'description',
        'youtube_url',
        'filename_original',
        'download_count',
        'upvote_count',
        'downvote_count',
        'vote_diff',
        'score',
        'rating',
        'published',
        'published_at',
        'created_at',
        'updated_at',
        'version',
        'user',
        'download_url',
        'cover_url',
      ])
        expect(a, key).toHaveProperty(key);
      expect(typeof a.score).toBe('string');
    }
    expect(idsOf(await list([]))).toEqual([robot, cat]);
    expect(idsOf(await list([['user_id', String(ownerId)]]))).toEqual([robot]);
    expect(idsOf(await list([['s', '{"name":"Robot Draft"}']]))).not.toContain(draft);
  });
});

describe('grammar errors', () => {
  it('names an unknown field, sort or join in a 400', async () => {
    expect((await list([['s', '{"file_key":"x"}']], 400)).message).toContain('file_key');
    expect((await list([['sort', 'filesize,DESC']], 400)).message).toContain('filesize');
    expect((await list([['join', 'files']], 400)).message).toContain('files');
    expect((await list([['filter', 'license||$eq||x']], 400)).message).toContain('license');
  });
});
