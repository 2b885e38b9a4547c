import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addVersions, bearer, makeMod, postVersion } from './mods.test-kit.ts';

/** Version order and "latest" (packages/shared mods.schemas `modDetailSchema`, `modSchema`). */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const detail = async (ref: string | number) => (await t.app.inject({ url: `/api/mods/${ref}` })).json();

describe('mod versions', () => {
  it('answers versions highest semantic version first (1.10.0 above 1.9.0, 2.0.0 above 2.0.0-beta.1)', async () => {
    const { id, slug } = await makeMod(t.app, token);
    await addVersions(t.app, token, id, '1.9.0', '2.0.0-beta.1', '1.10.0', '2.0.0', '1.2.0');
    const byId = await detail(id);
    expect(byId.versions.map((v: { version: string }) => v.version)).toEqual([
      '2.0.0',
      '2.0.0-beta.1',
      '1.10.0',
      '1.9.0',
      '1.2.0',
    ]);
    expect(byId.latest_version).toBe('2.0.0');
    // The slug names the same mod.
    expect((await detail(slug)).id).toBe(id);
  });

  it('keeps deprecated versions out of latest_version (list and detail), and back in when restored', async () => {
    const { id } = await makeMod(t.app, token, { name: 'Latest Check' });
    const [, v2] = await addVersions(t.app, token, id, '1.0.0', '1.1.0');
    const deprecate = (deprecated: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/mods/${id}/versions/${v2}`,
        headers: bearer(token),
        payload: { deprecated },
      });
    const res = await deprecate(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().versions[0]).toMatchObject({ version: '1.1.0', deprecated: true });
    const listed = async () =>
      (await t.app.inject({ url: `/api/mods?q=latest%20check&limit=100` }))
        .json()
        .data.find((m: { id: number }) => m.id === id);
    expect((await listed()).latest_version).toBe('1.0.0');
    expect((await detail(id)).latest_version).toBe('1.0.0');
    await deprecate(false);
    expect((await listed()).latest_version).toBe('1.1.0');
    // A prerelease above the stable versions is listed, not offered as the latest…
    await addVersions(t.app, token, id, '2.0.0-beta.1');
    expect((await detail(id)).versions[0].version).toBe('2.0.0-beta.1');
    expect((await listed()).latest_version).toBe('1.1.0');
    // …unless nothing else is usable.
    const { id: betaOnly } = await makeMod(t.app, token, { name: 'Latest Beta Only' });
    await addVersions(t.app, token, betaOnly, '0.1.0-alpha.1');
    expect((await detail(betaOnly)).latest_version).toBe('0.1.0-alpha.1');
  });

  it('refuses an existing version number with 409 and keeps the first upload', async () => {
    const { id } = await makeMod(t.app, token);
    await addVersions(t.app, token, id, '1.0.0');
    const again = await postVersion(t.app, token, id, { version: '1.0.0', changelog: 'replaced?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a version 1\.0\.0/);
    expect((await detail(id)).versions).toHaveLength(1);
  });

  it("lists released mods only, filters by the latest version's platform and game version", async () => {
    const { id } = await makeMod(t.app, token, { name: 'Quest Only Thing' });
    const res = await postVersion(t.app, token, id, {
      version: '1.0.0',
      platforms: ['quest'],
      game_versions: ['2.1.0'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = await makeMod(t.app, token, { name: 'Quest Only Draft', published: false });
    await postVersion(t.app, token, draft.id, { version: '1.0.0', platforms: ['quest'] });
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/mods?q=quest%20only&${query}` }))
        .json()
        .data.map((m: { id: number }) => m.id);
    expect(await ids('platform=quest')).toEqual([id]);
    expect(await ids('platform=pc')).toEqual([]);
    expect(await ids('game_version=2.1.0')).toEqual([id]);
    expect(await ids('game_version=2.0.0')).toEqual([]);
    const mine = await t.app.inject({ url: '/api/mods?mine=1&q=quest%20only', headers: bearer(token) });
    expect(
      mine
        .json()
        .data.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([id, draft.id].sort());
    expect((await t.app.inject({ url: '/api/mods?mine=1' })).statusCode).toBe(401);
  });
});
