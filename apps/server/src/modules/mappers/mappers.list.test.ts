import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectEnvelope, insertBeatmap, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

// GET /api/mappers: beatmapper statistics (formats.md §6.3 "Beatmapper") in the query grammar.
let t: TestApp;
let dubu: number, moon: number, idle: number;

beforeAll(async () => {
  t = await buildTestApp();
  dubu = (await insertUser(t.app, 'MapperDubu')).id;
  moon = (await insertUser(t.app, 'MapperMoon')).id;
  idle = (await insertUser(t.app, 'MapperIdle')).id;
  const at = (day: number) => new Date(Date.UTC(2024, 0, day));
  await insertBeatmap(t.app, dubu, {
    downloadCount: 10,
    upvoteCount: 4,
    downvoteCount: 1,
    score: '0.5',
    publishedAt: at(1),
  });
  await insertBeatmap(t.app, dubu, {
    downloadCount: 20,
    upvoteCount: 2,
    downvoteCount: 1,
    score: '0.7',
    publishedAt: at(3),
  });
  await insertBeatmap(t.app, dubu, { downloadCount: 999, published: false, publishedAt: null });
  await insertBeatmap(t.app, moon, { downloadCount: 100, publishedAt: at(2) });
  await insertBeatmap(t.app, idle, { published: false, publishedAt: null });
});
afterAll(async () => t?.close());

async function list(params: [string, string][], status = 200) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await t.app.inject({ url: `/api/mappers${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((m) => m.id);

describe('GET /api/mappers', () => {
  it('answers §6.3 Beatmapper stats over published beatmaps only, most beatmaps first', async () => {
    const body = await list([
      ['page', '1'],
      ['limit', '24'],
    ]);
    expectEnvelope(body, 24);
    expect(idsOf(body)).toEqual([dubu, moon]);
    expect(body.data[0]).toEqual({
      id: dubu,
      beatmap_count: 2,
      play_count: 0,
      play_count_daily: 0,
      download_count: 30,
      upvote_count: 6,
      downvote_count: 2,
      vote_diff: 4,
      vote_avg: 2,
      upvote_avg: 3,
      downvote_avg: 1,
      download_avg: 15,
      score: '0.6',
      rating: '0',
      is_curated: false,
      is_hot: false,
      last_beatmap_at: '2024-01-03T00:00:00.000Z',
      curated_qualified_at: null,
      user: { id: dubu, username: 'MapperDubu', avatar_filename: null, avatar_url: null },
    });
  });

  it('sorts by download_count and last_beatmap_at, filters on aggregates and user, pages', async () => {
    expect(idsOf(await list([['sort', 'download_count,DESC']]))).toEqual([moon, dubu]);
    expect(idsOf(await list([['sort', 'last_beatmap_at,ASC']]))).toEqual([moon, dubu]);
    expect(idsOf(await list([['s', '{"beatmap_count":{"$gte":2}}']]))).toEqual([dubu]);
    expect(idsOf(await list([['s', '{"user.username":{"$contL":"moon"}}']]))).toEqual([moon]);
    // One user's figures (the profile page): by id; a user without published beatmaps is absent.
    expect(
      idsOf(
        await list([
          ['s', JSON.stringify({ id: dubu })],
          ['limit', '1'],
        ]),
      ),
    ).toEqual([dubu]);
    expect(
      idsOf(
        await list([
          ['s', JSON.stringify({ id: idle })],
          ['limit', '1'],
        ]),
      ),
    ).toEqual([]);
    const page2 = await list([
      ['limit', '1'],
      ['page', '2'],
    ]);
    expect(page2).toMatchObject({ count: 1, total: 2, page: 2, pageCount: 2 });
    expect(idsOf(page2)).toEqual([moon]);
  });

  it('names unknown fields and sorts in a 400', async () => {
    expect((await list([['sort', 'title,ASC']], 400)).message).toContain('title');
    expect((await list([['s', '{"email":"x"}']], 400)).message).toContain('email');
  });
});
