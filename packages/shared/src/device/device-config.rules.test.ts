import { describe, expect, it } from 'vitest';
import { gameFolderSchema, gamePackageSchema } from './device-config.ts';
import {
  checkDeviceConfig,
  DEFAULT_DEVICE_CONFIG,
  gameFolderProblem,
  gamePackageProblem,
} from './device-config.rules.ts';

const folders = [
  'SynthRidersUC',
  'a',
  'x'.repeat(64),
  'x'.repeat(65),
  '',
  '.',
  '..',
  'a/b',
  'a b',
  '..x',
  'é',
];
const packages = [
  'com.kluge.SynthRiders',
  'a.b',
  'com',
  '1com.x',
  'com.x-y',
  `a.${'b'.repeat(127)}`,
  "x'; rm -rf /",
];

describe('device configuration rules without zod', () => {
  it('accept and refuse the same game folder names as the zod schema', () => {
    for (const v of folders)
      expect(gameFolderProblem(v) === null, v).toBe(gameFolderSchema.safeParse(v).success);
  });

  it('accept and refuse the same package names as the zod schema', () => {
    for (const v of packages)
      expect(gamePackageProblem(v) === null, v).toBe(gamePackageSchema.safeParse(v).success);
  });

  it('checkDeviceConfig passes the defaults and names the field that is wrong', () => {
    expect(checkDeviceConfig(DEFAULT_DEVICE_CONFIG)).toEqual(DEFAULT_DEVICE_CONFIG);
    expect(() => checkDeviceConfig({ ...DEFAULT_DEVICE_CONFIG, game_folder: '..' })).toThrow(/^game_folder/);
    expect(() => checkDeviceConfig({ ...DEFAULT_DEVICE_CONFIG, game_package: 'x' })).toThrow(/^game_package/);
  });
});
