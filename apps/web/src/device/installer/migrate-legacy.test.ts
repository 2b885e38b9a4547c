// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import { memoryDevice, pcFs, testContext } from './installer-test-kit.ts';
import { findLegacyFiles, migrateLegacy, migrationMessages } from './migrate-legacy.ts';

const LEGACY = 'Android/data/com.kluge.SynthRiders/files';
const blob = (text: string) => new Blob([text]);

async function legacyQuest() {
  const fs = new MemoryDeviceFs();
  await fs.write(`${LEGACY}/CustomSongs/41-A.synth`, blob('song41'), { mtimeMs: Date.UTC(2021, 4, 1, 12) });
  await fs.write(`${LEGACY}/CustomSongs/Hand Named.synth`, blob('hand'), { mtimeMs: Date.UTC(2020, 1, 2) });
  await fs.write(`${LEGACY}/Playlist/12-Warm-up.playlist`, blob('{}'), { mtimeMs: Date.UTC(2022, 0, 3) });
  await fs.write(`${LEGACY}/CustomStages/Neon.stagequest`, blob('stage'), { mtimeMs: Date.UTC(2019, 6, 4) });
  await fs.mkdir('SynthRidersUC/CustomSongs');
  return fs;
}

describe('findLegacyFiles', () => {
  it('lists the content files of the Quest legacy folder per kind', async () => {
    const device = await memoryDevice('quest', await legacyQuest());
    const files = await findLegacyFiles(device);
    expect(files.map((f) => [f.kind, f.path, f.siteId])).toEqual([
      ['beatmap', `${LEGACY}/CustomSongs/41-A.synth`, 41],
      ['beatmap', `${LEGACY}/CustomSongs/Hand Named.synth`, null],
      ['playlist', `${LEGACY}/Playlist/12-Warm-up.playlist`, 12],
      ['stage', `${LEGACY}/CustomStages/Neon.stagequest`, null],
    ]);
  });

  it('finds nothing on devices without a legacy folder, or when it is empty', async () => {
    const fs = pcFs();
    await fs.write(`${LEGACY}/CustomSongs/41-A.synth`, blob('x'));
    expect(await findLegacyFiles(await memoryDevice('pc', fs))).toEqual([]);
    expect(await findLegacyFiles(await memoryDevice('quest'))).toEqual([]);
  });
});

describe('migrateLegacy', () => {
  it('moves every file into the write folders, keeping its mtime, and leaves the legacy folders empty', async () => {
    const fs = await legacyQuest();
    const device = await memoryDevice('quest', fs);
    const files = await findLegacyFiles(device);
    const ctx = testContext();
    const result = await migrateLegacy(device, files, ctx);

    expect(result).toEqual({ moved: { beatmap: 2, playlist: 1, avatar: 0, stage: 1 }, failed: [] });
    expect(fs.snapshot().filter((p) => !p.endsWith('/'))).toEqual([
      'SynthRidersUC/CustomPlaylists/12-Warm-up.playlist',
      'SynthRidersUC/CustomSongs/41-A.synth',
      'SynthRidersUC/CustomSongs/Hand Named.synth',
      'SynthRidersUC/CustomStages/Neon.stagequest',
    ]);
    expect(await findLegacyFiles(device)).toEqual([]);
    expect(await (await fs.read('SynthRidersUC/CustomSongs/41-A.synth')).text()).toBe('song41');
    expect(fs.stat('SynthRidersUC/CustomSongs/41-A.synth')).toEqual({
      mode: 0o666,
      mtimeMs: Date.UTC(2021, 4, 1, 12),
    });
    expect(fs.stat('SynthRidersUC/CustomStages/Neon.stagequest')?.mtimeMs).toBe(Date.UTC(2019, 6, 4));
    const total = files.reduce((n, f) => n + f.size, 0);
    expect(ctx.progress.at(-1)).toEqual([total, total]);
    expect(migrationMessages(result)).toEqual([
      { message: 'Beatmaps migrated!', variant: 'success' },
      { message: 'Playlists migrated!', variant: 'success' },
      { message: 'Stages migrated!', variant: 'success' },
      { message: 'Data migration complete!', variant: 'success' },
    ]);
  });

  it("keeps the game's copy when the name already exists, and still empties the legacy folder", async () => {
    const fs = await legacyQuest();
    await fs.write('SynthRidersUC/CustomSongs/41-A.synth', blob('newer'));
    const device = await memoryDevice('quest', fs);
    await migrateLegacy(device, await findLegacyFiles(device), testContext());
    expect(await (await fs.read('SynthRidersUC/CustomSongs/41-A.synth')).text()).toBe('newer');
    expect(await findLegacyFiles(device)).toEqual([]);
  });

  it('goes on after a failed file, keeps that file in place, and reports the failure', async () => {
    const fs = await legacyQuest();
    const realRead = fs.read.bind(fs);
    fs.read = (path) =>
      path.endsWith('Neon.stagequest') ? Promise.reject(new Error('USB hiccup')) : realRead(path);
    const device = await memoryDevice('quest', fs);
    const result = await migrateLegacy(device, await findLegacyFiles(device), testContext());
    expect(result.moved).toEqual({ beatmap: 2, playlist: 1, avatar: 0, stage: 0 });
    expect(result.failed.map((f) => [f.file.name, f.message])).toEqual([['Neon.stagequest', 'USB hiccup']]);
    expect((await findLegacyFiles(device)).map((f) => f.name)).toEqual(['Neon.stagequest']);
    expect(migrationMessages(result)).toEqual([
      { message: 'Beatmaps migrated!', variant: 'success' },
      { message: 'Playlists migrated!', variant: 'success' },
      { message: 'Data migration failed: Neon.stagequest: USB hiccup', variant: 'error' },
    ]);
  });

  it('stops when cancelled, leaving the file in flight in the legacy folder', async () => {
    const fs = await legacyQuest();
    const device = await memoryDevice('quest', fs);
    const files = await findLegacyFiles(device);
    const ctx = testContext();
    ctx.abort();
    await expect(migrateLegacy(device, files, ctx)).rejects.toThrow();
    expect(await findLegacyFiles(device)).toHaveLength(files.length);
  });
});
