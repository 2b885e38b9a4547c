import { join } from 'node:path';
import { MOD_FILE_MAX_BYTES } from '@synthhub/shared/mods/mods.constants';
import { count } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { modVersionFiles, modVersions } from '../../db/schema/index.ts';
import { sampleModDll, sampleModZip } from './mod-sample-files.ts';
import { MOD_ZIP_MAX_ENTRIES, MOD_ZIP_MAX_INFLATED_BYTES } from './mod-versions.service.ts';
import { makeMod, postVersion } from './mods.test-kit.ts';

/**
 * Bad mod files (`POST /api/mods/{id}/versions`): each refused with a clear 4xx, and nothing stored
 * — no version row, no file row, no stored file, no temporary file left behind.
 */

let t: TestApp;
let token: string;
let modId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
  modId = (await makeMod(t.app, token)).id;
});
afterAll(async () => t?.close());

async function stored() {
  return {
    versions: (await t.app.db.select({ n: count() }).from(modVersions))[0]!.n,
    files: (await t.app.db.select({ n: count() }).from(modVersionFiles))[0]!.n,
    stored: listFiles(join(t.dataDir, 'files')).length,
    temp: listFiles(join(t.dataDir, 'tmp')).length,
  };
}

/** A zip whose one entry climbs out of its folder (`../`), written by hand (fflate keeps names). */
const escapingZip = () => zipSync({ '../evil.dll': strToU8('MZ') });

async function expectRefused(bytes: Uint8Array, name: string, status: number, message: RegExp) {
  const before = await stored();
  const res = await postVersion(t.app, token, modId, { version: '1.0.0' }, { bytes, name });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe('mod file checks', () => {
  it('refuses a file that is not a zip', async () => {
    await expectRefused(strToU8('just some text, not an archive'), 'mod.zip', 422, /zip|central directory/i);
  });

  it('refuses a zip with a ../ path', async () => {
    await expectRefused(escapingZip(), 'mod.zip', 422, /evil\.dll|path|folder/i);
  });

  it('refuses a zip with too many entries', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= MOD_ZIP_MAX_ENTRIES; i++) files[`f/${i}.txt`] = new Uint8Array(0);
    await expectRefused(zipSync(files, { level: 0 }), 'mod.zip', 422, /entries/i);
  });

  it('refuses a zip bomb (content inflating past the limit)', async () => {
    const bomb = zipSync({ 'zeros.bin': new Uint8Array(MOD_ZIP_MAX_INFLATED_BYTES + 1) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(MOD_FILE_MAX_BYTES);
    await expectRefused(bomb, 'mod.zip', 422, /bytes/);
  }, 60_000);

  it('refuses other extensions (.exe, .txt) with 400', async () => {
    await expectRefused(sampleModDll('x', '1.0.0'), 'mod.exe', 400, /Only \.zip or \.dll files/);
    await expectRefused(sampleModZip('x', '1.0.0'), 'readme.txt', 400, /Only \.zip or \.dll files/);
  });

  it('refuses a .dll that does not start with MZ', async () => {
    await expectRefused(strToU8('not a portable executable'), 'mod.dll', 422, /does not start with "MZ"/);
  });

  it('refuses a file over MOD_FILE_MAX_BYTES with 413', async () => {
    const big = new Uint8Array(MOD_FILE_MAX_BYTES + 1);
    big.set([0x4d, 0x5a]);
    await expectRefused(big, 'big.dll', 413, /too large/);
  }, 60_000);

  it('refuses bad version data with 400 (missing platforms, not semver)', async () => {
    const before = await stored();
    const res = await postVersion(t.app, token, modId, { version: 'v1', platforms: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/semantic version/);
    expect(await stored()).toEqual(before);
  });

  it('accepts a .dll starting with MZ and a valid zip', async () => {
    const dll = await postVersion(
      t.app,
      token,
      modId,
      { version: '1.0.0' },
      { bytes: sampleModDll('x', '1'), name: 'X.dll' },
    );
    expect(dll.statusCode, dll.body).toBe(201);
    const zip = await postVersion(t.app, token, modId, { version: '1.0.1' });
    expect(zip.statusCode, zip.body).toBe(201);
  });
});
