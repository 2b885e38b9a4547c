import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { itemFixtureFields } from '../../../testing/item-fixture.ts';

/** A complete avatar as the API answers it, for tests; override what a test cares about. */
export function avatarFixture(overrides: Partial<Avatar> = {}): Avatar {
  return {
    ...itemFixtureFields(5),
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
    published: true,
    published_at: '2026-01-10T00:00:00.000Z',
    created_at: '2026-01-09T00:00:00.000Z',
    updated_at: '2026-01-10T00:00:00.000Z',
    download_url: '/api/models/avatars/5/download',
    cover_url: '/api/models/avatars/5/cover',
    ...overrides,
  };
}
