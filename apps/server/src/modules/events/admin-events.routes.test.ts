import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, postBeatmapUpload, registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { eventCategories, eventCategoryBeatmaps, events } from '../../db/schema/index.ts';

/**
 * `POST /api/admin/events` (docs/decisions/0026): only admins; the shared schema's spec §5 rules name
 * each bad field; a taken slug is 409; an unknown candidate is 400 — and a refused event writes no
 * row. A created event is public at once when published, its description kept as given.
 */
let t: TestApp;
let admin: string;
let user: string;
let beatmapId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await registerAdmin(t.app)).token;
  user = (await registerUser(t.app)).token;
  const res = await postBeatmapUpload(
    t.app,
    { authorization: `Bearer ${user}` },
    await makeSynth({ title: 'Candidate', artist: 'A', mapper: 'M' }),
    uploadRecordForMode('default', { published: true }),
  );
  expect(res.statusCode).toBe(201);
  beatmapId = res.json().id;
});
afterAll(async () => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Best of 2031',
  slug: 'best-of-2031',
  description: '<script>alert(1)</script> stays text',
  published: true,
  voting_start_date: '2031-01-01T00:00:00Z',
  voting_end_date: '2031-02-01T00:00:00Z',
  categories: [{ name: 'Best map', beatmap_ids: [beatmapId, beatmapId] }],
  ...over,
});
const create = (payload: unknown, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const rows = async () => ({
  events: (await t.app.db.select({ n: count() }).from(events))[0]!.n,
  categories: (await t.app.db.select({ n: count() }).from(eventCategories))[0]!.n,
  candidates: (await t.app.db.select({ n: count() }).from(eventCategoryBeatmaps))[0]!.n,
});

describe('POST /api/admin/events', () => {
  it('is refused to visitors (401) and to non-admins (403 "Unauthorized")', async () => {
    expect((await create(body(), null)).statusCode).toBe(401);
    const res = await create(body(), user);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unauthorized');
    expect(await rows()).toEqual({ events: 0, categories: 0, candidates: 0 });
  });

  it('refuses a bad title and slug naming them, and an unknown candidate, writing nothing', async () => {
    const bad = await create(body({ title: 'abc', slug: 'Bad--Slug' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/title/);
    expect(JSON.stringify(bad.json())).toMatch(/slug/);
    const unknown = await create(body({ categories: [{ name: 'Best map', beatmap_ids: [987654] }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A candidate beatmap does not exist');
    expect(await rows()).toEqual({ events: 0, categories: 0, candidates: 0 });
  });

  it('creates the event with its categories and candidates; the published event reads back as given', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'best-of-2031', category_ids: [expect.any(Number)] });
    expect(await rows()).toEqual({ events: 1, categories: 1, candidates: 1 });
    const read = (await t.app.inject({ url: '/api/events/published/best-of-2031' })).json();
    expect(read.description).toBe('<script>alert(1)</script> stays text');
    expect(read.categories[0].beatmaps.map((b: { id: number }) => b.id)).toEqual([beatmapId]);
  });

  it('answers 409 for a slug another event has', async () => {
    const res = await create(body({ title: 'Another one' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The slug "best-of-2031" is already used by another event.');
    expect((await rows()).events).toBe(1);
  });
});
