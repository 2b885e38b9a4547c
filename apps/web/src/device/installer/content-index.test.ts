// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import { buildContentIndex, siteIdFromFileName } from './content-index.ts';
import type { InstallableItem } from './installable.ts';
import { hashOf, memoryDevice, pcFs, synthBytes } from './installer-test-kit.ts';

const blob = (bytes: Uint8Array | string) => new Blob([bytes as BlobPart]);

function beatmapItem(id: number, hash: string, filename?: string): InstallableItem {
  return {
    kind: 'beatmap',
    id,
    name: 'x',
    download_url: `/api/beatmaps/${id}/download`,
    published_at: null,
    hash,
    ...(filename ? { filenames: [filename] } : {}),
  };
}

describe('buildContentIndex', () => {
  it('lists every read folder per kind and matches by synthriderz.meta.json, by prefix, or not at all', async () => {
    const fs = pcFs();
    await fs.write(
      'SynthRidersUC/CustomSongs/Renamed By Hand.synth',
      blob(synthBytes({ id: 41, hash: hashOf('a') })),
    );
    await fs.write('SynthRidersUC/CustomSongs/7-Artist-Title.SYNTH', blob(synthBytes()));
    await fs.write(
      'SynthRidersUC/CustomSongs/9-Deflated.synth',
      blob(synthBytes({ id: 9, hash: hashOf('b') }, true)),
    );
    await fs.write('SynthRidersUC/CustomSongs/notes.txt', blob('not content'));
    await fs.write('CustomSongs/Old Game Song.synth', blob(synthBytes()));
    await fs.write('SynthRidersUC/CustomPlaylists/12-Warm-up.playlist', blob('{}'));
    await fs.write('SynthRidersUC/CustomPlaylists/000002__warmup.playlist', blob('{}'));
    await fs.write('SynthRidersUC/CustomStages/Neon.stage', blob('x'));
    await fs.write('SynthRidersUC/CustomStages/Neon.stagedroid', blob('x'));
    await fs.write('SynthRidersUC/Avatars/5-Ava.vrm', blob('x'));
    const device = await memoryDevice('pc', fs);
    const index = await buildContentIndex(device);

    expect(index.byKind.beatmap.map((f) => [f.path, f.siteId, f.hash])).toEqual([
      ['SynthRidersUC/CustomSongs/7-Artist-Title.SYNTH', 7, null],
      ['SynthRidersUC/CustomSongs/9-Deflated.synth', 9, hashOf('b')],
      ['SynthRidersUC/CustomSongs/Renamed By Hand.synth', 41, hashOf('a')],
      ['CustomSongs/Old Game Song.synth', null, null],
    ]);
    expect(index.byKind.playlist.map((f) => [f.name, f.siteId])).toEqual([
      ['000002__warmup.playlist', null],
      ['12-Warm-up.playlist', 12],
    ]);
    expect(index.byKind.stage.map((f) => f.name)).toEqual(['Neon.stage']);
    expect(index.find('avatar', 5)?.path).toBe('SynthRidersUC/Avatars/5-Ava.vrm');
    expect(index.find('beatmap', 41)?.name).toBe('Renamed By Hand.synth');
    expect(index.find('playlist', 41)).toBeUndefined();
    expect(index.unknown.map((f) => f.name)).toEqual([
      'Old Game Song.synth',
      '000002__warmup.playlist',
      'Neon.stage',
    ]);
  });

  it('tells installed, outdated and missing apart by the primary hash', async () => {
    const fs = pcFs();
    await fs.write('SynthRidersUC/CustomSongs/41-A.synth', blob(synthBytes({ id: 41, hash: hashOf('a') })));
    const index = await buildContentIndex(await memoryDevice('pc', fs));
    expect(index.status(beatmapItem(41, hashOf('a')))).toBe('installed');
    expect(index.status(beatmapItem(41, hashOf('A')))).toBe('installed');
    expect(index.status(beatmapItem(41, hashOf('c')))).toBe('outdated');
    expect(index.status(beatmapItem(42, hashOf('a')))).toBe('missing');
  });

  it('matches stage bundles by their known file names, case-insensitively', async () => {
    const fs = pcFs();
    await fs.write('SynthRidersUC/CustomStages/NEON City.stage', blob('x'));
    const index = await buildContentIndex(await memoryDevice('pc', fs));
    const stage: InstallableItem = {
      kind: 'stage',
      id: 3,
      name: 'Neon City',
      download_url: '/x',
      published_at: null,
      filenames: ['Neon City.stage', 'Neon City.stagedroid'],
    };
    expect(index.findItem(stage)?.name).toBe('NEON City.stage');
    expect(index.status(stage)).toBe('installed');
    expect(index.findItem({ ...stage, filenames: ['Other.stage'] })).toBeUndefined();
  });

  it('on the Quest opens only .synth files without an id prefix, and then tells updates by the file name', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write(
      'SynthRidersUC/CustomSongs/41-A-B-C.synth',
      blob(synthBytes({ id: 41, hash: hashOf('a') })),
    );
    await fs.write('SynthRidersUC/CustomSongs/Song.synth', blob(synthBytes({ id: 8, hash: hashOf('d') })));
    const read = vi.spyOn(fs, 'read');
    const device = await memoryDevice('quest', fs);
    const index = await buildContentIndex(device);
    expect(read.mock.calls.map((c) => c[0])).toEqual(['SynthRidersUC/CustomSongs/Song.synth']);
    expect(index.find('beatmap', 8)?.hash).toBe(hashOf('d'));
    expect(index.status(beatmapItem(41, hashOf('a'), '41-A-B-C.synth'))).toBe('installed');
    expect(index.status(beatmapItem(41, hashOf('a'), '41-v2-A-B-C.synth'))).toBe('outdated');
    // Asked explicitly, the Quest reads every file (and the cache spares the second read).
    const full = await buildContentIndex(device, { readMeta: true });
    expect(full.find('beatmap', 41)?.hash).toBe(hashOf('a'));
    expect(read.mock.calls.map((c) => c[0])).toEqual([
      'SynthRidersUC/CustomSongs/Song.synth',
      'SynthRidersUC/CustomSongs/41-A-B-C.synth',
    ]);
  });

  it('treats a .synth that is not a zip, or a broken meta entry, as having no meta', async () => {
    const fs = pcFs();
    await fs.write('SynthRidersUC/CustomSongs/Garbage.synth', blob('definitely not a zip'));
    const index = await buildContentIndex(await memoryDevice('pc', fs));
    expect(index.byKind.beatmap.map((f) => [f.siteId, f.hash])).toEqual([[null, null]]);
  });
});

describe('siteIdFromFileName', () => {
  it('reads the leading id of download names only', () => {
    expect(siteIdFromFileName('41-Artist-Title-Mapper.synth')).toBe(41);
    expect(siteIdFromFileName('41-v2-Artist.synth')).toBe(41);
    expect(siteIdFromFileName('41.synth')).toBe(41);
    expect(siteIdFromFileName('000002__warmup.playlist')).toBeNull();
    expect(siteIdFromFileName('0-zero.synth')).toBeNull();
    expect(siteIdFromFileName('DRAFT-41-v1-x.synth')).toBeNull();
    expect(siteIdFromFileName('Song 41-x.synth')).toBeNull();
  });
});
