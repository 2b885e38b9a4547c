import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { TINY_PNG, uploadStage } from './stage-test-kit.ts';
import { findFilesOfStages, findStageById } from './stages.repository.ts';

let t: TestApp;
let owner: SessionResponse;
let stranger: SessionResponse;
let draftId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
  draftId = (await uploadStage(t.app, owner.token, buildStagepkg({ name: 'Draft Hall' }).bytes)).json().id;
});
afterAll(async () => t?.close());

const auth = (s?: SessionResponse) => (s ? { authorization: `Bearer ${s.token}` } : {});
const patch = (id: number, payload: object, as?: SessionResponse) =>
  t.app.inject({ method: 'PATCH', url: `/api/models/stages/${id}`, headers: auth(as), payload });
const get = (id: number, as?: SessionResponse) =>
  t.app.inject({ url: `/api/models/stages/${id}`, headers: auth(as) });
const list = (query: string, as?: SessionResponse) =>
  t.app.inject({ url: `/api/models/stages${query}`, headers: auth(as) });

describe('drafts and ownership', () => {
  it('shows a draft to its uploader only', async () => {
    expect((await get(draftId, owner)).statusCode).toBe(200);
    for (const who of [stranger, undefined]) {
      const res = await get(draftId, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Stage ${draftId} was not found.`);
    }
    expect((await t.app.inject({ url: `/api/models/stages/${draftId}/download?file_id=1` })).statusCode).toBe(
      404,
    );
  });

  it('lists drafts only for the uploader (user_id + drafts=true) and admins', async () => {
    const ids = async (query: string, as?: SessionResponse) =>
      ((await list(query, as)).json().data as Stage[]).map((s) => s.id);
    expect(await ids('')).not.toContain(draftId);
    expect(await ids(`?user_id=${owner.user.id}&drafts=true`, owner)).toContain(draftId);
    expect((await list(`?user_id=${owner.user.id}&drafts=true`, stranger)).statusCode).toBe(403);
    expect((await list('?drafts=true', stranger)).statusCode).toBe(403);
    const admin = await registerAdmin(t.app);
    expect(await ids('?drafts=true', admin)).toContain(draftId);
  });

  it('refuses edits by anyone but the uploader or an admin', async () => {
    const res = await patch(draftId, { name: 'Mine now' }, stranger);
    expect(res.statusCode).toBe(404);
    const published = (
      await uploadStage(t.app, owner.token, buildStagepkg({ name: 'Open Hall' }).bytes, { published: true })
    ).json().id;
    const forbidden = await patch(published, { name: 'Mine now' }, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only the uploader or an admin can change this stage.');
    const fileId = ((await get(published)).json() as Stage).files[0]!.id;
    const fileEdit = await t.app.inject({
      method: 'PATCH',
      url: `/api/models/stages/${published}/files/${fileId}`,
      headers: auth(stranger),
      payload: { type: 'alternate' },
    });
    expect(fileEdit.statusCode).toBe(403);
    const cover = uploadForm(TINY_PNG, undefined, 'cover.png');
    const coverRes = await t.app.inject({
      method: 'POST',
      url: `/api/models/stages/${published}/cover`,
      ...cover,
      headers: { ...cover.headers, ...auth(stranger) },
    });
    expect(coverRes.statusCode).toBe(403);
    expect((await patch(published, { name: 'x' })).statusCode).toBe(401);
    const admin = await registerAdmin(t.app);
    expect((await patch(published, { name: 'Admin Hall' }, admin)).json().name).toBe('Admin Hall');
  });
});

describe('PATCH /api/models/stages/{id}', () => {
  it.each([
    ['name', { name: '' }, /name: Required/],
    ['name', { name: 'x'.repeat(65) }, /name: At most 64 characters/],
    ['youtube_url', { youtube_url: 'not a url' }, /youtube_url: Must be a URL/],
    ['tags', { tags: ['a'] }, /tags\.0: Tags must be 2-30 characters/],
    ['tags', { tags: ['-bad'] }, /tags\.0: Tags must start and end with a letter or digit/],
    ['tags', { tags: ['Same', 'same'] }, /tags: Each tag may appear only once/],
    ['experience_tag', { experience_tag: 'EXP-123' }, /experience_tag: Must be "EXP-" followed by 12/],
  ])('refuses a bad %s with a 400 naming it', async (_field, payload, message) => {
    const res = await patch(draftId, payload, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation.join('\n')).toMatch(message);
    expect(((await get(draftId, owner)).json() as Stage).name).toBe('Draft Hall');
  });

  it('saves every field and replaces the tags in order', async () => {
    const res = await patch(
      draftId,
      {
        name: '  Grand Hall ',
        description: 'Marble and neon',
        youtube_url: 'https://www.youtube.com/watch?v=abc',
        tags: ['Neon', 'sci-fi', 'Big Room 2'],
        experience_tag: 'EXP-ABCDEF123456',
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Grand Hall',
      description: 'Marble and neon',
      youtube_url: 'https://www.youtube.com/watch?v=abc',
      tags: ['Neon', 'sci-fi', 'Big Room 2'],
      experience_tag: 'EXP-ABCDEF123456',
      published: false,
    });
    const cleared = await patch(
      draftId,
      { tags: ['sci-fi'], youtube_url: '', description: ' ', experience_tag: '' },
      owner,
    );
    expect(cleared.json()).toMatchObject({
      tags: ['sci-fi'],
      youtube_url: null,
      description: null,
      experience_tag: null,
    });
  });

  it('publishing sets published_at, publishes the files and lists the stage', async () => {
    const res = await patch(draftId, { published: true }, owner);
    const stage = res.json() as Stage;
    expect(stage.published).toBe(true);
    expect(Date.parse(stage.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(stage.files.every((f) => f.published)).toBe(true);
    expect(((await list('')).json().data as Stage[]).map((s) => s.id)).toContain(draftId);
    expect((await get(draftId)).statusCode).toBe(200);
  });

  it('reads a stage’s files and tags with its row exactly as read alone (one statement per page)', async () => {
    const stage = (await findStageById(t.app.db, draftId))!;
    expect(stage.files.length).toBeGreaterThan(0);
    expect(stage.files).toEqual(await findFilesOfStages(t.app.db, [draftId]));
    expect(stage.files[0]!.createdAt).toBeInstanceOf(Date);
    expect(stage.tags).toEqual(['sci-fi']);
  });

  it('edits one file’s type, description and published flag', async () => {
    const file = ((await get(draftId, owner)).json() as Stage).files[0]!;
    const url = `/api/models/stages/${draftId}/files/${file.id}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth(owner),
      payload: { type: 'no-sound-fx', description: 'Quiet' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Stage).files.find((f) => f.id === file.id)).toMatchObject({
      type: 'no-sound-fx',
      description: 'Quiet',
    });
    const bad = await t.app.inject({ method: 'PATCH', url, headers: auth(owner), payload: { type: 'loud' } });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/models/stages/${draftId}/files/999999`,
      headers: auth(owner),
      payload: { type: 'default' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`File 999999 is not a file of stage ${draftId}.`);
  });

  it('a file edit with no known field changes nothing and answers the stage (was a 500)', async () => {
    const before = (await get(draftId, owner)).json() as Stage;
    const url = `/api/models/stages/${draftId}/files/${before.files[0]!.id}`;
    for (const payload of [{}, { unknown: 'x' }]) {
      const res = await t.app.inject({ method: 'PATCH', url, headers: auth(owner), payload });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Stage).files).toEqual(before.files);
    }
  });
});

describe('covers', () => {
  const postCover = (id: number, bytes: Uint8Array, as = owner) => {
    const form = uploadForm(bytes, undefined, 'cover.png');
    return t.app.inject({
      method: 'POST',
      url: `/api/models/stages/${id}/cover`,
      ...form,
      headers: { ...form.headers, ...auth(as) },
    });
  };

  it('replaces the cover and bumps cover_version', async () => {
    const before = (await get(draftId, owner)).json() as Stage;
    const res = await postCover(draftId, TINY_PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cover_version: before.cover_version + 1,
      cover_url: `/api/models/stages/${draftId}/cover`,
    });
    const image = await t.app.inject({ url: `/api/models/stages/${draftId}/cover?size=150&v=2` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses something that is not an image and stores nothing', async () => {
    const files = listFiles(t.storage.root);
    const res = await postCover(draftId, new TextEncoder().encode('not an image'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The cover must be a PNG or JPEG image.');
    expect(listFiles(t.storage.root)).toEqual(files);
  });

  it('answers 404 naming the stage when there is no cover', async () => {
    const id = (await uploadStage(t.app, owner.token, buildStagepkg({ name: 'No Cover' }).bytes)).json().id;
    const res = await t.app.inject({ url: `/api/models/stages/${id}/cover` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Stage ${id} has no cover.`);
  });
});
