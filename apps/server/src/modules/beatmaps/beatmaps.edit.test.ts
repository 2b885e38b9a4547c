import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerAdmin, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let seed = 200;

async function uploadAs(token: string, published: boolean, title = 'Song'): Promise<number> {
  const form = uploadForm(
    await makeSynth({ title, seed: seed++ }),
    uploadRecordForMode('default', { published }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, ...auth(token) },
  });
  return res.json().id;
}

describe('PATCH /api/beatmaps/{id}', () => {
  it('lets the uploader edit and publish; publishing sets published_at and lists the beatmap', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadAs(owner.token, false, 'Draft Song');
    const listed = async () =>
      (await t.app.inject({ url: '/api/beatmaps?limit=100' })).json().data.map((b: { id: number }) => b.id);
    expect(await listed()).not.toContain(id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers: auth(owner.token),
      payload: {
        title: 'Renamed',
        description: 'Now with walls',
        youtube_url: 'https://youtu.be/abc',
        explicit: true,
        published: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Renamed',
      description: 'Now with walls',
      youtube_url: 'https://youtu.be/abc',
      explicit: true,
      published: true,
    });
    expect(Date.now() - Date.parse(body.published_at)).toBeLessThan(60_000);
    expect(body.filename).toBe(`${id}-Test-Artist-Renamed-Tester.synth`);
    expect(await listed()).toContain(id);
    expect((await t.app.inject({ url: `/api/beatmaps/${id}` })).statusCode).toBe(200);
  });

  it('rejects other users (403), anonymous callers (401) and bad fields (400 naming them)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = await uploadAs(owner.token, true);
    const forbidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers: auth(other.token),
      payload: { title: 'Mine now' },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      payload: { title: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers: auth(owner.token),
      payload: { youtube_url: 'not a url', title: '' },
    });
    expect(bad.statusCode).toBe(400);
    const lines: string[] = bad.json().data.validation;
    expect(lines.some((l) => l.startsWith('youtube_url'))).toBe(true);
    expect(lines.some((l) => l.startsWith('title'))).toBe(true);
    expect((await t.app.inject({ url: `/api/beatmaps/${id}` })).json().title).toBe('Song');
  });

  it('lets an admin edit anyone’s beatmap', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const id = await uploadAs(owner.token, false);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers: auth(admin.token),
      payload: { mapper: 'Admin Fix' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mapper).toBe('Admin Fix');
  });
});

describe('GET /api/beatmaps', () => {
  it('pages published beatmaps newest first with {data, count, total, page, pageCount}', async () => {
    const owner = await registerUser(t.app);
    for (let i = 0; i < 3; i++) await uploadAs(owner.token, true, `Paged ${i}`);
    const all = (await t.app.inject({ url: '/api/beatmaps?limit=100' })).json();
    const dates = all.data.map((b: { published_at: string }) => Date.parse(b.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(all.data.every((b: { published: boolean }) => b.published)).toBe(true);
    const page2 = (await t.app.inject({ url: '/api/beatmaps?limit=2&page=2' })).json();
    expect(page2).toMatchObject({ count: 2, page: 2, total: all.total, pageCount: Math.ceil(all.total / 2) });
    expect(page2.data[0].id).toBe(all.data[2].id);
    const bad = await t.app.inject({ url: '/api/beatmaps?limit=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by uploader; drafts only for that uploader or an admin (spec §6)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const published = await uploadAs(owner.token, true, 'Mine Published');
    const draft = await uploadAs(owner.token, false, 'Mine Draft');
    await uploadAs(other.token, true, 'Not Mine');
    const ids = async (url: string, token?: string) => {
      const res = await t.app.inject({ url, headers: token ? auth(token) : {} });
      return {
        status: res.statusCode,
        ids: res.statusCode === 200 ? res.json().data.map((b: { id: number }) => b.id) : [],
      };
    };
    const base = `/api/beatmaps?user_id=${owner.user.id}`;
    expect((await ids(base)).ids).toEqual([published]);
    expect((await ids(`${base}&drafts=true`, owner.token)).ids.sort()).toEqual([published, draft].sort());
    expect((await ids(`${base}&drafts=true`, admin.token)).ids.sort()).toEqual([published, draft].sort());
    expect((await ids(`${base}&drafts=true`, other.token)).status).toBe(403);
    expect((await ids(`${base}&drafts=true`)).status).toBe(403);
  });

  it('answers 404 in the spec shape for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/beatmaps/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Beatmap 987654 was not found.',
    });
  });
});
