import type { Mod, ModDetail, ModVersion } from '@synthhub/shared/mods/mods.schemas';

/** A mod version as the API answers it, for tests; `overrides` replace fields. */
export function modVersionFixture(overrides: Partial<ModVersion> = {}): ModVersion {
  const id = overrides.id ?? 31;
  const version = overrides.version ?? '1.2.0';
  return {
    id,
    version,
    changelog: 'Fixes the **timing** bug.',
    game_versions: ['2.1.0'],
    platforms: ['pc'],
    dependencies: [],
    deprecated: false,
    download_count: 4,
    created_at: '2026-02-01T10:00:00.000Z',
    files: [
      {
        id: id * 10,
        filename: `BetterTiming-${version}.dll`,
        size: 4096,
        sha256: 'a'.repeat(64),
        download_url: `/api/mods/9/versions/${id}/files/${id * 10}/download`,
      },
    ],
    ...overrides,
  };
}

/** A published mod as lists answer it (owner mapper7, co-author helper8), for tests. */
export function modFixture(overrides: Partial<Mod> = {}): Mod {
  const owner = { id: 7, username: 'mapper7', avatar_filename: null, avatar_url: null };
  return {
    id: 9,
    slug: 'better-timing',
    name: 'Better Timing',
    summary: 'Tighter hit windows for the rhythm purist.',
    description: '# About\nMakes timing **better**.',
    source_url: 'https://github.com/example/better-timing',
    license: 'MIT',
    tags: ['gameplay', 'timing'],
    authors: [owner, { id: 8, username: 'helper8', avatar_filename: null, avatar_url: null }],
    latest_version: '1.2.0',
    platforms: ['pc'],
    game_versions: ['2.1.0'],
    published: true,
    published_at: '2026-01-06T10:00:00.000Z',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    cover_version: 0,
    cover_url: '',
    download_url: '/api/mods/9/versions/31/files/310/download',
    download_count: 12,
    upvote_count: 0,
    downvote_count: 0,
    vote_diff: 0,
    score: '0',
    rating: '0',
    user: owner,
    ...overrides,
  };
}

/** A mod with its versions (detail answer); two versions by default, 1.2.0 then a deprecated 1.1.0. */
export function modDetailFixture(overrides: Partial<ModDetail> = {}): ModDetail {
  return {
    ...modFixture(overrides),
    versions: overrides.versions ?? [
      modVersionFixture(),
      modVersionFixture({
        id: 30,
        version: '1.1.0',
        changelog: 'First public release.',
        deprecated: true,
        created_at: '2026-01-06T10:00:00.000Z',
      }),
    ],
  };
}
