import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { mods, modVersions } from '../../db/schema/index.ts';
import { DEMO_MODS, seedDemoMods } from './mods.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const rows = async (table: typeof mods | typeof modVersions) =>
  (await t.app.db.select({ n: count() }).from(table as typeof mods))[0]!.n;

describe('seedDemoMods (docs/decisions/0006)', () => {
  it('makes the demo mods with their versions, dependencies and a deprecated version; a rerun replaces them', async () => {
    expect(await seedDemoMods(t.app)).toBe(DEMO_MODS.length);
    const versions = DEMO_MODS.reduce((n, m) => n + m.versions.length, 0);
    expect([await rows(mods), await rows(modVersions)]).toEqual([DEMO_MODS.length, versions]);
    const tweaks = (await t.app.inject({ url: '/api/mods/song-browser-tweaks' })).json();
    expect(tweaks.versions.map((v: { version: string }) => v.version)).toEqual([
      '2.0.0-beta.1',
      '1.1.0',
      '1.0.0',
    ]);
    expect(tweaks.versions[2].deprecated).toBe(true);
    expect(tweaks.versions[0].dependencies[0]).toMatchObject({ slug: 'synth-core-lib', range: '^1.1.0' });
    expect(tweaks.authors).toHaveLength(2);
    const file = await t.app.inject({ url: tweaks.versions[0].files[0].download_url });
    expect(file.statusCode).toBe(200);
    const index = (await t.app.inject({ url: '/api/mods/index' })).json();
    expect(index.mods).toHaveLength(DEMO_MODS.length);
    // An interrupted run is redone from the start: the same mods once each.
    await seedDemoMods(t.app);
    expect([await rows(mods), await rows(modVersions)]).toEqual([DEMO_MODS.length, versions]);
  });
});
