import type { StageFile } from '@synthhub/shared/stages/stages.types';
import { describe, expect, it } from 'vitest';
import { deviceTakes, pickStageFile, stageInstallable, unsupportedReason } from './installable.ts';

function stageFile(
  id: number,
  platform: 'pc' | 'quest',
  mode: StageFile['mode'],
  extra: Partial<StageFile> = {},
): StageFile {
  const ext = platform === 'pc' ? 'stage' : 'stagedroid';
  return {
    id,
    mode,
    platform,
    type: 'default',
    version: 1,
    published: true,
    description: null,
    experience_tag: null,
    created_at: '2024-01-01T00:00:00.000Z',
    file: {
      id: id * 10,
      filename: `Neon-${id}.${ext}`,
      filename_original: `Neon-${id}.${ext}`,
      extension: ext,
      filesize: 1,
      visibility: 'public',
      cdn_url: null,
      cdn_key: 'k',
      download_count: 0,
      created_at: '2024-01-01T00:00:00.000Z',
    },
    ...extra,
  };
}

const stage = {
  id: 3,
  name: 'Neon',
  download_url: '/api/models/stages/3/download',
  published_at: '2024-01-02T00:00:00.000Z',
  latest_files: [
    stageFile(1, 'pc', 'spin'),
    stageFile(2, 'pc', 'normal', { type: 'performance' }),
    stageFile(3, 'pc', 'normal'),
    stageFile(4, 'quest', 'normal', { published: false }),
    stageFile(5, 'quest', 'spin'),
  ],
  files: [],
};

describe('stages per platform', () => {
  it('picks the published normal default file of the platform, then other modes', () => {
    expect(pickStageFile(stage, 'pc')?.id).toBe(3);
    expect(pickStageFile(stage, 'quest')?.id).toBe(5);
    expect(
      pickStageFile({ latest_files: [stageFile(1, 'pc', 'normal')], files: [] }, 'quest'),
    ).toBeUndefined();
  });

  it('downloads the file for the device platform with ?file_id=', () => {
    expect(stageInstallable(stage, 'pc')?.download_url).toBe('/api/models/stages/3/download?file_id=3');
    expect(stageInstallable(stage, 'directory')?.download_url).toBe(
      '/api/models/stages/3/download?file_id=3',
    );
    expect(stageInstallable(stage, 'quest')?.download_url).toBe('/api/models/stages/3/download?file_id=5');
    expect(stageInstallable(stage, 'quest')?.filenames).toContain('Neon-5.stagedroid');
    expect(stageInstallable({ ...stage, latest_files: [stageFile(1, 'pc', 'normal')] }, 'quest')).toBeNull();
  });
});

describe('what a device takes', () => {
  it('refuses avatars on the Quest only', () => {
    expect(unsupportedReason('quest', 'avatar')).toBe('Avatars are not supported on Quest.');
    expect(deviceTakes('quest', 'stage')).toBe(true);
    expect(deviceTakes('pc', 'avatar')).toBe(true);
    expect(deviceTakes('directory', 'avatar')).toBe(true);
  });
});
