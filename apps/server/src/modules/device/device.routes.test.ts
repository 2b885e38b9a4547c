import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../env.ts';

// GET /api/device/config: the game folder and package the device installer uses (design.md §4; formats.md
// §8).
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/device/config', () => {
  it('answers the defaults, publicly and cacheable', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ url: '/api/device/config' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ game_folder: 'SynthRidersUC', game_package: 'com.kluge.SynthRiders' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers what the server configuration says, so a game update needs no release', async () => {
    t = await buildTestApp({ gameFolder: 'SynthRidersUC2', gamePackage: 'com.kluge.SynthRiders2' });
    const res = await t.app.inject({ url: '/api/device/config' });
    expect(res.json()).toEqual({ game_folder: 'SynthRidersUC2', game_package: 'com.kluge.SynthRiders2' });
  });
});

describe('GAME_FOLDER / GAME_PACKAGE', () => {
  it('are read from the environment and refused when unsafe', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthhub-device-config-'));
    const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
    try {
      const config = loadConfig({ ...env, GAME_FOLDER: 'SRUC', GAME_PACKAGE: 'com.a.B' });
      expect([config.gameFolder, config.gamePackage]).toEqual(['SRUC', 'com.a.B']);
      expect(() => loadConfig({ ...env, GAME_FOLDER: '../etc' })).toThrow(/GAME_FOLDER/);
      expect(() => loadConfig({ ...env, GAME_PACKAGE: 'not a package' })).toThrow(/GAME_PACKAGE/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
