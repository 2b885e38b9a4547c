import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addVersions, bearer, freshSlug, makeMod, postMod, postVersion } from './mods.test-kit.ts';

/** Who may change a mod (mods.policy.ts): owner, co-authors and admins edit; owner and admins delete. */

let t: TestApp;
let owner: SessionResponse;
let coAuthor: SessionResponse;
let other: SessionResponse;
let admin: SessionResponse;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, coAuthor, other, admin] = [
    await registerUser(t.app),
    await registerUser(t.app),
    await registerUser(t.app),
    await registerAdmin(t.app),
  ];
});
afterAll(async () => t?.close());

const patch = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/mods/${id}`, headers: bearer(token), payload });
const remove = (id: number, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/mods/${id}`, headers: bearer(token) });

describe('mod edits', () => {
  it('refuses another user (403) on edit, version upload and delete; the mod is unchanged', async () => {
    const { id } = await makeMod(t.app, owner.token, { name: 'Owned Mod' });
    const edit = await patch(id, other.token, { name: 'Taken Over' });
    expect([edit.statusCode, edit.json().message]).toEqual([
      403,
      'Only the uploader or an admin can change this mod.',
    ]);
    expect((await postVersion(t.app, other.token, id, { version: '1.0.0' })).statusCode).toBe(403);
    expect((await remove(id, other.token)).statusCode).toBe(403);
    const detail = (await t.app.inject({ url: `/api/mods/${id}` })).json();
    expect([detail.name, detail.versions]).toEqual(['Owned Mod', []]);
  });

  it('lets a co-author edit and upload versions (drafts visible to them) but not delete or change co-authors', async () => {
    const { id } = await makeMod(t.app, owner.token, {
      published: false,
      co_authors: [coAuthor.user.username.toUpperCase()],
    });
    const seen = await t.app.inject({ url: `/api/mods/${id}`, headers: bearer(coAuthor.token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().authors.map((a: { id: number }) => a.id)).toEqual([owner.user.id, coAuthor.user.id]);
    const edit = await patch(id, coAuthor.token, {
      summary: 'Edited by a co-author',
      tags: ['ui', 'tweaks'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      summary: 'Edited by a co-author',
      tags: ['ui', 'tweaks'],
      description: null,
    });
    expect((await postVersion(t.app, coAuthor.token, id, { version: '1.0.0' })).statusCode).toBe(201);
    expect((await patch(id, coAuthor.token, { co_authors: [] })).statusCode).toBe(403);
    expect((await remove(id, coAuthor.token)).statusCode).toBe(403);
    expect((await remove(id, owner.token)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/mods/${id}`, headers: bearer(owner.token) })).statusCode).toBe(
      404,
    );
  });

  it("lets an admin edit and delete anyone's mod", async () => {
    const { id } = await makeMod(t.app, owner.token);
    expect((await patch(id, admin.token, { license: 'MIT' })).json().license).toBe('MIT');
    expect((await remove(id, admin.token)).statusCode).toBe(204);
  });

  it('keeps fields a PATCH does not name (tags, co-authors, description)', async () => {
    const { id } = await makeMod(t.app, owner.token, {
      description: 'Long text',
      tags: ['qol'],
      co_authors: [coAuthor.user.username],
    });
    const res = await patch(id, owner.token, { name: 'Renamed Mod' });
    expect(res.json()).toMatchObject({ name: 'Renamed Mod', description: 'Long text', tags: ['qol'] });
    expect(res.json().authors).toHaveLength(2);
  });

  it('refuses a taken slug with 409 and an unknown co-author with 422 naming them; nothing is created', async () => {
    const { slug } = await makeMod(t.app, owner.token);
    const taken = await postMod(t.app, other.token, { slug });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      `The slug "${slug}" is already taken; choose another.`,
    ]);
    const fresh = freshSlug();
    const unknown = await postMod(t.app, owner.token, { slug: fresh, co_authors: ['nobody-by-this-name'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      422,
      'There is no user "nobody-by-this-name" to add as a co-author.',
    ]);
    expect((await t.app.inject({ url: `/api/mods/${fresh}`, headers: bearer(owner.token) })).statusCode).toBe(
      404,
    );
    const other2 = await makeMod(t.app, owner.token);
    expect((await patch(other2.id, owner.token, { slug })).statusCode).toBe(409);
    // Digits alone would read as an id in /api/mods/{slug-or-id}.
    const digits = await postMod(t.app, owner.token, { slug: '20260' });
    expect([digits.statusCode, digits.json().message]).toEqual([
      422,
      'The slug "20260" needs at least one letter (digits alone name a mod by id).',
    ]);
    // /mods/create and /api/mods/index would hide a mod with these slugs.
    for (const reserved of ['create', 'index']) {
      const res = await postMod(t.app, owner.token, { slug: reserved });
      expect([res.statusCode, res.json().message]).toEqual([
        422,
        `The slug "${reserved}" names a page of the site; choose another.`,
      ]);
    }
  });

  it('counts each file download on the mod and its version', async () => {
    const { id } = await makeMod(t.app, owner.token);
    await addVersions(t.app, owner.token, id, '1.0.0');
    const detail = (await t.app.inject({ url: `/api/mods/${id}` })).json();
    const file = detail.versions[0].files[0];
    const res = await t.app.inject({ url: file.download_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mod\.zip"/);
    await t.app.jobs.drained();
    const after = (await t.app.inject({ url: `/api/mods/${id}` })).json();
    expect([after.download_count, after.versions[0].download_count]).toEqual([1, 1]);
  });
});
