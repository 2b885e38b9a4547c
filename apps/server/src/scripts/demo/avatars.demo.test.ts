import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedDemoAvatars } from './avatars.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('seedDemoAvatars', () => {
  it('makes published avatars of both VRM versions with covers through the upload path', async () => {
    expect(await seedDemoAvatars(t.app, 6)).toBe(6);
    const list = (await t.app.inject({ url: '/api/models/avatars?limit=100' })).json();
    expect(list.total).toBe(6);
    expect(new Set(list.data.map((a: { spec_version: string }) => a.spec_version))).toEqual(
      new Set(['0.x', '1.0']),
    );
    for (const avatar of list.data) {
      expect(avatar.published_at).not.toBeNull();
      expect(avatar.cover_url).not.toBe('');
    }
    const one = list.data[0];
    const cover = await t.app.inject({ url: `${one.cover_url}?size=250` });
    expect(cover.statusCode).toBe(200);
    const file = await t.app.inject({ url: one.download_url });
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    // Seeding again (npm run seed) reuses the makers' accounts and adds distinct avatars.
    expect(await seedDemoAvatars(t.app, 2, 6)).toBe(2);
    expect((await t.app.inject({ url: '/api/models/avatars' })).json().total).toBe(8);
  });
});
