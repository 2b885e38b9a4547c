import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';

/** A stage file as the API answers it, for tests; `overrides` replace fields. */
export function stageFileFixture(overrides: Partial<StageFile> = {}): StageFile {
  const id = overrides.id ?? 11;
  return {
    id,
    mode: 'normal',
    platform: 'pc',
    type: 'default',
    version: 1,
    published: true,
    description: null,
    experience_tag: null,
    created_at: '2026-01-05T10:00:00.000Z',
    file: {
      id,
      filename: 'NeonCity.stage',
      filename_original: 'NeonCity.stage',
      extension: 'stage',
      filesize: 2048,
      visibility: 'public',
      cdn_url: null,
      cdn_key: 'stages/ab/abc.stage',
      download_count: 3,
      created_at: '2026-01-05T10:00:00.000Z',
    },
    ...overrides,
  };
}

/** A published stage with a PC normal, PC spin and Quest normal file, for tests. */
export function stageFixture(overrides: Partial<Stage> = {}): Stage {
  const files = overrides.files ?? [
    stageFileFixture({ id: 11 }),
    stageFileFixture({ id: 12, mode: 'spin', type: 'performance' }),
    stageFileFixture({
      id: 13,
      platform: 'quest',
      file: { ...stageFileFixture().file, id: 13, filename: 'NeonCity.stagedroid', extension: 'stagedroid' },
    }),
  ];
  return {
    id: 5,
    name: 'Neon City',
    description: 'Bright lights',
    youtube_url: null,
    tags: ['Neon', 'City'],
    experience_tag: null,
    published: true,
    published_at: '2026-01-06T10:00:00.000Z',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-06T10:00:00.000Z',
    cover_version: 1,
    cover_url: '',
    download_url: '/api/models/stages/5/download',
    download_count: 10,
    upvote_count: 4,
    downvote_count: 1,
    vote_diff: 3,
    score: '0',
    rating: '0',
    user: { id: 7, username: 'mapper7', avatar_filename: null, avatar_url: null },
    files,
    latest_files: files,
    ...overrides,
  };
}
