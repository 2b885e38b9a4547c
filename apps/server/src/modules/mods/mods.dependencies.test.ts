import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { modVersionDependencies, modVersionFiles, modVersions } from '../../db/schema/index.ts';
import { addVersions, bearer, makeMod, postVersion } from './mods.test-kit.ts';

/**
 * Dependency checks of `POST /api/mods/{id}/versions` (packages/shared `modVersionInputSchema`):
 * each refusal is a 422 naming the problem, and leaves no version row, dependency row or file.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

/** Rows of the version tables and stored files, to show a refusal stored nothing. */
async function stored() {
  const rows = async (table: typeof modVersions | typeof modVersionFiles | typeof modVersionDependencies) =>
    (await t.app.db.select({ n: count() }).from(table))[0]!.n;
  return {
    versions: await rows(modVersions),
    files: await rows(modVersionFiles),
    dependencies: await rows(modVersionDependencies),
    stored: listFiles(join(t.dataDir, 'files')).length,
  };
}

/** Uploads `version` of `modId` with `dependencies`; expects 422 with `message` and nothing stored. */
async function expectRefused(
  modId: number,
  dependencies: { slug: string; range: string }[],
  message: RegExp,
) {
  const before = await stored();
  const res = await postVersion(t.app, token, modId, { version: '9.9.9', dependencies });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().message).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe('mod dependencies', () => {
  it('accepts a dependency on a released version in range and shows it on the version', async () => {
    const core = await makeMod(t.app, token);
    await addVersions(t.app, token, core.id, '1.0.0', '1.4.2');
    const user = await makeMod(t.app, token);
    const res = await postVersion(t.app, token, user.id, {
      version: '1.0.0',
      dependencies: [{ slug: core.slug, range: '^1.2.0' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/mods/${user.id}` })).json();
    expect(detail.versions[0].dependencies).toEqual([
      { mod_id: core.id, slug: core.slug, name: expect.any(String), range: '^1.2.0' },
    ]);
    const index = (await t.app.inject({ url: '/api/mods/index' })).json();
    const entry = index.mods.find((m: { id: number }) => m.id === user.id);
    expect(entry.versions[0].dependencies).toEqual({ [core.slug]: '^1.2.0' });
  });

  it('refuses an unknown slug (and a draft mod) with 422', async () => {
    const mod = await makeMod(t.app, token);
    await expectRefused(
      mod.id,
      [{ slug: 'no-such-mod-here', range: '*' }],
      /"no-such-mod-here" is not a released mod/,
    );
    const draft = await makeMod(t.app, token, { published: false });
    await addVersions(t.app, token, draft.id, '1.0.0');
    await expectRefused(mod.id, [{ slug: draft.slug, range: '*' }], /is not a released mod/);
  });

  it('refuses a range no released, non-deprecated version satisfies', async () => {
    const lib = await makeMod(t.app, token);
    const [, v2] = await addVersions(t.app, token, lib.id, '1.0.0', '2.0.0');
    const mod = await makeMod(t.app, token);
    await expectRefused(
      mod.id,
      [{ slug: lib.slug, range: '^3.0.0' }],
      /No version of ".*" satisfies \^3\.0\.0 \(released: 2\.0\.0, 1\.0\.0\)/,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/mods/${lib.id}/versions/${v2}`,
      headers: bearer(token),
      payload: { deprecated: true },
    });
    await expectRefused(mod.id, [{ slug: lib.slug, range: '^2.0.0' }], /satisfies \^2\.0\.0/);
  });

  it('refuses a self-dependency', async () => {
    const mod = await makeMod(t.app, token);
    await addVersions(t.app, token, mod.id, '1.0.0');
    await expectRefused(mod.id, [{ slug: mod.slug, range: '^1.0.0' }], /cannot depend on itself/);
  });

  it('refuses a cycle (A → B → A), also through a third mod (A → B → C → A)', async () => {
    const a = await makeMod(t.app, token);
    const b = await makeMod(t.app, token);
    const c = await makeMod(t.app, token);
    await addVersions(t.app, token, a.id, '1.0.0');
    await addVersions(t.app, token, c.id, '1.0.0');
    const bv = await postVersion(t.app, token, b.id, {
      version: '1.0.0',
      dependencies: [{ slug: a.slug, range: '^1.0.0' }],
    });
    expect(bv.statusCode, bv.body).toBe(201);
    await expectRefused(
      a.id,
      [{ slug: b.slug, range: '^1.0.0' }],
      new RegExp(`leads back to ${a.slug} \\(${a.slug} → ${b.slug} → ${a.slug}\\)`),
    );
    // C depends on B (which depends on A): A depending on C closes A → C → B → A.
    const cv = await postVersion(t.app, token, c.id, {
      version: '1.1.0',
      dependencies: [{ slug: b.slug, range: '*' }],
    });
    expect(cv.statusCode, cv.body).toBe(201);
    await expectRefused(a.id, [{ slug: c.slug, range: '^1.1.0' }], /leads back to/);
  });
});
