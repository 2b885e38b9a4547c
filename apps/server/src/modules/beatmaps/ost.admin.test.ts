import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerAdmin, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { makeUser, submission } from '../scores/scores.test-helpers.ts';
import { auth, makeItem } from '../votes/votes.test-helpers.ts';

/**
 * The admins' official soundtrack calls (spec §2 Admin area "ost, ost/new"): a `.synth` uploaded
 * through the beatmap pipeline becomes an OST entry, left out of the global search (spec §7 "ost
 * entries are excluded") and listed where the leaderboards list songs; flag/unflag; all audited.
 */
let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await registerAdmin(t.app)).token;
  user = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const postOst = async (token: string, title: string) => {
  const form = uploadForm(
    await makeSynth({ title, artist: 'Kluge', seed: title.length }),
    undefined,
    'ost.synth',
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/ost',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
};
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The global search's beatmap filter (apps/web search-beatmaps.ts): title contains the term, OST left out. */
const search = async (term: string) =>
  (
    await t.app.inject({
      url: `/api/beatmaps?limit=5&page=1&s=${q({ $and: [{ title: { $contL: term } }, { ost: { $ne: true } }] })}`,
    })
  ).json().data as { id: number }[];
const auditOf = async (id: number) =>
  (
    await t.app.inject({ url: `/api/admin/audit?target_kind=beatmap&target_id=${id}`, headers: auth(admin) })
  ).json().data as { action: string }[];

describe('POST /api/admin/ost', () => {
  it('is refused to non-admins with "Unauthorized"', async () => {
    const res = await postOst(user, 'Nope');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('creates an OST beatmap, audited, listed for admins and leaderboards, not in the search', async () => {
    const res = await postOst(admin, 'Official Theme');
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const beatmap = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json();
    expect(beatmap).toMatchObject({
      id,
      ost: true,
      published: true,
      published_at: null,
      title: 'Official Theme',
    });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['beatmap.ost_upload']);
    const listed = (
      await t.app.inject({ url: '/api/admin/ost?page=1&limit=10', headers: auth(admin) })
    ).json();
    expect(listed.data.map((b: { id: number }) => b.id)).toContain(id);
    expect(await search('Official Theme')).toEqual([]);
    // The song list the game clients read for OST leaderboards (formats.md §6.2).
    const songs = (
      await t.app.inject({ url: `/api/beatmaps?s=${q({ published: { $or: [true, false] }, ost: true })}` })
    ).json();
    expect(songs.data.map((b: { id: number }) => b.id)).toContain(id);
    // Scores are accepted on it, and its board is an OST leaderboard.
    const player = await makeUser(t.app);
    const score = await t.app.inject({
      method: 'POST',
      url: '/api/scores',
      headers: player.headers,
      payload: submission(beatmap.hash, { notesHit: 20, maxCombo: 20 }),
    });
    expect(score.statusCode).toBe(201);
    const boards = (
      await t.app.inject({
        url: `/api/leaderboards?join=beatmap&s=${q({ $and: [{ 'beatmap.ost': true }] })}`,
      })
    ).json();
    expect(boards.data.map((b: { beatmap: { id: number } }) => b.beatmap.id)).toContain(id);
  });
});

describe('POST / DELETE /api/admin/ost/{id}', () => {
  it('flags a published beatmap out of the search and unflags it back, each audited once', async () => {
    const id = Number((await makeItem(t.app, 'beatmap', user)).split('/').pop());
    const title = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json().title as string;
    expect((await search(title)).map((b) => b.id)).toContain(id);
    const flagged = await t.app.inject({ method: 'POST', url: `/api/admin/ost/${id}`, headers: auth(admin) });
    expect(flagged.json()).toMatchObject({ id, ost: true });
    await t.app.inject({ method: 'POST', url: `/api/admin/ost/${id}`, headers: auth(admin) });
    expect((await search(title)).map((b) => b.id)).not.toContain(id);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/ost/${id}`, headers: auth(admin) });
    expect((await search(title)).map((b) => b.id)).toContain(id);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['beatmap.ost_unflag', 'beatmap.ost_flag']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/ost/987654', headers: auth(admin) })).statusCode,
    ).toBe(404);
  });
});
