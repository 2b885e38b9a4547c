import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_CONFIG, deviceConfigSchema } from './device-config.ts';
import { hasContentExtension, layoutProbeFolders, resolveLayout, type LayoutInput } from './layout.ts';

const quest: LayoutInput = { device: 'quest', ...DEFAULT_DEVICE_CONFIG };
const pc: LayoutInput = { device: 'pc', ...DEFAULT_DEVICE_CONFIG };

describe('resolveLayout on the Quest (spec §9 plus the current game)', () => {
  it('writes where the current game reads when no folder exists yet', () => {
    const layout = resolveLayout(quest, []);
    expect(layout.storageRoot).toBe('/sdcard');
    expect(layout.gameRoot).toBe('SynthRidersUC');
    expect(layout.kinds.beatmap.write).toBe('SynthRidersUC/CustomSongs');
    expect(layout.kinds.playlist).toEqual({
      write: 'SynthRidersUC/CustomPlaylists',
      read: ['SynthRidersUC/CustomPlaylists', 'SynthRidersUC/Playlist'],
      extensions: ['.playlist'],
    });
    expect(layout.kinds.avatar.write).toBe('SynthRidersUC/Avatars');
    expect(layout.kinds.stage.write).toBe('SynthRidersUC/CustomStages');
    expect(layout.kinds.stage.extensions).toEqual(['.stagedroid', '.stagequest', '.spinstagequest']);
  });

  it("writes into the spec's Playlist folder when only that one exists, and prefers CustomPlaylists when both do", () => {
    expect(resolveLayout(quest, ['SynthRidersUC/Playlist']).kinds.playlist).toMatchObject({
      write: 'SynthRidersUC/Playlist',
      read: ['SynthRidersUC/Playlist', 'SynthRidersUC/CustomPlaylists'],
    });
    const both = resolveLayout(quest, ['SynthRidersUC/Playlist', 'SynthRidersUC/CustomPlaylists']);
    expect(both.kinds.playlist.write).toBe('SynthRidersUC/CustomPlaylists');
  });

  it('names the legacy folders under Android/data/{package}/files for the migration prompt', () => {
    expect(resolveLayout(quest, []).legacy).toEqual({
      root: 'Android/data/com.kluge.SynthRiders/files',
      folders: {
        beatmap: ['Android/data/com.kluge.SynthRiders/files/CustomSongs'],
        playlist: ['Android/data/com.kluge.SynthRiders/files/Playlist'],
        avatar: ['Android/data/com.kluge.SynthRiders/files/Avatars'],
        stage: ['Android/data/com.kluge.SynthRiders/files/CustomStages'],
      },
    });
  });

  it('takes the game folder and package from the server configuration', () => {
    const layout = resolveLayout({ device: 'quest', game_folder: 'SR2', game_package: 'com.kluge.SR2' }, []);
    expect(layout.gameRoot).toBe('SR2');
    expect(layout.kinds.beatmap.write).toBe('SR2/CustomSongs');
    expect(layout.legacy?.root).toBe('Android/data/com.kluge.SR2/files');
  });

  it('refuses a game folder that is not one plain folder name', () => {
    for (const game_folder of ['..', 'a/b', '/abs', 'a\\b', '']) {
      expect(() => resolveLayout({ ...quest, game_folder }, [])).toThrow();
    }
    expect(() => resolveLayout({ ...quest, game_package: "x'; rm -rf /" }, [])).toThrow();
  });
});

