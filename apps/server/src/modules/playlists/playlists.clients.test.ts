import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { playlistItems, playlists } from '../../db/schema/index.ts';
import { expectEnvelope, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';
import { fakeHash } from './playlists.fixtures.ts';

// Replays the playlist list requests of community tools (formats.md §6.2: NoodleManagerX
// Models/Playlists/PlaylistHandler.cs, join=items||id plus the generic select, s and sort) and
// checks the answers against the §6.3 Playlist shape.
let t: TestApp;
let warmup: number, force: number, draft: number;
let ownerId: number;

async function insertPlaylist(userId: number, values: Partial<typeof playlists.$inferInsert>) {
  const [row] = await t.app.db
    .insert(playlists)
    .values({
      userId,
      name: 'A playlist',
      gradientTop: '#000000',
      gradientDown: '#ffffff',
      colorTitle: '#ffffff',
      colorTexture: '#ffffff',
      published: true,
      publishedAt: new Date('2023-01-01T00:00:00.000Z'),
      ...values,
    })
    .returning({ id: playlists.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertUser(t.app, 'PlaylistDubu');
  const other = await insertUser(t.app, 'PlaylistMoon');
  ownerId = owner.id;
  warmup = await insertPlaylist(owner.id, {
    name: 'Warm Up',
    description: 'stretch first',
    score: '0.9',
    upvoteCount: 9,
    downvoteCount: 1,
    publishedAt: new Date('2024-01-01T00:00:00.000Z'),
  });
  force = await insertPlaylist(other.id, { name: 'Force Training', score: '0.2', downloadCount: 50 });
  draft = await insertPlaylist(owner.id, { name: 'Warm Draft', published: false, publishedAt: null });
  await t.app.db.insert(playlistItems).values([
    { playlistId: warmup, position: 0, hash: fakeHash(1), name: 'Song 1' },
    { playlistId: warmup, position: 1, hash: fakeHash(2), name: 'Song 2' },
  ]);
});
afterAll(async () => t?.close());

/** GET /api/playlists with [name, value] pairs, encoded as a browser would. */
async function list(params: [string, string][], status = 200) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await t.app.inject({ url: `/api/playlists${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

const NOODLE_SELECT =
  'id,cover_url,download_url,published_at,download_count,upvote_count,downvote_count,score,rating,vote_diff,user,name,description';

describe('NoodleManagerX (Models/Playlists/PlaylistHandler.cs)', () => {
  it('lists with join=items||id, select, s and sort, answering §6.3 playlists with item ids', async () => {
    const s = JSON.stringify({
      $and: [{}, { $or: [{ name: { $contL: 'warm' } }, { 'user.username': { $contL: 'warm' } }] }],
    });
    const body = await list([
      ['select', NOODLE_SELECT],
      ['join', 'items||id'],
      ['limit', '10'],
      ['page', '1'],
      ['s', s],
      ['sort', 'score,DESC'],
    ]);
    expectEnvelope(body, 10);
    expect(idsOf(body)).toEqual([warmup]);
    const [item] = body.data;
    expect(Object.keys(item).sort()).toEqual([...NOODLE_SELECT.split(','), 'items'].sort());
    expect(item).toMatchObject({ name: 'Warm Up', vote_diff: 8, score: '0.9', rating: '0' });
    expect(item.user).toMatchObject({ id: ownerId, username: 'PlaylistDubu' });
    expect(item.download_url).toBe(`/api/playlists/${warmup}/download`);
    expect(item.published_at).toBe('2024-01-01T00:00:00.000Z');
    expect(item.items).toHaveLength(2);
    for (const song of item.items) expect(Object.keys(song)).toEqual(['id']);
  });

  it('answers the full §6.3 shape with s={} and sorts by each offered key', async () => {
    const body = await list([
      ['s', '{}'],
      ['join', ''],
      ['page', '1'],
      ['limit', '24'],
    ]);
    expect(idsOf(body)).toEqual([warmup, force]);
    for (const p of body.data) {
      for (const key of [
        'id',
        'name',
        'description',
        'gradientTop',
        'gradientDown',
        'colorTitle',
        'colorTexture',
        'filename_original',
        'cover_version',
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
        expect(p, key).toHaveProperty(key);
      expect(typeof p.score).toBe('string');
      expect(typeof p.rating).toBe('string');
    }
    expect(idsOf(await list([['sort', 'download_count,DESC']]))).toEqual([force, warmup]);
    expect(idsOf(await list([['sort', 'name,ASC']]))).toEqual([force, warmup]);
    expect(idsOf(await list([['sort', 'vote_diff,DESC']]))).toEqual([warmup, force]);
  });

  it('keeps user_id and drafts for the owner only', async () => {
    expect(idsOf(await list([['user_id', String(ownerId)]]))).toEqual([warmup]);
    expect((await t.app.inject({ url: `/api/playlists?user_id=${ownerId}&drafts=true` })).statusCode).toBe(
      403,
    );
    expect(idsOf(await list([['s', JSON.stringify({ name: 'Warm Draft' })]]))).not.toContain(draft);
  });
});

describe('grammar errors', () => {
  it('names an unknown field, sort, operator or parameter in a 400', async () => {
    expect((await list([['s', '{"gradientTop":"#000000"}']], 400)).message).toContain('gradientTop');
    expect((await list([['sort', 'user_id,ASC']], 400)).message).toContain('user_id');
    expect((await list([['s', '{"name":{"$regex":"x"}}']], 400)).message).toContain('$regex');
    expect((await list([['s', '{"name":']], 400)).message).toMatch(/\bs\b/);
    expect((await list([['bogus', '1']], 400)).message).toContain('bogus');
    expect((await list([['join', 'owner']], 400)).message).toContain('owner');
    expect((await list([['limit', '1000']], 400)).message).toContain('limit');
  });
});
