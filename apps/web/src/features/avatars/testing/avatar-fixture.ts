import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';

/** A complete avatar as the API answers it, for tests; override what a test cares about. */
export function avatarFixture(overrides: Partial<Avatar> = {}): Avatar {
  return {
    id: 5,
    cover_version: 1,
    name: 'Neon Fox',
    description: null,
    youtube_url: null,
    filename: '5-Neon-Fox.vrm',
    filename_original: 'NeonFox.vrm',
    filesize: 2_400_000,
    spec_version: '1.0',
    authors: ['Kit', 'Ren'],
    model_version: '1.2',
    license: {
      name: null,
      url: 'https://vrm.dev/licenses/1.0/',
      other_license_url: null,
      permissions: {
        avatarPermission: 'everyone',
        allowRedistribution: false,
        commercialUsage: 'personalNonProfit',
      },
    },
    download_count: 12,
    upvote_count: 3,
    downvote_count: 0,
    vote_diff: 3,
    score: '0',
    rating: '0',
    published: true,
    published_at: '2026-01-10T00:00:00.000Z',
    created_at: '2026-01-09T00:00:00.000Z',
    updated_at: '2026-01-10T00:00:00.000Z',
    version: 1,
    user: { id: 7, username: 'mapper7', avatar_filename: null, avatar_url: null },
    download_url: '/api/models/avatars/5/download',
    cover_url: '/api/models/avatars/5/cover',
    ...overrides,
  };
}