describe('resolveLayout on a PC', () => {
  it('writes under SynthRidersUC/ (the game since v3) when nothing exists', () => {
    const layout = resolveLayout(pc, []);
    expect(layout.storageRoot).toBeUndefined();
    expect(layout.legacy).toBeUndefined();
    expect(layout.kinds.beatmap).toEqual({
      write: 'SynthRidersUC/CustomSongs',
      read: ['SynthRidersUC/CustomSongs', 'CustomSongs'],
      extensions: ['.synth'],
    });
    expect(layout.kinds.playlist.write).toBe('SynthRidersUC/CustomPlaylists');
    expect(layout.kinds.stage.extensions).toEqual(['.stage', '.spinstage']);
    expect(layout.kinds.avatar.extensions).toEqual(['.vrm']);
  });

  it("writes into an older game's install-directory folders when only those exist", () => {
    const layout = resolveLayout(pc, ['CustomSongs', 'Playlist']);
    expect(layout.kinds.beatmap.write).toBe('CustomSongs');
    expect(layout.kinds.playlist.write).toBe('Playlist');
    expect(layout.kinds.avatar.write).toBe('SynthRidersUC/Avatars');
  });

  it('prefers SynthRidersUC/ when both the old and the new folders exist', () => {
    const layout = resolveLayout(pc, ['CustomSongs', 'SynthRidersUC/CustomSongs']);
    expect(layout.kinds.beatmap.write).toBe('SynthRidersUC/CustomSongs');
  });

  it('drops the SynthRidersUC/ prefix when the picked folder is SynthRidersUC itself', () => {
    const layout = resolveLayout({ ...pc, rootName: 'synthridersuc' }, []);
    expect(layout.gameRoot).toBe('');
    expect(layout.kinds.beatmap).toMatchObject({ write: 'CustomSongs', read: ['CustomSongs'] });
    expect(layout.kinds.playlist.read).toEqual(['CustomPlaylists', 'Playlist']);
    expect(layout.kinds.stage.write).toBe('CustomStages');
  });
});

describe('resolveLayout on a directory', () => {
  it("uses the spec's PC folders directly inside the picked folder", () => {
    const layout = resolveLayout(
      { device: 'directory', ...DEFAULT_DEVICE_CONFIG, rootName: 'SynthRidersUC' },
      [],
    );
    expect(layout.gameRoot).toBe('');
    expect(Object.values(layout.kinds).map((k) => k.write)).toEqual([
      'CustomSongs',
      'CustomPlaylists',
      'Avatars',
      'CustomStages',
    ]);
  });
});

describe('layoutProbeFolders', () => {
  it('lists every write candidate once, with the game folder filled in', () => {
    expect(layoutProbeFolders(quest)).toEqual([
      'SynthRidersUC/CustomSongs',
      'SynthRidersUC/CustomPlaylists',
      'SynthRidersUC/Playlist',
      'SynthRidersUC/Avatars',
      'SynthRidersUC/CustomStages',
    ]);
    expect(layoutProbeFolders({ ...pc, rootName: 'SynthRidersUC' })).toEqual([
      'CustomSongs',
      'CustomPlaylists',
      'Playlist',
      'Avatars',
      'CustomStages',
    ]);
  });
});

describe('hasContentExtension', () => {
  it('matches extensions case-insensitively and not sidecars or bare extensions', () => {
    expect(hasContentExtension('1-Mapper-Song.SYNTH', ['.synth'])).toBe(true);
    expect(hasContentExtension('Neon.stagedroid', ['.stagedroid', '.stagequest'])).toBe(true);
    expect(hasContentExtension('Ava.vrm.json', ['.vrm'])).toBe(false);
    expect(hasContentExtension('.synth', ['.synth'])).toBe(false);
  });
});

describe('deviceConfigSchema', () => {
  it('accepts the defaults and rejects unsafe values', () => {
    expect(deviceConfigSchema.parse(DEFAULT_DEVICE_CONFIG)).toEqual({
      game_folder: 'SynthRidersUC',
      game_package: 'com.kluge.SynthRiders',
    });
    expect(deviceConfigSchema.safeParse({ game_folder: '..', game_package: 'com.a.b' }).success).toBe(false);
    expect(deviceConfigSchema.safeParse({ game_folder: 'ok', game_package: 'nodots' }).success).toBe(false);
  });
});
